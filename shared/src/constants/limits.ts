// Business limits of requirements §9. Money is integer cents; messages show it formatted.

export const MAX_TRANSFER_AMOUNT_CENTS = 14_999_999;

export const MIN_AGE = 18;
export const CODE_LENGTH = 6;
export const SSN_LAST_DIGITS = 4;

/** Registration and step-2 names. */
export const REGISTRATION_NAME_MAX = 50;
/** Profile and identity-mismatch names. */
export const PROFILE_NAME_MAX = 30;
export const EMAIL_MAX = 50;
export const MAX_RECEIPT_EMAILS = 5;

export const COUNTRY_CODE = '+1';
export const DEFAULT_PURPOSE = 'Earnest Money Deposit for Purchase';

/** Wait after bank linking before reloading accounts (the provider needs the time). */
export const LINK_RELOAD_DELAY_MS = 8000;

export const ID_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** MIME types accepted for identity documents. */
export const ID_FILE_TYPES = ['image/jpeg', 'image/png'] as const;
export const ID_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Value for `<input type="file" accept>`. */
export const ID_FILE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const ID_DOCUMENT_TYPES = ['Passport', 'License'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** In dollars, as the requirements state it; it only seeds an information hint. */
export const AVERAGE_SIZE_WARNING = 5000;
export const AVERAGE_SIZE_WARNING_CENTS = AVERAGE_SIZE_WARNING * 100;

/** Realtor ids are 24 characters; only such an id is used as a transfer's realtor. */
export const REALTOR_ID_LENGTH = 24;

export const TOAST_DISMISS_MS = 6000;
/** Delay before logging out after 'Client not found, please login'. */
export const LOGOUT_DELAY_MS = 2000;

import type { TextDescriptor } from '@portal/shared/i18n';

// User-facing texts of the error catalogue (requirements §8), word for word: e2e tests and
// the API match on them. Some are success texts from the same catalogue.

export const GENERIC_ERROR = 'Something went wrong... please try again in a few minutes';
export const TENANT_NOT_FOUND = 'Tenant not found, please check url';
export const CLIENT_NOT_FOUND = 'Client not found, please login';
export const DESTINATION_ACCOUNT_NOT_FOUND = 'Destination account not found, please contact support';
export const BANK_ACCOUNT_NOT_FOUND = 'Bank account not found, please select bank account';
export const ACCOUNT_EXISTS = 'Account exists for phone number. Please login in.';
export const PHONE_NOT_REGISTERED =
  'The phone number entered is not registered. Please Create Account to register phone number.';
export const INVALID_CODE = 'Invalid Code';
// Two spaces after the first sentence, as in the original.
export const EMAIL_SEND_FAILED = 'Failed to send email.  Please try again later.';
export const RECEIPT_SENT = 'Receipt successfully sent!';
export const NO_EMAILS_PROVIDED = 'No emails provided.';
export const BALANCE_UNAVAILABLE = "We're having trouble retrieving your current balance.";
export const NO_LINKED_ACCOUNTS = 'You have no linked bank accounts';
export const TRANSFER_NOT_EDITABLE = 'The transfer cannot be edited';
export const NO_TRANSFERS = 'You have no pending or completed transfers, select the + button to start a transfer.';
export const TRANSFER_INCOMPLETE_TITLE = 'Your transfer is not complete.';
export const TRANSFER_INCOMPLETE_DETAIL = 'The information you entered does not match your bank account records.';
export const MORE_DATA_REQUIRED_TITLE = 'More Data is Required';
export const MORE_DATA_REQUIRED_DETAIL = 'The bank is requesting identification verification.';
export const DOCUMENT_UPLOADED = 'Your Document has successfully uploaded.';
export const NO_RECORDS_FOUND = 'No Records Found';
export const SECTION_UNAVAILABLE = 'This section is temporarily unavailable';

/**
 * The transfer-start failure text. Missing contact details fall back to the
 * wording the requirements give for them.
 */
export function transferStartFailedMessage(tenant: {
  name: string;
  phone?: string | null;
  supportEmail?: string | null;
}): string {
  const phone = tenant.phone || 'their primary phone number';
  const email = tenant.supportEmail || 'them';
  return (
    'Unfortunately, your transfer cannot be completed at this time due to connectivity issues ' +
    'with your financial institution. Please provide the closer with a certified check or contact ' +
    `${tenant.name} at ${phone} or email ${email} to get wiring instructions specific to your ` +
    'transaction. We apologize for any inconvenience.'
  );
}

/**
 * The catalogue ids of the texts above (`errors.<camelCase of the constant>`, in
 * @portal/shared/i18n's rules catalogue): what the API answers with, put into the request's
 * language, and what the screens format in theirs. The constants above stay the English.
 */
export const ERROR_TEXTS = {
  GENERIC_ERROR: { id: 'errors.genericError' },
  TENANT_NOT_FOUND: { id: 'errors.tenantNotFound' },
  CLIENT_NOT_FOUND: { id: 'errors.clientNotFound' },
  DESTINATION_ACCOUNT_NOT_FOUND: { id: 'errors.destinationAccountNotFound' },
  BANK_ACCOUNT_NOT_FOUND: { id: 'errors.bankAccountNotFound' },
  ACCOUNT_EXISTS: { id: 'errors.accountExists' },
  PHONE_NOT_REGISTERED: { id: 'errors.phoneNotRegistered' },
  INVALID_CODE: { id: 'errors.invalidCode' },
  EMAIL_SEND_FAILED: { id: 'errors.emailSendFailed' },
  RECEIPT_SENT: { id: 'errors.receiptSent' },
  NO_EMAILS_PROVIDED: { id: 'errors.noEmailsProvided' },
  BALANCE_UNAVAILABLE: { id: 'errors.balanceUnavailable' },
  NO_LINKED_ACCOUNTS: { id: 'errors.noLinkedAccounts' },
  TRANSFER_NOT_EDITABLE: { id: 'errors.transferNotEditable' },
  NO_TRANSFERS: { id: 'errors.noTransfers' },
  TRANSFER_INCOMPLETE_TITLE: { id: 'errors.transferIncompleteTitle' },
  TRANSFER_INCOMPLETE_DETAIL: { id: 'errors.transferIncompleteDetail' },
  MORE_DATA_REQUIRED_TITLE: { id: 'errors.moreDataRequiredTitle' },
  MORE_DATA_REQUIRED_DETAIL: { id: 'errors.moreDataRequiredDetail' },
  DOCUMENT_UPLOADED: { id: 'errors.documentUploaded' },
  NO_RECORDS_FOUND: { id: 'errors.noRecordsFound' },
  SECTION_UNAVAILABLE: { id: 'errors.sectionUnavailable' },
} as const satisfies Record<string, TextDescriptor>;

/**
 * transferStartFailedMessage as a descriptor: `phoneKnown`/`emailKnown` choose the
 * requirements' fallback wording in the catalogue when the tenant has no contact detail.
 */
export function transferStartFailedText(tenant: {
  name: string;
  phone?: string | null;
  supportEmail?: string | null;
}): TextDescriptor {
  return {
    id: 'errors.transferStartFailed',
    values: {
      tenantName: tenant.name,
      phone: tenant.phone || '',
      email: tenant.supportEmail || '',
      phoneKnown: tenant.phone ? 'yes' : 'no',
      emailKnown: tenant.supportEmail ? 'yes' : 'no',
    },
  };
}

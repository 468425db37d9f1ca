import { MAX_RECEIPT_EMAILS, MAX_TRANSFER_AMOUNT_CENTS, MIN_AGE, NO_EMAILS_PROVIDED } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/money';

// Texts quoted by requirements §5 are word for word, amounts in them written as money
// ('$149,999.99'). The requirements give none for a few rules (a malformed phone, date, state,
// ZIP or amount; too many e-mails; too big a file): those have plain wording of our own.
export const VALIDATION_MESSAGES = {
  required: 'This is required',
  maxLength: 'Max length exceeded',
  code: 'Code must be 6 digits',
  ssn: 'Must be a valid social security number',
  minAge: `Must be at least ${MIN_AGE} years old`,
  address: 'Please select a valid address',
  amountsMismatch: 'Amounts do not match',
  amountExceedsBalance:
    'Amount entered exceeds account balance and any applicable convenience fees. ' +
    'Please enter an amount lesser than or equal to this combined amount.',
  amountExceedsMax: `Transfer amount cannot exceed ${formatMoney(MAX_TRANSFER_AMOUNT_CENTS)}`,
  bankDetailsMismatch: 'Your Account details are not matching with bank details',
  noEmails: NO_EMAILS_PROVIDED,
  email: 'Invalid email format',
  fileType: 'File upload must be in jpg or png format',
  // Ours:
  phone: 'Please enter a valid US mobile phone number',
  date: 'Please enter a valid date (MM/DD/YYYY)',
  state: 'Please select a valid state',
  zipcode: 'Please enter a valid ZIP code',
  amount: 'Please enter a valid amount',
  amountNotPositive: 'Amount must be greater than $0.00',
  tooManyEmails: `Receipts can be sent to at most ${MAX_RECEIPT_EMAILS} email addresses`,
  fileTooLarge: 'File must be under 10MB',
  agreement: 'Please accept the terms to continue',
  noticeChannel: 'Please choose how to receive status updates',
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/**
 * A TextDescriptor as yup takes it: a type alias, not an interface, so it fits yup's
 * `Record<PropertyKey, unknown>` message type.
 */
export type ValidationText = { id: string; values?: Record<string, string | number> };

/** Values of the messages that take any, as the catalogue's ICU arguments name them. */
const VALUES: Partial<Record<ValidationKey, Record<string, number>>> = {
  minAge: { minAge: MIN_AGE },
  amountExceedsMax: { maxCents: MAX_TRANSFER_AMOUNT_CENTS },
  tooManyEmails: { max: MAX_RECEIPT_EMAILS },
};

/**
 * What the schemas report: the catalogue id `validation.<key>` of each message, with its values.
 * The browser puts it into the screen's language, the API into the request's
 * (@portal/shared/i18n's rules catalogue holds the words; VALIDATION_MESSAGES above is the
 * English, kept for code and tests that compare against the requirements' wording).
 */
export const VALIDATION_TEXTS = Object.fromEntries(
  (Object.keys(VALIDATION_MESSAGES) as ValidationKey[]).map((key) => {
    const values = VALUES[key];
    return [key, values ? { id: `validation.${key}`, values } : { id: `validation.${key}` }];
  }),
) as Record<ValidationKey, ValidationText>;

/**
 * The over-balance message, then the most the client can send from the account (the balance less
 * a fee the client pays, within the transfer limit): the message alone says only to send less.
 */
export function amountExceedsBalanceText(maxCents: number): ValidationText {
  const most = Math.min(maxCents, MAX_TRANSFER_AMOUNT_CENTS);
  if (most <= 0) return VALIDATION_TEXTS.amountExceedsBalance;
  return { id: 'validation.amountExceedsBalanceUpTo', values: { mostCents: most } };
}

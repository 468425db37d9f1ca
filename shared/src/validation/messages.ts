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

/**
 * The over-balance message, then the most the client can send from the account (the balance less
 * a fee the client pays, within the transfer limit): the message alone says only to send less.
 */
export function amountExceedsBalanceMessage(maxCents: number): string {
  const most = Math.min(maxCents, MAX_TRANSFER_AMOUNT_CENTS);
  if (most <= 0) return VALIDATION_MESSAGES.amountExceedsBalance;
  return `${VALIDATION_MESSAGES.amountExceedsBalance} You can send up to ${formatMoney(most)}.`;
}

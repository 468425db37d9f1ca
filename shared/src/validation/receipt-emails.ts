import { array, type InferType, object } from 'yup';
import { MAX_RECEIPT_EMAILS } from '@portal/shared/constants';
import { email } from './fields';
import { VALIDATION_TEXTS as M } from './messages';

/**
 * Receipt addresses. Blank inputs are allowed and skipped (the success screen offers
 * up to five), but at least one address must be given. Blanks stay in place so each
 * error keeps the index of its input.
 */
export const receiptEmailsSchema = object({
  emails: array(email())
    .required(M.noEmails)
    .max(MAX_RECEIPT_EMAILS, M.tooManyEmails)
    .test('at-least-one', M.noEmails, (emails) => emails.some((address) => !!address?.trim())),
});
export type ReceiptEmailsValues = InferType<typeof receiptEmailsSchema>;

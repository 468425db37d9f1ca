// What a client is told when money moves or fails: the ACH return codes in plain words with
// the next step, the texts around authorizing and cancelling a transfer, and the wire-fraud
// notice. One place for the screens, the e-mails and the API's refusals. The failure reasons
// are also in the rules catalogue (`outcomes.*`, failureTexts) for other languages.

import type { TextDescriptor } from '@portal/shared/i18n';

/** Review's checkbox is required: the reason Make Transfer is unavailable, and the server's refusal. */
export const AUTHORIZATION_REQUIRED = 'Tick the box to authorize this payment before you make the transfer.';
/** The same for a disbursement, in the words of the client who is paid. */
export const DEPOSIT_AUTHORIZATION_REQUIRED = 'Tick the box to authorize this deposit before you accept the payment.';

/** The terms the browser agreed to are not the ones the server would write now (amount, account or day changed). */
export const AUTHORIZATION_CHANGED = 'The payment details changed. Please read the authorization again and confirm it.';

/** Shown while the page asks the server what became of a Make Transfer whose answer was lost. */
export const CONFIRMING_TRANSFER = "We're confirming your transfer — don't pay again";

/** Cancel refused: the provider already submitted the debit to the bank (or it has ended). */
export const CANCEL_TOO_LATE = 'This transfer can no longer be cancelled: it has already been submitted to your bank.';

/** Only failed or returned transfers can be tried again. */
export const RETRY_NOT_ALLOWED = 'Only a failed or returned transfer can be tried again.';

/** The tenant never changes payment instructions by e-mail or text (wire fraud is the costliest closing scam). */
export function wireFraudNotice(tenantName: string): string {
  return (
    `${tenantName} will never send you new payment or wiring instructions by e-mail or text message. ` +
    `If you receive any, do not act on them: call ${tenantName} at a number you already know.`
  );
}

export interface FailureInPlainWords {
  /** What happened, addressed to the client. */
  message: string;
  /** What the client can do about it. */
  nextStep: string;
}

const TRY_ANOTHER_ACCOUNT = 'Try again with another account.';

/** The ACH return codes a client is likely to meet (Nacha's list), each said as a bank customer would understand it. */
const RETURN_REASONS: Readonly<Record<string, FailureInPlainWords>> = {
  R01: {
    message: 'Your bank returned the payment for insufficient funds.',
    nextStep: `Make sure the account holds the full amount, or try again with another account.`,
  },
  R02: { message: 'Your bank returned the payment because the account is closed.', nextStep: TRY_ANOTHER_ACCOUNT },
  R03: {
    message: 'Your bank could not find an account with the number on file.',
    nextStep: TRY_ANOTHER_ACCOUNT,
  },
  R04: {
    message: 'Your bank returned the payment because the account number is not valid.',
    nextStep: TRY_ANOTHER_ACCOUNT,
  },
  R07: {
    message: 'Your bank returned the payment because the authorization was revoked.',
    nextStep: 'Contact the title company before you pay again.',
  },
  R08: {
    message: 'Your bank returned the payment because a stop payment was placed on it.',
    nextStep: 'Ask your bank to lift the stop payment, or try again with another account.',
  },
  R10: {
    message: 'Your bank returned the payment as unauthorized at your request.',
    nextStep: 'Contact the title company: the funds for your closing have not been received.',
  },
  R16: { message: 'Your bank returned the payment because the account is frozen.', nextStep: TRY_ANOTHER_ACCOUNT },
  R20: {
    message:
      'Your bank returned the payment because the account cannot make transfers (for example a savings account).',
    nextStep: 'Try again with a checking account.',
  },
  R29: {
    message: 'Your bank returned the payment because the business account does not allow this debit.',
    nextStep: 'Ask your bank to allow the debit, or try again with another account.',
  },
};

/**
 * The ISO 20022 reasons an instant payment (RTP, FedNow) is rejected with by the receiving bank.
 * An instant payment is final: a rejected one was never paid, and is sent again only as a new
 * payment by another speed.
 */
const INSTANT_REJECTION_REASONS: Readonly<Record<string, FailureInPlainWords>> = {
  AC03: {
    message: 'Your bank rejected the instant payment: the account number is not valid.',
    nextStep: 'Contact the title company to be paid into another account.',
  },
  AC04: {
    message: 'Your bank rejected the instant payment because the account is closed.',
    nextStep: 'Contact the title company to be paid into another account.',
  },
  AC06: {
    message: 'Your bank rejected the instant payment because the account is blocked.',
    nextStep: 'Contact your bank, or the title company to be paid into another account.',
  },
  AG01: {
    message: 'Your bank rejected the instant payment: the account cannot receive instant payments.',
    nextStep: 'The title company can send it again by ACH.',
  },
};

const UNKNOWN_FAILURE: FailureInPlainWords = {
  message: 'Your bank did not accept the payment.',
  nextStep: TRY_ANOTHER_ACCOUNT,
};

const CANCELLED: FailureInPlainWords = {
  message: 'This transfer was cancelled before it reached your bank. No money was taken.',
  nextStep: 'Start a new transfer when you are ready.',
};

const NOT_ACCEPTED: FailureInPlainWords = {
  message: 'The title company could not accept this payment. No money was taken.',
  nextStep: 'Please contact the title company for another way to pay.',
};

/** A failed or returned transfer's reason in plain words, from its ACH return code (any other code gets a general reason). */
export function failureInPlainWords(code: string | null | undefined): FailureInPlainWords {
  return (code && (RETURN_REASONS[code] ?? INSTANT_REJECTION_REASONS[code])) || UNKNOWN_FAILURE;
}

/** What a cancelled transfer says. */
export function cancelledInPlainWords(): FailureInPlainWords {
  return CANCELLED;
}

/**
 * How a transfer ended without the money staying, in plain words: failed or returned (by its
 * ACH return code) or cancelled; null while it has not ended so. The detail page, Success and
 * the failure notice all say it this way.
 */
export function endingInPlainWords(status: string, code: string | null | undefined): FailureInPlainWords | null {
  if (status === 'error' || status === 'returned') return failureInPlainWords(code);
  if (status === 'cancelled') return cancelledInPlainWords();
  // A debit the title company declined after its review: never why (the rules stay the tenant's).
  if (status === 'rejected') return NOT_ACCEPTED;
  return null;
}

/** failureInPlainWords as catalogue texts (`outcomes.<code>.message` / `.nextStep`), for any language. */
export interface FailureTexts {
  message: TextDescriptor;
  nextStep: TextDescriptor;
}

const outcomeTexts = (key: string): FailureTexts => ({
  message: { id: `outcomes.${key}.message` },
  nextStep: { id: `outcomes.${key}.nextStep` },
});

/** A failed or returned transfer's reason as texts: the same choice as failureInPlainWords. */
export function failureTexts(code: string | null | undefined): FailureTexts {
  return outcomeTexts(code && (RETURN_REASONS[code] ?? INSTANT_REJECTION_REASONS[code]) ? code : 'unknown');
}

/** endingInPlainWords as texts: null while the transfer has not ended without the money staying. */
export function endingTexts(status: string, code: string | null | undefined): FailureTexts | null {
  if (status === 'error' || status === 'returned') return failureTexts(code);
  if (status === 'cancelled') return outcomeTexts('cancelled');
  if (status === 'rejected') return outcomeTexts('notAccepted');
  return null;
}

/** The texts above as catalogue ids (`outcomes.<camelCase>` in the rules catalogue), for any language. */
export const OUTCOME_TEXTS = {
  AUTHORIZATION_REQUIRED: { id: 'outcomes.authorizationRequired' },
  DEPOSIT_AUTHORIZATION_REQUIRED: { id: 'outcomes.depositAuthorizationRequired' },
  AUTHORIZATION_CHANGED: { id: 'outcomes.authorizationChanged' },
  CONFIRMING_TRANSFER: { id: 'outcomes.confirmingTransfer' },
  CANCEL_TOO_LATE: { id: 'outcomes.cancelTooLate' },
  RETRY_NOT_ALLOWED: { id: 'outcomes.retryNotAllowed' },
} as const satisfies Record<string, TextDescriptor>;

/**
 * The PDFs of one of the session's started transfers (GET, Bearer session; 404 for any other
 * client's): its receipt, and the authorization the client gave.
 */
export type TransferDocument = 'receipt' | 'authorization';

export function transferDocumentPath(document: TransferDocument, transferId: string): string {
  return `/transfer/${encodeURIComponent(transferId)}/${document}.pdf`;
}

/**
 * A transfer's confirmation code: 8 characters from an alphabet without look-alikes (no 0/O,
 * 1/I/L, U), given when it first starts, unique per tenant.
 */
export const CONFIRMATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const CONFIRMATION_CODE_LENGTH = 8;

/** A code as a client types it (any case, spaces and dashes ignored), or null when it cannot be one. */
export function normalizeConfirmationCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === CONFIRMATION_CODE_LENGTH &&
    [...code].every((char) => CONFIRMATION_CODE_ALPHABET.includes(char))
    ? code
    : null;
}

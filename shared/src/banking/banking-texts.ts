// User texts of the bank screens (requirements §2, §8), re-exported by @portal/shared/constants.
// Those from the error catalogue itself (BALANCE_UNAVAILABLE, NO_LINKED_ACCOUNTS) live in
// error-messages.ts.

export const BANK_NOTICE_TITLE = 'Bank Notice';
/** Requirements §8, "Bank notice": the account cannot move money through the payment processor. */
export const BANK_NOTICE_TEXT =
  'The selected bank is not supported by the third-party service. ' +
  'A savings account at this credit union is non-transactional, so please link a checking account.';
/** The Bank Notice's first line, in plain words: what the client can and cannot do with the account. */
export const BANK_NOTICE_PLAIN =
  "You can't pay or be paid with this account here. Link a checking account instead: it takes about a minute.";
/**
 * What an account waiting for micro-deposits shows where a balance would be: not an error, a
 * step the client takes when the deposits arrive.
 */
export const MICRO_DEPOSITS_WAITING =
  'Waiting for 2 small deposits — verify them when they arrive, usually in 1–2 business days.';
export const IDENTITY_MISMATCH_TITLE = 'Confirm Your Details';
export const IDENTITY_MISMATCH_LEAD =
  'Your bank has different details for you. Correct them to match your bank, or link the account anyway.';
/** What each button of the identity-mismatch screen does, said before the client chooses. */
export const IDENTITY_MISMATCH_SAVE_EXPLAINED =
  'Save and Continue: your details here change to what your bank has, then the account is linked.';
export const IDENTITY_MISMATCH_OVERRIDE_EXPLAINED =
  'Override: your details stay as they are and the account is linked anyway. Choose this if your bank has an old name or address.';
export const LINKING_ACCOUNT = 'Linking your account…';
export const NO_TRANSFERABLE_ACCOUNT = 'Link or verify a bank account to make a transfer.';

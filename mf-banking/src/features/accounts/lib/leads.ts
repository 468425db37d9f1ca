// The line under a bank list's title. With nothing linked yet it says why a bank is needed and
// that the bank's sign-in happens in the bank's window, not the portal's: the question a
// first-time payer hesitates on.

const BANK_SIGN_IN = 'You sign in to your bank in a secure window; the portal never sees your bank password.';

/** /bank-accounts with no linked account (where step-2 lands a new buyer). */
export const FIRST_LINK_LEAD = `Next, link the bank account you'll pay from. ${BANK_SIGN_IN}`;

/** Step-select-account: what to choose, or, with nothing linked, what to link first. */
export function selectAccountLead(receiving: boolean, noneLinked: boolean): string {
  if (noneLinked) {
    return receiving
      ? `Link the bank account that will receive your payment. ${BANK_SIGN_IN}`
      : `Link the bank account you'll send your funds from. ${BANK_SIGN_IN}`;
  }
  return receiving
    ? 'Choose the verified account that will receive your payment.'
    : 'Choose the verified account to send your funds from.';
}

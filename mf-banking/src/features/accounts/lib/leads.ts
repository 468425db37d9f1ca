// The line under a bank list's title. With nothing linked yet it says why a bank is needed and
// that the bank's sign-in happens in the bank's window, not the portal's: the question a
// first-time payer hesitates on. Each lead is catalogue ids, one per sentence, shown in order.

const BANK_SIGN_IN = 'banking.lead.bankSignIn';

/** /bank-accounts with no linked account (where step-2 lands a new buyer). */
export const FIRST_LINK_LEAD = ['banking.lead.firstLink', BANK_SIGN_IN] as const;

/** Step-select-account: what to choose, or, with nothing linked, what to link first. */
export function selectAccountLead(receiving: boolean, noneLinked: boolean): readonly string[] {
  if (noneLinked) {
    return [receiving ? 'banking.lead.linkToReceive' : 'banking.lead.linkToSend', BANK_SIGN_IN];
  }
  return [receiving ? 'banking.lead.chooseToReceive' : 'banking.lead.chooseToSend'];
}

// The line under a bank list's title. With nothing linked yet it says why a bank is needed and
// that the bank's sign-in happens in the bank's window, not the portal's: the question a
// first-time payer hesitates on. Each lead is its sentences, shown in order.
import type { MessageDescriptor } from 'react-intl';

const BANK_SIGN_IN = { id: 'banking.lead.bankSignIn' };

/** /bank-accounts with no linked account (where step-2 lands a new buyer). */
export const FIRST_LINK_LEAD: readonly MessageDescriptor[] = [{ id: 'banking.lead.firstLink' }, BANK_SIGN_IN];

/** Step-select-account: what to choose, or, with nothing linked, what to link first. */
export function selectAccountLead(receiving: boolean, noneLinked: boolean): readonly MessageDescriptor[] {
  if (noneLinked) {
    return [receiving ? { id: 'banking.lead.linkToReceive' } : { id: 'banking.lead.linkToSend' }, BANK_SIGN_IN];
  }
  return [receiving ? { id: 'banking.lead.chooseToReceive' } : { id: 'banking.lead.chooseToSend' }];
}

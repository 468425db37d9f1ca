// The bank-linking contract as the browser sees it (@portal/shared/contracts). Money is a decimal
// string ('1234.50') and is only ever formatted, never computed with, in the browser.
import type { ClientBankAccount } from '../contracts';

export type {
  BankAccountState,
  ClientBankAccount,
  IdentityMismatch,
  LinkProvider,
  LinkResult,
  LinkStatus,
  LinkTokenResponse,
} from '../contracts';

/** True for an account a transfer may use (the API enforces the same rule). */
export function isTransferable(account: Pick<ClientBankAccount, 'state'>): boolean {
  return account.state === 'verified';
}

// The bank-linking contract (docs/api.md, "Bank linking") as the browser sees it. Money is a
// decimal string ('1234.50') and is only ever formatted, never computed with, in the browser.

/** How an account may be used: 'pending' shows VERIFY, 'unsupported' cannot move money. */
export type BankAccountState = 'verified' | 'pending' | 'unsupported';

/** One of the session client's active accounts, GET /account/client-accounts/{clientId}. */
export interface ClientBankAccount {
  id: string;
  bankName: string;
  name: string;
  bankDisplayName: string | null;
  accountLastFourDigits: string | null;
  institutionCode: string | null;
  logoURL: string | null;
  /** Decimal string; null when the bank could not tell us. */
  balance: string | null;
  balanceDateTime: string | null;
  pendingVerification: boolean;
  supported: boolean;
  state: BankAccountState;
}

/** Which Link the token opens: Plaid's own widget, or the product's sandbox dialog. */
export type LinkProvider = 'plaid' | 'sandbox';

export interface LinkTokenResponse {
  linkToken: string;
  expiration: string;
  provider: LinkProvider;
}

/** The bank-reported values of the identity fields that differ from the client's. */
export interface IdentityMismatch {
  firstName?: string;
  lastName?: string;
  address1?: string;
  city?: string;
  state?: string;
  zipcode?: string;
}

/** What linking (or verifying micro-deposits) left the account and the payments customer in. */
export type LinkStatus = 'verified' | 'pending' | 'mismatch' | 'verify' | 'document' | 'suspended' | 'unsupported';

export interface LinkResult {
  bankAccountId: string;
  status: LinkStatus;
  mismatch?: IdentityMismatch;
}

/** True for an account a transfer may use (the API enforces the same rule). */
export function isTransferable(account: Pick<ClientBankAccount, 'state'>): boolean {
  return account.state === 'verified';
}

// The bank routes (/account/…): linking, micro-deposits, the client's accounts, disconnecting
// and the identity document. Money is a decimal string ('1234.50').

/** How an account may be used: 'pending' shows VERIFY, 'unsupported' cannot move money. */
export type BankAccountState = 'verified' | 'pending' | 'unsupported';

/** One of the session client's active accounts, GET /account/client-accounts/{clientId}. */
export interface ClientBankAccount {
  id: string;
  bankName: string | null;
  name: string | null;
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

/** GET /account/client-accounts/{clientId}: the accounts, newest first. */
export interface ClientAccountsResponse {
  accounts: ClientBankAccount[];
}

/** Which Link the token opens: Plaid's own widget, or the product's sandbox dialog. */
export type LinkProvider = 'plaid' | 'sandbox';

/** POST /account/plaid/link-token and /account/microdeposit/link-token. */
export interface LinkTokenResponse {
  linkToken: string;
  /** ISO time after which Link refuses the token. */
  expiration: string;
  provider: LinkProvider;
}

/** The client fields a bank reports and the portal compares (the identity-mismatch screen). */
export type IdentityMismatchField = 'firstName' | 'lastName' | 'address1' | 'city' | 'state' | 'zipcode';

/** The bank-reported values of the identity fields that differ from the client's. */
export type IdentityMismatch = Partial<Record<IdentityMismatchField, string>>;

/** What linking (or verifying micro-deposits) left the account and the payments customer in. */
export type LinkStatus = 'verified' | 'pending' | 'mismatch' | 'verify' | 'document' | 'suspended' | 'unsupported';

/** The answer of create-client, microdeposit/start and microdeposit/verify. */
export interface LinkResult {
  bankAccountId: string;
  status: LinkStatus;
  mismatch?: IdentityMismatch;
}

/** The institution Link reported, as Plaid's metadata names it. */
export interface LinkedInstitution {
  institution_id: string;
  name: string;
}

/** What Link's onSuccess gave the browser: the public token and the account the client chose. */
export interface PublicTokenInput {
  publicToken: string;
  plaidAccountId: string;
  institution?: LinkedInstitution | null;
}

/** POST /account/microdeposit/start: Link returned an account still to be verified by micro-deposits. */
export interface StartMicrodepositsRequest extends PublicTokenInput {
  /** The client's id. */
  id: string;
  tenantId: string;
}

/** POST /account/microdeposit/link-token and /account/microdeposit/verify: an account awaiting micro-deposits. */
export interface MicrodepositAccountRequest {
  /** The client's id. */
  id: string;
  tenantId: string;
  bankAccountId: string;
}

/** DELETE /account. */
export interface AccountDisconnected {
  bankAccountId: string;
}

/** POST /account/document/{clientId}: the payments customer's status after the document. */
export interface IdentityDocumentSent {
  status: string;
}

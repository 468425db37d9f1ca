/**
 * Bank linking (Plaid-shaped): the browser opens a Link widget with a link token, the user
 * picks an institution and accounts, the widget's onSuccess hands back a public token, and the
 * API exchanges it for a long-lived access token it keeps sealed (bank_account.link_access_token_*).
 *
 * Implementations: Plaid through the `plaid` SDK, and a sandbox whose Link-like dialog is
 * served by the product (institutions for instant auth, micro-deposits, an unsupported savings
 * account and an identity mismatch). Money is in integer cents, as everywhere in the API.
 */
import type { AccountVerificationStatus } from '@portal/shared/contracts';

/** Plaid's verification status of an account, which the browser's Link sees too. */
export type { AccountVerificationStatus };

export type LinkProduct = 'auth' | 'identity';

export interface LinkTokenRequest {
  /** Our client id: Plaid's `user.client_user_id`, stable per client. */
  clientUserId: string;
  /** Shown in the widget ("… uses Plaid to link your bank"): the tenant's name. */
  clientName: string;
  products: LinkProduct[];
  /** Update mode: re-open Link on an existing item, e.g. to verify micro-deposits. */
  accessToken?: string;
  /**
   * Who is linking, as Plaid's `user` object takes it (Identity Match, micro-deposit notices).
   * Personal data: never logged.
   */
  user?: LinkUser;
}

export interface LinkUser {
  legalName: string;
  emailAddress: string | null;
  /** E.164, e.g. +15551234567. */
  phoneNumber: string | null;
  address: { street: string; city: string; region: string; postalCode: string } | null;
}

export interface LinkToken {
  linkToken: string;
  /** ISO time after which the widget refuses the token. */
  expiration: string;
}

export interface PublicTokenExchange {
  /** Secret: store it sealed, never log or return it. */
  accessToken: string;
  itemId: string;
}

export interface LinkedAccount {
  accountId: string;
  name: string;
  officialName: string | null;
  /** Last 2–4 digits of the account number. */
  mask: string | null;
  type: 'depository' | 'credit' | 'loan' | 'investment' | 'other';
  /** checking | savings | money market | …: a savings account can be 'Unsupported' (requirements §4). */
  subtype: string | null;
  /** Null once instantly verified by credentials; set while micro-deposits are outstanding. */
  verificationStatus: AccountVerificationStatus | null;
  balances: {
    availableCents: number | null;
    currentCents: number | null;
    isoCurrencyCode: string | null;
  };
}

export interface LinkedItem {
  itemId: string;
  institution: { institutionId: string; name: string } | null;
  accounts: LinkedAccount[];
}

export interface AccountOwner {
  /** As the bank reports them; compared with the client's own details on the mismatch screen. */
  names: string[];
  emails: Array<{ address: string; primary: boolean }>;
  phoneNumbers: Array<{ number: string; primary: boolean }>;
  addresses: Array<{
    street: string | null;
    city: string | null;
    region: string | null;
    postalCode: string | null;
    country: string | null;
    primary: boolean;
  }>;
}

export interface AccountIdentity {
  accountId: string;
  owners: AccountOwner[];
}

/** How well a name matches the account owner's, per account (Plaid Identity Match). */
export interface NameMatch {
  accountId: string;
  /**
   * 0–100: 100 a perfect match, 85–99 strong, 70–84 partial, below 70 a mismatch (Plaid's
   * scale); null when the bank reports no name.
   */
  nameScore: number | null;
}

/** One debit to score for return risk (Plaid Signal /signal/evaluate). */
export interface ReturnRiskRequest {
  accessToken: string;
  accountId: string;
  /** Our transfer id: Plaid keys the evaluation (and a later decision report) by it. */
  clientTransactionId: string;
  amountCents: number;
}

/** Plaid Signal's scores, 1–99: the higher, the likelier a return (customer-initiated: R05, R07, R10 …; bank-initiated: R01, R02, R03 …). */
export interface ReturnRisk {
  customerInitiated: number | null;
  bankInitiated: number | null;
}

export interface AchAvailability {
  accountId: string;
  achNumbers: boolean;
}

export interface BankLinkingProvider {
  /** A short-lived token that opens the Link widget for one client. */
  createLinkToken(request: LinkTokenRequest): Promise<LinkToken>;
  /** Trades the widget's one-time public token for the item's access token. */
  exchangePublicToken(publicToken: string): Promise<PublicTokenExchange>;
  /** Accounts of the item with their last known balances and verification status. */
  getAccounts(accessToken: string): Promise<LinkedItem>;
  /** Balances fetched from the bank now (Plaid /accounts/balance/get); slower and billed per call. */
  getBalances(accessToken: string): Promise<LinkedAccount[]>;
  /**
   * Which accounts have ACH numbers (Plaid Auth): only those can be debited, so an account
   * without them is linked but unsupported. The numbers themselves never leave the adapter.
   */
  getAuth(accessToken: string): Promise<AchAvailability[]>;
  /** The owners the bank has on record, per account (Plaid Identity). */
  getIdentity(accessToken: string): Promise<AccountIdentity[]>;
  /** Scores the client's legal name against each account's owner (Plaid /identity/match). */
  matchIdentity(accessToken: string, legalName: string): Promise<NameMatch[]>;
  /** Scores a debit's return risk before it is sent (Plaid Signal /signal/evaluate). */
  evaluateReturnRisk(request: ReturnRiskRequest): Promise<ReturnRisk>;
  /**
   * A processor token that lets the payments provider pull the account's numbers directly
   * (Plaid → Dwolla), so full account numbers never pass through the portal.
   */
  createProcessorToken(accessToken: string, accountId: string): Promise<string>;
}

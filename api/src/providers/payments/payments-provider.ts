/**
 * ACH payments (Dwolla-shaped): a verified customer per client, funding sources (bank
 * accounts) attached to customers, micro-deposit verification, and transfers whose outcome
 * arrives later by webhook.
 *
 * Implementations: Dwolla through `dwolla-v2`, and a sandbox ACH ledger in which transfers move
 * pending → processed/failed on a clock, magic amounts return R-codes and magic names give
 * the customer statuses verified / retry / document. Money is integer cents; every mutating
 * call takes the job's idempotency key (Dwolla's `Idempotency-Key` header), so a retried job
 * never creates a second customer, funding source or transfer.
 */

/** Dwolla's customer statuses; the portal routes on verified, retry and document (spec §2). */
export type PaymentsCustomerStatus = 'unverified' | 'verified' | 'retry' | 'document' | 'suspended' | 'deactivated';

export interface CreateCustomerRequest {
  idempotencyKey: string;
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2?: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  postalCode: string;
  /** YYYY-MM-DD; decrypted only for this call, never logged. */
  dateOfBirth: string;
  /** The last four digits; a 'retry' status asks for the full number, which the portal does not collect. */
  ssnLast4: string;
}

export interface PaymentsCustomer {
  id: string;
  status: PaymentsCustomerStatus;
}

export type BankAccountType = 'checking' | 'savings';

export type FundingSourceOrigin =
  /** From the bank-linking provider: numbers never pass through the portal. */
  | { processorToken: string }
  /** Entered by hand: verified by micro-deposits before it can send money. */
  | { routingNumber: string; accountNumber: string; bankAccountType: BankAccountType };

export interface AddFundingSourceRequest {
  idempotencyKey: string;
  customerId: string;
  /** Shown in the provider's dashboard, e.g. "Chase Checking 0000". */
  name: string;
  origin: FundingSourceOrigin;
}

export interface FundingSource {
  id: string;
  status: 'unverified' | 'verified';
  bankAccountType: BankAccountType;
  name: string;
  removed: boolean;
}

export type MicroDepositVerification =
  | { verified: true }
  /** Wrong amounts; after `attemptsLeft` reaches 0 the funding source must be linked again. */
  | { verified: false; attemptsLeft: number };

/** The four states of an ACH transfer at the provider. */
export type PaymentsTransferStatus = 'pending' | 'processed' | 'failed' | 'cancelled';

/**
 * NACHA return codes the portal explains to people; the sandbox returns them for magic
 * amounts. Other codes pass through as plain strings.
 */
export const ACH_RETURN_CODES = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account / unable to locate account',
  R04: 'Invalid account number',
  R07: 'Authorization revoked by customer',
  R08: 'Payment stopped',
  R10: 'Customer advises unauthorized',
  R16: 'Account frozen',
  R20: 'Non-transaction account',
  R29: 'Corporate customer advises not authorized',
} as const;
export type AchReturnCode = keyof typeof ACH_RETURN_CODES | (string & {});

export interface CreateTransferRequest {
  idempotencyKey: string;
  sourceFundingSourceId: string;
  destinationFundingSourceId: string;
  amountCents: number;
  /** Our transfer id, echoed back in webhooks and the provider's dashboard. */
  correlationId: string;
}

export interface PaymentsTransfer {
  id: string;
  status: PaymentsTransferStatus;
  amountCents: number;
  createdAt: string;
  correlationId: string | null;
  /** Set when status is failed. */
  failure: { code: AchReturnCode; description: string } | null;
}

interface WebhookEventBase {
  /** The provider's event id: handle each at most once (it is the job's idempotency key). */
  eventId: string;
  /** The provider's own topic (customer_transfer_completed, …), kept for the log. */
  topic: string;
  occurredAt: string;
}

export type PaymentsWebhookEvent =
  | (WebhookEventBase & {
      kind: 'transfer';
      transferId: string;
      status: PaymentsTransferStatus;
      failure: { code: AchReturnCode; description: string } | null;
    })
  | (WebhookEventBase & { kind: 'customer'; customerId: string; status: PaymentsCustomerStatus })
  | (WebhookEventBase & {
      kind: 'funding_source';
      customerId: string;
      fundingSourceId: string;
      status: 'unverified' | 'verified' | 'removed';
      microDeposits: 'added' | 'completed' | 'failed' | 'max_attempts' | null;
    });

export interface PaymentsProvider {
  createCustomer(request: CreateCustomerRequest): Promise<PaymentsCustomer>;
  getCustomer(customerId: string): Promise<PaymentsCustomer>;
  addFundingSource(request: AddFundingSourceRequest): Promise<FundingSource>;
  removeFundingSource(fundingSourceId: string): Promise<void>;
  /** Sends two deposits under $0.10 to the account; they settle in 1–2 business days. */
  startMicroDeposits(fundingSourceId: string): Promise<void>;
  verifyMicroDeposits(fundingSourceId: string, amountsCents: [number, number]): Promise<MicroDepositVerification>;
  createTransfer(request: CreateTransferRequest): Promise<PaymentsTransfer>;
  getTransfer(transferId: string): Promise<PaymentsTransfer>;
  /** Only a pending transfer can be cancelled. */
  cancelTransfer(transferId: string): Promise<PaymentsTransfer>;
  /**
   * Checks the webhook's signature against the raw body (Dwolla: X-Request-Signature-SHA-256,
   * HMAC with the subscription secret) and normalizes it; throws ProviderError when forged.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<PaymentsWebhookEvent>;
}

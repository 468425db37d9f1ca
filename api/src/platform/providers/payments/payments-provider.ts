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

/** Dwolla's customer statuses; the portal routes on verified, retry and document (requirements §2). */
export type PaymentsCustomerStatus =
  'unverified' | 'verified' | 'retry' | 'kba' | 'document' | 'suspended' | 'deactivated';

/**
 * Dwolla's `Idempotency-Key`: the same key again (within 24 hours) returns the resource the
 * first call created, whatever the body. The portal always sends one; `null` reproduces a
 * client that sends none, where a repeated call creates a second resource (tests use it).
 */
export type IdempotencyKey = string | null;

export interface CreateCustomerRequest {
  idempotencyKey: IdempotencyKey;
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
  idempotencyKey: IdempotencyKey;
  customerId: string;
  /** Shown in the provider's dashboard, e.g. "Chase Checking 0000". */
  name: string;
  origin: FundingSourceOrigin;
}

export interface FundingSource {
  id: string;
  customerId: string;
  status: 'unverified' | 'verified';
  bankAccountType: BankAccountType;
  name: string;
  removed: boolean;
  /**
   * Dwolla's `channels`: the processing channels the account's bank takes. `real-time-payments`
   * means it receives instant payments (RTP or FedNow); every bank account has `ach`.
   */
  channels: FundingSourceChannel[];
}

export type FundingSourceChannel = 'ach' | 'real-time-payments' | (string & {});
export const REAL_TIME_PAYMENTS_CHANNEL = 'real-time-payments';

/**
 * The rail a transfer goes by. Dwolla: instant is `processingChannel.destination =
 * "real-time-payments"` (a credit only, final, to a funding source with that channel);
 * same-day is `clearing.source` and `clearing.destination = "next-available"` (both legs in the
 * next same-day ACH window);
 * standard sends neither.
 */
export type TransferRail = 'instant' | 'same-day' | 'standard';

export type MicroDepositVerification =
  | { verified: true }
  /**
   * Wrong amounts; after `attemptsLeft` reaches 0 the funding source must be linked again.
   * null when the provider does not say (Dwolla reports only "wrong amounts" and, at the end,
   * max attempts, which is 0).
   */
  | { verified: false; attemptsLeft: number | null };

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
  idempotencyKey: IdempotencyKey;
  sourceFundingSourceId: string;
  destinationFundingSourceId: string;
  amountCents: number;
  /** Our transfer id, echoed back in webhooks and the provider's dashboard. */
  correlationId: string;
  /** Absent: standard ACH. */
  rail?: TransferRail;
}

export interface PaymentsTransfer {
  id: string;
  status: PaymentsTransferStatus;
  amountCents: number;
  createdAt: string;
  correlationId: string | null;
  rail: TransferRail;
  /** Set when status is failed. */
  failure: { code: AchReturnCode; description: string } | null;
}

/** Dwolla's document types for a customer in status `document`. */
export type IdentityDocumentType = 'passport' | 'license' | 'idCard';

export interface UploadDocumentRequest {
  /** Dwolla takes one on document uploads too; without it a retried upload is a second document. */
  idempotencyKey?: IdempotencyKey;
  type: IdentityDocumentType;
  /** JPEG, PNG or PDF, at most 10 MB (Dwolla's limits). */
  file: Buffer;
  filename: string;
}

export interface PaymentsDocument {
  id: string;
  /** `pending` until reviewed; `reviewed` with `failureReason` when it was refused. */
  status: 'pending' | 'reviewed';
  failureReason: string | null;
}

/**
 * How far a transfer has come, from the Dwolla topic of its webhook: created
 * (customer_transfer_created), funds_debited (customer_bank_transfer_completed: the debit of the
 * source bank cleared), completed (customer_transfer_completed), failed
 * (customer_transfer_failed or customer_bank_transfer_failed), cancelled
 * (customer_transfer_cancelled). the transfers domain maps them to pending / submitted / completed /
 * error / cancelled.
 */
export type TransferMilestone = 'created' | 'funds_debited' | 'completed' | 'failed' | 'cancelled';

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
      /** The portal-facing (customer) transfer, also for events about its bank leg. */
      transferId: string;
      milestone: TransferMilestone;
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
    })
  /** A correctly signed event the portal does not act on (customer_created, …): acknowledge it. */
  | (WebhookEventBase & { kind: 'ignored' })
  /**
   * A correctly signed event about a resource the provider no longer has, or never had for this
   * account (it answers 404): acknowledged, since sending it again cannot make it known.
   */
  | (WebhookEventBase & { kind: 'unknown-resource'; resourceId: string });

/**
 * Errors: every method throws ProviderError. `retryable: false` is a definitive refusal (a 4xx:
 * nothing was created, sending the same again cannot succeed). `retryable: true` means the
 * outcome is unknown or temporary (timeout code `TIMEOUT`, network `NETWORK`, 429, 5xx): a
 * create may have happened, so look it up (findTransferByCorrelationId) or repeat it with the
 * same idempotency key, never with a new one.
 */
export interface PaymentsProvider {
  createCustomer(request: CreateCustomerRequest): Promise<PaymentsCustomer>;
  getCustomer(customerId: string): Promise<PaymentsCustomer>;
  /** For a customer in status `document`; the review result arrives later (customer webhooks). */
  uploadDocument(customerId: string, document: UploadDocumentRequest): Promise<PaymentsDocument>;
  addFundingSource(request: AddFundingSourceRequest): Promise<FundingSource>;
  getFundingSource(fundingSourceId: string): Promise<FundingSource>;
  removeFundingSource(fundingSourceId: string): Promise<void>;
  /** Sends two deposits under $0.10 to the account; they settle in 1–2 business days. */
  startMicroDeposits(fundingSourceId: string): Promise<void>;
  verifyMicroDeposits(fundingSourceId: string, amountsCents: [number, number]): Promise<MicroDepositVerification>;
  createTransfer(request: CreateTransferRequest): Promise<PaymentsTransfer>;
  getTransfer(transferId: string): Promise<PaymentsTransfer>;
  /**
   * The reconciler's look-up after a timeout or a crash: the transfer whose correlationId is
   * ours, or null. Dwolla searches a customer's transfers, hence the source customer's id.
   */
  findTransferByCorrelationId(correlationId: string, customerId: string): Promise<PaymentsTransfer | null>;
  /** Only a pending transfer can be cancelled. */
  cancelTransfer(transferId: string): Promise<PaymentsTransfer>;
  /**
   * Checks the webhook's signature against the raw body (Dwolla: X-Request-Signature-SHA-256,
   * HMAC with the subscription secret) and normalizes it; throws ProviderError when forged.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<PaymentsWebhookEvent>;
}

// Transfer statuses (requirements §4): the one declaration of every status a transfer can be in.
// The capitalised ones are spelt as the tenant's system writes them, and 'awaiting approval'
// has its space. Who may move a transfer between them is transfer-moves.ts.

export const TRANSFER_STATUS = {
  draft: 'draft',
  pending: 'pending',
  submitted: 'submitted',
  sent: 'sent',
  viewed: 'viewed',
  completed: 'completed',
  cancelled: 'cancelled',
  error: 'error',
  requested: 'Requested',
  initiated: 'Initiated',
  // Never shown in the transfer history.
  created: 'created',
  rejected: 'rejected',
  awaitingApproval: 'awaiting approval',
  /** Completed, then the payer's bank sent the debit back (an ACH return up to 60 days later). */
  returned: 'returned',
  /**
   * The portal's own status while Make Transfer (or Accept Payment) is talking to the payment
   * provider: the money may already be moving, so it is shown and locked like pending.
   */
  starting: 'starting',
} as const;

/** A transfer's status, as stored and as the API answers it. */
export type TransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];

/** The statuses the transfer history shows: requirements §4's ten, and returned. */
export const TRANSFER_STATUSES: readonly TransferStatus[] = [
  TRANSFER_STATUS.draft,
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.sent,
  TRANSFER_STATUS.viewed,
  TRANSFER_STATUS.completed,
  TRANSFER_STATUS.cancelled,
  TRANSFER_STATUS.error,
  TRANSFER_STATUS.requested,
  TRANSFER_STATUS.initiated,
  TRANSFER_STATUS.returned,
];

/** Statuses that never appear in the transfer history. */
export const HIDDEN_TRANSFER_STATUSES = [
  TRANSFER_STATUS.created,
  TRANSFER_STATUS.rejected,
  TRANSFER_STATUS.awaitingApproval,
] as const;

export const STARTING_TRANSFER_STATUS = TRANSFER_STATUS.starting;

/** What a tenant's request for funds is created as (the tenant API's choice, Requested by default). */
export const TENANT_REQUEST_STATUSES = [TRANSFER_STATUS.requested, TRANSFER_STATUS.initiated] as const;
export type TenantRequestStatus = (typeof TENANT_REQUEST_STATUSES)[number];

/** Every status (the database holds the column to this list, in this order). */
export const ALL_TRANSFER_STATUSES: readonly TransferStatus[] = [
  ...TRANSFER_STATUSES,
  ...HIDDEN_TRANSFER_STATUSES,
  STARTING_TRANSFER_STATUS,
];

const KNOWN: ReadonlySet<string> = new Set(ALL_TRANSFER_STATUSES);

export function isTransferStatus(value: string): value is TransferStatus {
  return KNOWN.has(value);
}

/** Statuses in which a transfer can no longer be edited ('The transfer cannot be edited'). */
export const LOCKED_TRANSFER_STATUSES: readonly string[] = [
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.pending,
  STARTING_TRANSFER_STATUS,
];

export type StatusMarker = 'inactive' | 'pending' | 'active' | 'sent' | 'viewed' | 'completed' | 'cancelled' | 'error';

const STATUS_MARKERS: ReadonlyMap<string, StatusMarker> = new Map<TransferStatus, StatusMarker>([
  [TRANSFER_STATUS.draft, 'inactive'],
  [TRANSFER_STATUS.pending, 'pending'],
  [STARTING_TRANSFER_STATUS, 'pending'],
  [TRANSFER_STATUS.submitted, 'active'],
  [TRANSFER_STATUS.sent, 'sent'],
  [TRANSFER_STATUS.viewed, 'viewed'],
  [TRANSFER_STATUS.completed, 'completed'],
  [TRANSFER_STATUS.cancelled, 'cancelled'],
  [TRANSFER_STATUS.error, 'error'],
  // A return is a failure to the client: the money did not stay with the payee.
  [TRANSFER_STATUS.returned, 'error'],
]);

/** The history list's status marker; anything unknown is 'inactive'. */
export function statusMarker(status: string | null | undefined): StatusMarker {
  return STATUS_MARKERS.get(status ?? '') ?? 'inactive';
}

/** Hidden statuses and draft disbursements stay out of the history. */
export function isVisibleInHistory(transfer: { status: string; disbursement?: boolean | null }): boolean {
  if ((HIDDEN_TRANSFER_STATUSES as readonly string[]).includes(transfer.status)) return false;
  return !(transfer.disbursement && transfer.status === TRANSFER_STATUS.draft);
}

/**
 * What the client is told of a transfer the risk screen held for the tenant's review: the
 * tenant's decision is pending, never which rule asked for it (ADR 0082).
 */
export const TRANSFER_UNDER_REVIEW = 'The title company is reviewing this payment';
/** What follows it: nothing for the client to do, and nothing taken yet. */
export const TRANSFER_UNDER_REVIEW_NEXT =
  'There is nothing you need to do, and no money has left your account yet. This page updates as soon as they have.';

/**
 * The status a client sees: a debit held for review is pending to them (requirements §4 hides
 * awaiting approval from the history; the money is, to the client, on its way).
 */
export function clientStatusOf(status: TransferStatus): TransferStatus {
  return status === TRANSFER_STATUS.awaitingApproval ? TRANSFER_STATUS.pending : status;
}

/** The stored statuses a client's view of `status` stands for (the inverse of clientStatusOf). */
export function storedStatusesOf(status: TransferStatus): TransferStatus[] {
  if (status === TRANSFER_STATUS.pending) return [TRANSFER_STATUS.pending, TRANSFER_STATUS.awaitingApproval];
  return status === TRANSFER_STATUS.awaitingApproval ? [] : [status];
}

/** A client document counts as complete only when its status is 'completed', in any case. */
export function isDocumentComplete(status: string | null | undefined): boolean {
  return status?.toLowerCase() === 'completed';
}

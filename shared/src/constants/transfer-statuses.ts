// Transfer statuses of requirements §4. The capitalised ones are spelt as the tenant's
// system writes them.

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
} as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
export const TRANSFER_STATUSES: readonly TransferStatus[] = Object.values(TRANSFER_STATUS);

/** Statuses that never appear in the transfer history. */
export const HIDDEN_TRANSFER_STATUSES = ['created', 'rejected', 'awaiting approval'] as const;

/**
 * The portal's own status while Make Transfer is talking to the payment provider (not in
 * requirements §4): the money may already be moving, so it is shown and locked like pending.
 */
export const STARTING_TRANSFER_STATUS = 'starting';

/** Statuses in which a transfer can no longer be edited ('The transfer cannot be edited'). */
export const LOCKED_TRANSFER_STATUSES: readonly string[] = [
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.pending,
  STARTING_TRANSFER_STATUS,
];

export type StatusMarker = 'inactive' | 'pending' | 'active' | 'sent' | 'viewed' | 'completed' | 'cancelled' | 'error';

const STATUS_MARKERS: ReadonlyMap<string, StatusMarker> = new Map([
  ['draft', 'inactive'],
  ['pending', 'pending'],
  [STARTING_TRANSFER_STATUS, 'pending'],
  ['submitted', 'active'],
  ['sent', 'sent'],
  ['viewed', 'viewed'],
  ['completed', 'completed'],
  ['cancelled', 'cancelled'],
  ['error', 'error'],
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

/** A client document counts as complete only when its status is 'completed', in any case. */
export function isDocumentComplete(status: string | null | undefined): boolean {
  return status?.toLowerCase() === 'completed';
}

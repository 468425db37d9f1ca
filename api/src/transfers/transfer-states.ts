/**
 * The money-movement state machine (docs/architecture.md "Money movement"), on the moves of
 * TRANSFER_MOVES (@portal/shared/constants):
 *
 *   draft → starting → pending → submitted → completed | error | cancelled
 *   completed → returned (the payer's bank sends the debit back after it completed)
 *
 * `starting` is committed with the idempotency key before the provider is called; only a
 * definitive refusal returns a transfer to draft. After pending, the provider's webhooks (or
 * the reconciler) move it, and only forward: a replayed or late event never moves it back.
 */
import {
  movesInto,
  statusesReachedBy,
  STARTING_TRANSFER_STATUS,
  TRANSFER_STATUS,
  type TransferStatus,
} from '@portal/shared/constants';
import type { PaymentsTransfer, PaymentsWebhookEvent, TransferMilestone } from '../platform/providers';

export const STARTING = STARTING_TRANSFER_STATUS;

/** Statuses a provider transfer exists in (the start succeeded): the ones only the provider moves a transfer into. */
export const STARTED_STATUSES: readonly TransferStatus[] = statusesReachedBy('provider');

/** The statuses from which the provider's news may move a transfer to `to` (pending may jump straight to completed or error). */
export function predecessorsOf(to: TransferStatus): TransferStatus[] {
  return movesInto(to, 'provider');
}

/** Contract milestones (providers/payments) as our statuses. */
const MILESTONE_STATUS: Record<TransferMilestone, TransferStatus> = {
  created: TRANSFER_STATUS.pending,
  funds_debited: TRANSFER_STATUS.submitted,
  completed: TRANSFER_STATUS.completed,
  failed: TRANSFER_STATUS.error,
  cancelled: TRANSFER_STATUS.cancelled,
};

/** Dwolla's own transfer statuses, when all we have is the transfer (a lookup) and no milestone. */
const PROVIDER_STATUS: Record<PaymentsTransfer['status'], TransferStatus> = {
  pending: TRANSFER_STATUS.pending,
  processed: TRANSFER_STATUS.completed,
  failed: TRANSFER_STATUS.error,
  cancelled: TRANSFER_STATUS.cancelled,
};

export function statusOfProviderTransfer(providerTransfer: Pick<PaymentsTransfer, 'status'>): TransferStatus {
  return PROVIDER_STATUS[providerTransfer.status];
}

/**
 * The status a transfer webhook announces, from its milestone (the Dwolla topic). Dwolla
 * reports a return after completion as the transfer failing: for a completed transfer that is
 * a return, not an error.
 */
export function statusOfTransferEvent(
  event: Extract<PaymentsWebhookEvent, { kind: 'transfer' }>,
  current: TransferStatus,
): TransferStatus {
  const status = MILESTONE_STATUS[event.milestone];
  return status === TRANSFER_STATUS.error && current === TRANSFER_STATUS.completed ? TRANSFER_STATUS.returned : status;
}

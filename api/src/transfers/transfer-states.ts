/**
 * The money-movement state machine (docs/architecture.md "Money movement"):
 *
 *   draft → starting → pending → submitted → completed | error | cancelled
 *
 * `starting` is committed with the idempotency key before the provider is called; only a
 * definitive refusal returns a transfer to draft. After pending, the provider's webhooks (or
 * the reconciler) move it, and only forward: a replayed or late event never moves it back.
 */
import { TRANSFER_STATUS } from '@portal/shared/constants';
import type { PaymentsTransfer, PaymentsWebhookEvent, TransferMilestone } from '../platform/providers';

export const STARTING = 'starting';

/** Where a transfer stands in the machine; statuses outside it (Requested, viewed, …) have none. */
const RANK: Record<string, number> = {
  [TRANSFER_STATUS.draft]: 0,
  [STARTING]: 1,
  [TRANSFER_STATUS.pending]: 2,
  [TRANSFER_STATUS.submitted]: 3,
  [TRANSFER_STATUS.completed]: 4,
  [TRANSFER_STATUS.error]: 4,
  [TRANSFER_STATUS.cancelled]: 4,
};

/** Statuses a provider transfer exists in (the start succeeded). */
export const STARTED_STATUSES: readonly string[] = [
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.completed,
  TRANSFER_STATUS.error,
  TRANSFER_STATUS.cancelled,
];

/** The statuses from which `to` is a step forward (pending may jump straight to completed or error). */
export function predecessorsOf(to: string): string[] {
  const target = RANK[to];
  if (target === undefined || target < RANK[TRANSFER_STATUS.pending]!) return [];
  return Object.entries(RANK)
    .filter(([, rank]) => rank >= RANK[STARTING]! && rank < target)
    .map(([status]) => status);
}

/** Contract milestones (providers/payments) as our statuses. */
const MILESTONE_STATUS: Record<TransferMilestone, string> = {
  created: TRANSFER_STATUS.pending,
  funds_debited: TRANSFER_STATUS.submitted,
  completed: TRANSFER_STATUS.completed,
  failed: TRANSFER_STATUS.error,
  cancelled: TRANSFER_STATUS.cancelled,
};

/** Dwolla's own transfer statuses, when all we have is the transfer (a lookup) and no milestone. */
const PROVIDER_STATUS: Record<PaymentsTransfer['status'], string> = {
  pending: TRANSFER_STATUS.pending,
  processed: TRANSFER_STATUS.completed,
  failed: TRANSFER_STATUS.error,
  cancelled: TRANSFER_STATUS.cancelled,
};

export function statusOfProviderTransfer(providerTransfer: Pick<PaymentsTransfer, 'status'>): string {
  return PROVIDER_STATUS[providerTransfer.status];
}

/** The status a transfer webhook announces, from its milestone (the Dwolla topic). */
export function statusOfTransferEvent(event: Extract<PaymentsWebhookEvent, { kind: 'transfer' }>): string {
  return MILESTONE_STATUS[event.milestone];
}

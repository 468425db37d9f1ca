import {
  cancelledInPlainWords,
  failureInPlainWords,
  TRANSFER_STATUS,
  type FailureInPlainWords,
} from '@portal/shared/constants';
import type { TransferOverview } from '../api/get-transfer-overview';

/** The timeline's name for each step a transfer takes (statusHistory's `step`). */
const STEP_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  authorized: 'Authorized',
  pending: 'Pending',
  submitted: 'Submitted to the bank',
  completed: 'Completed',
  error: 'Failed',
  returned: 'Returned by the bank',
  cancelled: 'Cancelled',
};

export function stepLabel(step: string): string {
  return STEP_LABELS[step] ?? step.charAt(0).toUpperCase() + step.slice(1);
}

/** Statuses whose transfer failed after it started: the reason and next step are shown. */
const FAILED: readonly string[] = [TRANSFER_STATUS.error, TRANSFER_STATUS.returned];

export function isFailed(status: string): boolean {
  return FAILED.includes(status);
}

/** What went wrong and what to do: the server's plain words for a failure or a return, the fixed words for a cancel. */
export function outcomeInPlainWords(
  transfer: Pick<TransferOverview, 'status' | 'failure'>,
): FailureInPlainWords | null {
  if (transfer.status === TRANSFER_STATUS.cancelled) return transfer.failure ?? cancelledInPlainWords();
  if (isFailed(transfer.status)) return transfer.failure ?? failureInPlainWords(null);
  // Declined after the title company's review: the server's words (the page is reached from its notice).
  if (transfer.status === TRANSFER_STATUS.rejected) return transfer.failure;
  return null;
}

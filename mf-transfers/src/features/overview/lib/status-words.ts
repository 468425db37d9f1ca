import { TRANSFER_STATUS } from '@portal/shared/constants';
import type { TextDescriptor } from '@portal/shared/i18n';
import type { Text } from '@portal/shared/i18n/react';
import en from '../../../i18n/en.json';
import type { TransferOverview } from '../api/get-transfer-overview';

/** What happened and what the client can do: the server's words, or the catalogue's. */
export interface OutcomeWords {
  message: Text;
  nextStep: Text;
}

/**
 * A return or rejection code's plain words in the catalogue (`transfers.outcome.<code>.*`, the
 * English of failureInPlainWords), any other code's the general reason.
 */
export function failureWords(code: string | null | undefined): { message: TextDescriptor; nextStep: TextDescriptor } {
  const key = code && `transfers.outcome.${code}.message` in en ? code : 'unknown';
  return { message: { id: `transfers.outcome.${key}.message` }, nextStep: { id: `transfers.outcome.${key}.nextStep` } };
}

const CANCELLED: OutcomeWords = {
  message: { id: 'transfers.outcome.cancelled.message' },
  nextStep: { id: 'transfers.outcome.cancelled.nextStep' },
};

/** The steps a transfer takes (statusHistory's `step`) that the timeline names: `transfers.timeline.step.<step>`. */
const STEPS: ReadonlySet<string> = new Set([
  'created',
  'authorized',
  'pending',
  'submitted',
  'completed',
  'error',
  'returned',
  'cancelled',
]);

/** The catalogue id of a step's name, or null for a step the portal does not know (shown as written). */
export function stepLabelId(step: string): string | null {
  return STEPS.has(step) ? `transfers.timeline.step.${step}` : null;
}

/** Statuses whose transfer failed after it started: the reason and next step are shown. */
const FAILED: readonly string[] = [TRANSFER_STATUS.error, TRANSFER_STATUS.returned];

export function isFailed(status: string): boolean {
  return FAILED.includes(status);
}

/**
 * What went wrong and what to do: the server's plain words for a failure or a return (in the
 * request's language), the catalogue's for a cancel or when the server gave none.
 */
export function outcomeInPlainWords(transfer: Pick<TransferOverview, 'status' | 'failure'>): OutcomeWords | null {
  if (transfer.status === TRANSFER_STATUS.cancelled) return transfer.failure ?? CANCELLED;
  if (isFailed(transfer.status)) return transfer.failure ?? failureWords(null);
  // Declined after the title company's review: the server's words (the page is reached from its notice).
  if (transfer.status === TRANSFER_STATUS.rejected) return transfer.failure;
  return null;
}

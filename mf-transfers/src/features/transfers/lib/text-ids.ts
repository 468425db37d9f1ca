import { TRANSFER_STATUS, type PayoutSpeed } from '@portal/shared/constants';

/** A status as stored ('Requested', 'awaiting approval') → its key in TRANSFER_STATUS ('requested', 'awaitingApproval'). */
const STATUS_KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(TRANSFER_STATUS).map(([key, status]) => [status, key]),
);

/** The catalogue id of a status's label (`transfers.status.pending`), or null for a status the portal does not know. */
export function statusTextId(status: string): string | null {
  const key = STATUS_KEYS.get(status);
  return key ? `transfers.status.${key}` : null;
}

/** A rail's part of a catalogue id: 'same-day' → 'sameDay'. */
export function railKey(rail: PayoutSpeed): 'instant' | 'sameDay' | 'standard' {
  return rail === 'same-day' ? 'sameDay' : rail;
}

/** The rail's name as a row or sentence starts it: "Same-day ACH", "Instant payment". */
export const railNameId = (rail: PayoutSpeed) => `transfers.payout.rail.${railKey(rail)}`;

/** The rail's name inside a sentence: "same-day ACH", "instant payment". */
export const railInSentenceId = (rail: PayoutSpeed) => `transfers.payout.railInSentence.${railKey(rail)}`;

import type { HistoryTransfer } from '../api/get-transfer-history';

/** Who moves money to whom, read from the client's side: a disbursement is paid to the client. */
export type Direction = 'incoming' | 'outgoing';

export function directionOf(transfer: Pick<HistoryTransfer, 'disbursement'>): Direction {
  return transfer.disbursement ? 'incoming' : 'outgoing';
}

/** "Payment from Demo Title & Escrow" / "Payment to …": the counterparty in the client's words (a catalogue id). */
export function counterpartyTextId(direction: Direction): string {
  return `transfers.history.counterparty.${direction}`;
}

/**
 * The history in two groups, each in the server's order (newest first): what waits for the
 * client (a payout to accept, a request to pay, a draft to finish) before everything else.
 */
export function groupByAction<T>(
  transfers: readonly T[],
  needsAction: (transfer: T) => boolean,
): { needsAction: T[]; others: T[] } {
  const groups = { needsAction: [] as T[], others: [] as T[] };
  for (const transfer of transfers) (needsAction(transfer) ? groups.needsAction : groups.others).push(transfer);
  return groups;
}

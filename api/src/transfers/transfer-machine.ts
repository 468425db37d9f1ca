/**
 * Every status change of a started transfer goes through here, so what follows a change is
 * written in the same transaction as the change (docs/architecture.md "Money movement"): the live
 * status announcement and the notices, each keyed by (transfer, kind) so a change seen twice
 * never notifies twice.
 */
import { TRANSFER_STATUS, type TransferStatus } from '@portal/shared/constants';
import type { Database, Transaction } from '../platform/database/database';
import { notify } from '../notices';
import type { PaymentsTransfer } from '../platform/providers';
import { type TransferRow } from './transfer-repository';
import { createTransferStateRepository } from './transfer-state-repository';
import type { AnnounceStatus } from './transfer-status-feed';
import { STARTED_STATUSES, STARTING, statusOfProviderTransfer } from './transfer-states';

async function afterChange(announceStatus: AnnounceStatus, tx: Transaction, row: TransferRow, from: string) {
  await announceStatus(tx, row);
  if (from === STARTING && STARTED_STATUSES.includes(row.status)) {
    await notify(tx, 'transfer_initiated', row.id);
  }
  if (row.status === TRANSFER_STATUS.completed) await notify(tx, 'transfer_receipt', row.id);
  // One failure notice per transfer, whichever way it ended without the money staying: these
  // three are dead ends, and only one of them is ever reached.
  if (ENDED_BADLY.includes(row.status)) await notify(tx, 'transfer_fail', row.id);
}

const ENDED_BADLY: readonly TransferStatus[] = [
  TRANSFER_STATUS.error,
  TRANSFER_STATUS.returned,
  TRANSFER_STATUS.cancelled,
];

export function createTransferMachine(db: Database, announceStatus: AnnounceStatus) {
  return {
    /**
     * starting → the provider transfer's status (pending, normally), storing its id. Null when
     * this attempt no longer holds the transfer (another path settled it first).
     */
    async settleStarted(transferId: string, startKey: string, provider: PaymentsTransfer): Promise<TransferRow | null> {
      return db.transaction(async (tx) => {
        const row = await createTransferStateRepository(tx).settleStarted(
          transferId,
          startKey,
          provider.id,
          statusOfProviderTransfer(provider),
          provider.failure?.code ?? null,
        );
        if (row) await afterChange(announceStatus, tx, row, STARTING);
        return row;
      });
    },

    /**
     * starting → draft (a disbursement: sent): the provider refused definitively, or holds no
     * such transfer after the grace period.
     */
    async releaseStart(transferId: string, startKey: string): Promise<TransferRow | null> {
      return db.transaction(async (tx) => {
        const row = await createTransferStateRepository(tx).releaseStart(transferId, startKey);
        if (row) await announceStatus(tx, row);
        return row;
      });
    },

    /**
     * A forward move reported by the provider, in the caller's transaction (the webhook's, which
     * also records the event id). Null when it would not be forward: a replay or a late event.
     */
    async advance(tx: Transaction, current: TransferRow, to: TransferStatus, failureCode: string | null) {
      const row = await createTransferStateRepository(tx).advance(current.id, to, failureCode);
      if (row) await afterChange(announceStatus, tx, row, current.status);
      return row;
    },
  };
}

export type TransferMachine = ReturnType<typeof createTransferMachine>;

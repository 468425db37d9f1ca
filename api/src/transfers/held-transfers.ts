/**
 * A debit the risk screen held in awaiting approval, decided by its tenant (ADR 0082).
 * Approval resumes the held attempt through the same exactly-once path as Make Transfer: one
 * conditional UPDATE (awaiting approval → starting) elects the one approver, whose transaction
 * also records the decision and enqueues the reconcile job; only that approver calls the
 * provider, with the attempt's own key. Rejection is one conditional UPDATE into rejected,
 * with its record, live status and the client's notice in the same transaction.
 */
import { TRANSFER_STATUS } from '@portal/shared/constants';
import type { Database, Transaction } from '../platform/database/database';
import { AppError } from '../platform/http/errors';
import { notify } from '../notices';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import type { OwnerScope } from '../platform/database/owner-scope';
import type { TransferRow } from './transfer-repository';
import { createTransferStateRepository } from './transfer-state-repository';
import type { AnnounceStatus } from './transfer-status-feed';
import type { StartAttempts } from './start-attempt';
import { paymentsCustomerOf, tenantEscrow, usableClientAccount } from './start-checks';

/** Writes the decision's record in the transaction of the move it decides. */
export type RecordDecision = (tx: Transaction, row: TransferRow) => Promise<void>;

export interface HeldTransfersDeps {
  db: Database;
  repositories: Pick<Repositories, 'bankAccounts' | 'clients'>;
  attempts: StartAttempts;
  announceStatus: AnnounceStatus;
}

export function createHeldTransfers({ db, repositories, attempts, announceStatus }: HeldTransfersDeps) {
  const states = createTransferStateRepository(db);

  return {
    /**
     * Approves the tenant's held debit `id`; answers the transfer as the provider's answer left
     * it (pending; starting while unknown; draft after a refusal). Null when it is not held
     * (never was, another tenant's, or decided already): of concurrent approvals exactly one
     * gets the transfer.
     */
    async approve(tenantId: string, id: string, record: RecordDecision): Promise<TransferRow | null> {
      const held = await states.findById(id);
      if (held?.tenantId !== tenantId || held.status !== TRANSFER_STATUS.awaitingApproval) return null;
      const owner: OwnerScope = { tenantId, clientId: held.clientId };
      // The accounts as they stand now: one disconnected while the debit waited is not debited.
      const source = await usableClientAccount(repositories, owner, held.sourceBankAccountId ?? '');
      const customerId = await paymentsCustomerOf(repositories, owner);
      const destination = await tenantEscrow(repositories, owner, held.destBankAccountId);
      const claimed = await attempts.claim(
        customerId,
        (tx) => createTransferStateRepository(tx).resumeHeld(tenantId, id),
        (row) => ({
          sourceFundingSourceId: source.fundingSourceId,
          destinationFundingSourceId: destination.fundingSourceId,
          amountCents: row.amountCents + row.feeCents,
        }),
        async (tx, row) => {
          await record(tx, row);
          return 'start';
        },
      );
      if (!claimed) return null;
      try {
        await attempts.call(owner, claimed);
      } catch (error) {
        // The decision stands; the provider's answer is the transfer's status (draft after a
        // refusal, starting while the reconciler finds out).
        if (!(error instanceof AppError)) throw error;
      }
      return (await states.findById(id)) ?? claimed.row;
    },

    /**
     * Rejects the tenant's held debit `id` (the tenant; or the hold's deadline, for the attempt
     * `startKey` it was set for). Null when it is not held.
     */
    async reject(tenantId: string, id: string, record: RecordDecision, startKey?: string): Promise<TransferRow | null> {
      return db.transaction(async (tx) => {
        const row = await createTransferStateRepository(tx).rejectHeld(tenantId, id, startKey);
        if (!row) return null;
        await record(tx, row);
        await announceStatus(tx, row);
        // One notice per transfer (keyed by transfer and kind): the client learns it was not accepted.
        await notify(tx, 'transfer_fail', row.id);
        return row;
      });
    },
  };
}

export type HeldTransfers = ReturnType<typeof createHeldTransfers>;

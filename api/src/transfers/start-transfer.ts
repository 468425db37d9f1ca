/**
 * POST /transfer/start (docs/adr/0021): exactly one provider transfer per transfer, however
 * many requests arrive. The database elects the caller: one conditional UPDATE moves the
 * transfer draft → starting with a fresh idempotency key and enqueues its reconcile job, in
 * one transaction. Only that caller calls the provider, with that key; every other request
 * reads the recorded outcome. A definitive refusal returns the transfer to draft; an unknown
 * outcome (timeout, 5xx, crash) leaves it starting for the reconciler, which looks the
 * transfer up at the provider and never sends again.
 */
import { randomUUID } from 'node:crypto';
import {
  BANK_ACCOUNT_NOT_FOUND,
  TRANSFER_NOT_EDITABLE,
  TRANSFER_STATUS,
  transferStartFailedMessage,
} from '@portal/shared/constants';
import type { Database } from '../db/database';
import { AppError, notFound } from '../errors';
import { enqueue } from '../jobs';
import { ProviderError } from '../providers';
import type { Repositories } from '../repositories';
import type { OwnerScope } from '../repositories/owner-scope';
import { createTransferStateRepository, type TransferRow } from '../repositories/transfer-repository';
import { isUuid } from '../services/scope';
import { TRANSFER_NOT_FOUND } from '../services/transfer-service';
import type { JobLogger } from '../jobs';
import { RECONCILE_TRANSFER_JOB, type ReconcileJob, type Reconciler } from './reconcile-transfer';
import { checkStep3Rules, chargedFeeCents, escrowDestination, tenantFee, usableSource } from './start-checks';
import type { TransferMachine } from './transfer-machine';
import type { TransferPayments } from './transfer-payments';
import { announceStatus } from './transfer-status-feed';
import { STARTED_STATUSES, STARTING } from './transfer-states';

export const TRANSFER_IN_PROGRESS_MESSAGE =
  'Your transfer is being confirmed with your financial institution. Its status will update here shortly.';
export const TRANSFER_CHANGED_MESSAGE =
  'The transfer changed while it was being started. Please review it and try again.';

export interface StartRequest {
  transferId: string;
  bankAccountId: string;
}

export interface StartOutcome {
  transferId: string;
  status: 'pending';
}

export interface StartTransferDeps {
  db: Database;
  repositories: Pick<Repositories, 'transfers' | 'bankAccounts' | 'tenants' | 'transferFeeConfigs' | 'clients'>;
  payments: TransferPayments;
  machine: TransferMachine;
  reconciler: Reconciler;
  /** When the reconcile job first looks, should the start not settle by itself. */
  reconcileAfterMs: number;
  logger: JobLogger;
}

/** Started and not ended badly: a repeated start answers as the first one did. */
const IN_FLIGHT_STATUSES: readonly string[] = [
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.completed,
];

const inProgress = () => new AppError('TRANSFER_IN_PROGRESS', 409, TRANSFER_IN_PROGRESS_MESSAGE);

export function createStartTransfer(deps: StartTransferDeps) {
  const { db, repositories, payments, machine, reconciler, logger } = deps;

  const started = (transferId: string): StartOutcome => ({ transferId, status: TRANSFER_STATUS.pending });

  /**
   * What a request that did not call the provider answers: the outcome recorded so far. A
   * transfer the bank already returned or that was cancelled is not "started" any more.
   */
  function recordedOutcome(row: TransferRow): StartOutcome {
    if (IN_FLIGHT_STATUSES.includes(row.status)) return started(row.id);
    if (row.status === STARTING) throw inProgress();
    if (row.status === TRANSFER_STATUS.draft) throw new AppError('CONFLICT', 409, TRANSFER_CHANGED_MESSAGE);
    throw new AppError('CONFLICT', 409, TRANSFER_NOT_EDITABLE);
  }

  async function startFailed(owner: OwnerScope): Promise<AppError> {
    const [tenant] = await repositories.tenants.findByIds([owner.tenantId]);
    const message = transferStartFailedMessage({
      name: tenant?.name ?? '',
      phone: tenant?.pocPhone,
      supportEmail: tenant?.supportEmail,
    });
    return new AppError('TRANSFER_START_FAILED', 502, message, true);
  }

  /** draft → starting for this caller alone, with the reconcile job that settles it if nothing else does. */
  async function claim(owner: OwnerScope, current: TransferRow, request: StartRequest) {
    const [tenant] = await repositories.tenants.findByIds([owner.tenantId]);
    if (!tenant) throw notFound(TRANSFER_NOT_FOUND);
    const source = await usableSource(repositories, owner, request.bankAccountId);
    const [client] = await repositories.clients.findOwn(owner);
    // A funding source belongs to the client's payments customer; without one nothing can be sent.
    if (!client?.paymentsCustomerId) throw notFound(BANK_ACCOUNT_NOT_FOUND);
    const customerId = client.paymentsCustomerId;
    const destination = await escrowDestination(repositories, owner, current);
    const fee = await tenantFee(repositories, owner.tenantId);
    await checkStep3Rules(current, { routingType: tenant.routingType, balanceCents: source.balanceCents, fee });

    const startKey = randomUUID();
    const row = await db.transaction(async (tx) => {
      const claimed = await createTransferStateRepository(tx).claimStart({
        owner,
        id: current.id,
        checkedAmountCents: current.amountCents,
        startKey,
        feeCents: chargedFeeCents(fee),
        sourceBankAccountId: source.id,
        destBankAccountId: destination.id,
      });
      if (!claimed) return null;
      const job: ReconcileJob = { transferId: claimed.id, startKey, customerId };
      await enqueue(tx, {
        type: RECONCILE_TRANSFER_JOB,
        payload: { ...job },
        idempotencyKey: `reconcile:${claimed.id}:${startKey}`,
        runAt: new Date(Date.now() + deps.reconcileAfterMs),
      });
      await announceStatus(tx, claimed);
      return claimed;
    });
    return row && { row, startKey, customerId, source, destination };
  }

  return {
    async start(owner: OwnerScope, request: StartRequest): Promise<StartOutcome> {
      const current = isUuid(request.transferId)
        ? await repositories.transfers.findOwn(owner, request.transferId.toLowerCase())
        : null;
      if (!current) throw notFound(TRANSFER_NOT_FOUND);
      if (current.status !== TRANSFER_STATUS.draft) return recordedOutcome(current);

      const claimed = await claim(owner, current, request);
      if (!claimed) {
        const now = await repositories.transfers.findOwn(owner, current.id);
        if (!now) throw notFound(TRANSFER_NOT_FOUND);
        return recordedOutcome(now);
      }

      const { row, startKey, customerId, source, destination } = claimed;
      const log = { transferId: row.id };
      try {
        const providerTransfer = await payments.createTransfer({
          idempotencyKey: startKey,
          sourceFundingSourceId: source.fundingSourceId,
          destinationFundingSourceId: destination.fundingSourceId,
          // The client pays the total (spec §9: total = amount + fee when the client pays it).
          amountCents: row.amountCents + row.feeCents,
          correlationId: row.id,
        });
        await machine.settleStarted(row.id, startKey, providerTransfer);
        logger.info({ ...log, providerTransferId: providerTransfer.id }, 'transfer started');
        return started(row.id);
      } catch (error) {
        if (error instanceof ProviderError && !error.retryable) {
          // A definitive refusal: the provider made nothing, so the client may try again.
          await machine.releaseToDraft(row.id, startKey);
          logger.warn({ ...log, provider: error.provider, code: error.code }, 'transfer start refused');
          throw await startFailed(owner);
        }
        // Unknown outcome: the transfer may exist at the provider. Look once now; the reconcile
        // job keeps looking if this cannot tell.
        logger.warn({ ...log, error: error instanceof Error ? error.name : typeof error }, 'transfer start unknown');
        const settled = await reconciler.lookUpNow({ transferId: row.id, startKey, customerId }).catch(() => null);
        if (settled && STARTED_STATUSES.includes(settled.status)) return started(row.id);
        throw inProgress();
      }
    },
  };
}

export type StartTransfer = ReturnType<typeof createStartTransfer>;

/**
 * One start attempt, as POST /transfer/start and POST /transfer/disbursement/start both make it
 * (docs/adr/0021, 0034): the claiming transaction (the conditional UPDATE that elects the one
 * caller, its reconcile job and the live status, committed together), then the one provider
 * call with the attempt's idempotency key, and what its outcome means. A definitive refusal
 * gives the transfer back to the status it was started from (draft, or sent for a
 * disbursement); an unknown outcome is looked up once now and left to the reconcile job.
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import { randomUUID } from 'node:crypto';
import { ERROR_TEXTS, TRANSFER_STATUS, transferStartFailedText } from '@portal/shared/constants';
import type { StartTransferRequest, StartTransferResult } from '@portal/shared/contracts';
import type { Database, Transaction } from '../platform/database/database';
import { AppError, notFound } from '../platform/http/errors';
import { enqueue, type JobLogger } from '../platform/jobs';
import { ProviderError } from '../platform/providers';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import type { OwnerScope } from '../platform/database/owner-scope';
import type { TransferRow } from './transfer-repository';
import { createTransferStateRepository } from './transfer-state-repository';
import { isUuid } from '../platform/http/request-scope';
import { TRANSFER_NOT_FOUND } from './transfer-messages';
import { RECONCILE_TRANSFER_JOB, type ReconcileJob, type Reconciler } from './reconcile-transfer';
import type { TransferMachine } from './transfer-machine';
import type { AttemptTransfer, TransferPayments } from './transfer-payments';
import type { AnnounceStatus } from './transfer-status-feed';
import { STARTED_STATUSES, STARTING } from './transfer-states';
import { recordAuthorization, type AgreementOrigin, type StartTerms } from './transfer-authorization';

export const TRANSFER_IN_PROGRESS_MESSAGE: TextDescriptor = { id: 'transfers.inProgress' };
export const TRANSFER_CHANGED_MESSAGE: TextDescriptor = { id: 'transfers.changed' };

/**
 * What a start itself makes: a repeated start (a double click, a retry) answers as the first
 * one did while the transfer is still there, held for the tenant's review included (pending, to
 * the client). A transfer the provider has moved on (submitted, completed) is past any start: a
 * start of it is refused like any other non-draft (409).
 */
const STARTED_BY_THE_START: readonly string[] = [TRANSFER_STATUS.pending, TRANSFER_STATUS.awaitingApproval];

export const inProgress = () => new AppError('TRANSFER_IN_PROGRESS', 409, TRANSFER_IN_PROGRESS_MESSAGE);

export const started = (row: Pick<TransferRow, 'id' | 'confirmationCode'>): StartTransferResult => ({
  transferId: row.id,
  status: TRANSFER_STATUS.pending,
  confirmationCode: row.confirmationCode ?? '',
});

/**
 * What a request that did not call the provider answers: the outcome recorded so far. `origin`
 * is the status a start begins from (draft, or sent): back there, the transfer changed under
 * this request; anything else (returned, cancelled, …) is no longer startable.
 */
export function recordedOutcome(
  row: TransferRow,
  origin: string,
  notStartable: TextDescriptor = ERROR_TEXTS.TRANSFER_NOT_EDITABLE,
): StartTransferResult {
  if (STARTED_BY_THE_START.includes(row.status)) return started(row);
  if (row.status === STARTING) throw inProgress();
  if (row.status === origin) throw new AppError('CONFLICT', 409, TRANSFER_CHANGED_MESSAGE);
  throw new AppError('CONFLICT', 409, notStartable);
}

export interface StartAttemptDeps {
  db: Database;
  repositories: Pick<Repositories, 'tenants'>;
  payments: TransferPayments;
  machine: TransferMachine;
  announceStatus: AnnounceStatus;
  reconciler: Reconciler;
  /** When the reconcile job first looks, should the start not settle by itself. */
  reconcileAfterMs: number;
  logger: JobLogger;
}

export function createStartAttempts(deps: StartAttemptDeps) {
  const { db, repositories, payments, machine, announceStatus, reconciler, logger } = deps;
  const states = createTransferStateRepository(db);

  /** Requirements §8's transfer-start failure, with the tenant's contacts. */
  async function startFailed(owner: OwnerScope): Promise<AppError> {
    const [tenant] = await repositories.tenants.findByIds([owner.tenantId]);
    const message = transferStartFailedText({
      name: tenant?.name ?? '',
      phone: tenant?.pocPhone,
      supportEmail: tenant?.supportEmail,
    });
    return new AppError('TRANSFER_START_FAILED', 502, message, true);
  }

  /**
   * What every started attempt commits with its `starting` row: the reconcile job (carrying the
   * provider request, which it may have to send again with the same idempotency key,
   * reconcile-transfer.ts) and the live status.
   */
  async function commitAttempt(
    tx: Transaction,
    claimed: TransferRow,
    startKey: string,
    customerId: string,
    transfer: AttemptTransfer,
  ): Promise<void> {
    const job: ReconcileJob = { transferId: claimed.id, startKey, customerId, transfer };
    await enqueue(tx, {
      type: RECONCILE_TRANSFER_JOB,
      payload: { ...job },
      idempotencyKey: `reconcile:${claimed.id}:${startKey}`,
      runAt: new Date(Date.now() + deps.reconcileAfterMs),
    });
    await announceStatus(tx, claimed);
  }

  return {
    /**
     * A transfer the portal starts itself (a refund: a credit, not screened), written `starting`
     * with `startKey` by the caller's transaction: its reconcile job and live status join that
     * transaction.
     */
    async startIn(
      tx: Transaction,
      row: TransferRow,
      customerId: string,
      transfer: AttemptTransfer,
    ): Promise<ClaimedAttempt> {
      await commitAttempt(tx, row, row.startKey!, customerId, transfer);
      return { row, startKey: row.startKey!, customerId, transfer, admission: 'start' };
    },

    /**
     * Runs `claim` (the conditional UPDATE into starting, given a fresh key; a resumed hold
     * keeps its own) and, only when it won, lets `admit` record what the start rests on and
     * decide, all in one transaction: a started attempt enqueues its reconcile job and announces
     * its status; a held one waits in awaiting approval for the tenant (nothing is sent); a
     * refused one goes back to draft as if never claimed. Null when another request holds it.
     */
    async claim(
      customerId: string,
      claim: (tx: Transaction, startKey: string) => Promise<TransferRow | null>,
      requestOf: (claimed: TransferRow) => AttemptTransfer,
      admit: Admit,
    ): Promise<ClaimedAttempt | null> {
      return db.transaction(async (tx) => {
        const claimed = await claim(tx, randomUUID());
        if (!claimed?.startKey) return null;
        const startKey = claimed.startKey;
        const transfer = requestOf(claimed);
        const attempt = { row: claimed, startKey, customerId, transfer };
        const admission = await admit(tx, claimed, startKey);
        const states = createTransferStateRepository(tx);
        if (admission === 'refuse') {
          await states.releaseStart(claimed.id, startKey);
          return { ...attempt, admission };
        }
        if (admission === 'hold') {
          const held = await states.holdForReview(claimed.id, startKey);
          if (held) await announceStatus(tx, held);
          return { ...attempt, row: held ?? claimed, admission };
        }
        await commitAttempt(tx, claimed, startKey, customerId, transfer);
        return { ...attempt, admission };
      });
    },

    /** Requirements §8's transfer-start failure: what a refused (blocked) start answers. */
    refused: (owner: OwnerScope) => startFailed(owner),

    /** The one provider call of a claimed attempt, and what its outcome means for the transfer. */
    async call(owner: OwnerScope, attempt: ClaimedAttempt): Promise<StartTransferResult> {
      const { row, startKey, customerId, transfer } = attempt;
      const log = { transferId: row.id, disbursement: row.disbursement };
      // Committed before the call: a reconciler that finds it unset knows the provider made nothing.
      if (!(await states.markStartCallBegun(row.id, startKey))) throw inProgress();
      try {
        const providerTransfer = await payments.createTransfer({
          idempotencyKey: startKey,
          ...transfer,
          correlationId: row.id,
        });
        await machine.settleStarted(row.id, startKey, providerTransfer);
        logger.info({ ...log, providerTransferId: providerTransfer.id }, 'transfer started');
        return started(row);
      } catch (error) {
        if (error instanceof ProviderError && !error.retryable) {
          // A definitive refusal: the provider made nothing, so the client may try again.
          await machine.releaseStart(row.id, startKey);
          logger.warn({ ...log, provider: error.provider, code: error.code }, 'transfer start refused');
          throw await startFailed(owner);
        }
        // Unknown outcome: the transfer may exist at the provider. Look once now; the reconcile
        // job keeps looking if this cannot tell.
        logger.warn({ ...log, error: error instanceof Error ? error.name : typeof error }, 'transfer start unknown');
        const settled = await reconciler.lookUpNow({ transferId: row.id, startKey, customerId }).catch(() => null);
        if (settled && STARTED_STATUSES.includes(settled.status)) return started(row);
        throw inProgress();
      }
    },
  };
}

export type StartAttempts = ReturnType<typeof createStartAttempts>;

/**
 * What the claiming transaction decides before anything is sent: start now, hold for the
 * tenant's review (the risk screen, ADR 0082), or refuse (back to draft).
 */
export type Admission = 'start' | 'hold' | 'refuse';

/**
 * Records what a claimed start rests on (the client's authorization, the risk decision, the
 * tenant's approval) in the claiming transaction, and decides its admission.
 */
export type Admit = (tx: Transaction, claimed: TransferRow, startKey: string) => Promise<Admission>;

/** A claimed attempt: the transfer as claimed, its key, the provider request it sends, and its admission. */
export interface ClaimedAttempt {
  row: TransferRow;
  startKey: string;
  customerId: string;
  transfer: AttemptTransfer;
  admission: Admission;
}

/** The client's authorization of a start, recorded in its claiming transaction. */
export function authorizationOf(agreement: { terms: StartTerms; origin: AgreementOrigin }) {
  return (tx: Transaction, claimed: TransferRow, startKey: string) =>
    recordAuthorization(tx, claimed, startKey, agreement.terms, agreement.origin);
}

/** What differs between POST /transfer/start and POST /transfer/disbursement/start. */
export interface StartRoute {
  /** Whether a found transfer is started by this route; any other is answered as not found. */
  handles(row: TransferRow): boolean;
  /** The status a start begins from (draft, or sent). */
  origin: string;
  /** The conflict message for a transfer that is no longer startable. */
  notStartable?: TextDescriptor;
  /** The route's server checks, then the claim into starting; null when another request holds it. */
  claim(current: TransferRow): Promise<ClaimedAttempt | null>;
}

/**
 * One start request through a route: the session client's own transfer, claimed by this
 * request alone, or else the outcome recorded so far (re-read when the claim was lost, since
 * the winner may have moved it on).
 */
export async function startThrough(
  route: StartRoute,
  { transfers, attempts }: { transfers: Pick<Repositories['transfers'], 'findOwn'>; attempts: StartAttempts },
  owner: OwnerScope,
  request: StartTransferRequest,
): Promise<StartTransferResult> {
  const outcomeOf = (row: TransferRow) => recordedOutcome(row, route.origin, route.notStartable);
  const current = isUuid(request.transferId) ? await transfers.findOwn(owner, request.transferId.toLowerCase()) : null;
  if (!current || !route.handles(current)) throw notFound(TRANSFER_NOT_FOUND);
  if (current.status !== route.origin) return outcomeOf(current);

  const claimed = await route.claim(current);
  if (!claimed) {
    const now = await transfers.findOwn(owner, current.id);
    if (!now) throw notFound(TRANSFER_NOT_FOUND);
    return outcomeOf(now);
  }
  // Held for review: to the client it is pending (the tenant decides; nothing was sent).
  if (claimed.admission === 'hold') return started(claimed.row);
  if (claimed.admission === 'refuse') throw await attempts.refused(owner);
  return attempts.call(owner, claimed);
}

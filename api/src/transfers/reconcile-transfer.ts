/**
 * The reconciler: settles a transfer left in `starting`. It never sends the transfer again.
 * - The provider call never began (the process stopped between the claim and the call, which
 *   commits `startCallBeganAt` first): the provider made nothing, so back to draft (a
 *   disbursement: back to sent) at once.
 * - It may have begun (the provider timed out, answered 5xx, or the process died during the
 *   call): the attempt is looked up at the provider. Found → the provider's status (pending,
 *   normally), with notices. Not found once the grace period has passed → back to draft, since
 *   the provider made nothing. Not found sooner → the same request is sent again with the
 *   attempt's idempotency key once the first call has been given up on (reissueAfterMs): the
 *   provider makes the transfer once, whichever of the two requests it saw (docs/adr/0070);
 *   its definitive refusal → back to draft; no answer → later.
 *
 * Each start enqueues its reconcile job in the claiming transaction, so the job exists exactly
 * when `starting` does, whatever happens to the process afterwards.
 */
import { number, object, string } from 'yup';
import { PAYOUT_SPEEDS } from '@portal/shared/constants';
import type { Database } from '../platform/database/database';
import { type JobDefinition, PermanentJobError } from '../platform/jobs';
import { ProviderError } from '../platform/providers';
import { type TransferRow } from './transfer-repository';
import { createTransferStateRepository } from './transfer-state-repository';
import type { TransferMachine } from './transfer-machine';
import { findAttempt, type StartAttempt, type TransferPayments } from './transfer-payments';
import { STARTING } from './transfer-states';

export const RECONCILE_TRANSFER_JOB = 'transfer.reconcile';

export type ReconcileJob = StartAttempt;

/** Thrown to have the worker look again later (with its backoff). */
export class NotSettledYet extends Error {
  constructor(transferId: string) {
    super(`Transfer ${transferId} is still starting and the provider does not know it yet`);
    this.name = 'NotSettledYet';
  }
}

const payloadSchema = object({
  transferId: string().uuid().required(),
  startKey: string().required(),
  customerId: string().required(),
  transfer: object({
    sourceFundingSourceId: string().required(),
    destinationFundingSourceId: string().required(),
    amountCents: number().integer().positive().required(),
    // A disbursement's rail: a reissue asks the provider for the rail the client agreed to.
    rail: string().oneOf(PAYOUT_SPEEDS).optional(),
  })
    .default(undefined)
    .optional(),
});

export interface ReconcilerDeps {
  db: Database;
  payments: TransferPayments;
  machine: TransferMachine;
  /**
   * How long after `starting` began "the provider does not know this transfer" is taken as
   * "the provider made nothing". Far longer than any provider call can take, and far shorter
   * than the 24 hours Dwolla keeps an Idempotency-Key.
   */
  graceMs: number;
  /**
   * How long after its provider call began an attempt the provider does not know is sent
   * again: by then the first call has long been given up on (the Dwolla adapter waits 20 s),
   * so the two are not normally at the provider together; if they were, the shared key still
   * lets only one of them make a transfer.
   */
  reissueAfterMs: number;
}

export function createReconciler({ db, payments, machine, graceMs, reissueAfterMs }: ReconcilerDeps) {
  const states = createTransferStateRepository(db);

  /** The attempt's row while it still holds the transfer; null once anything settled it. */
  async function holding(job: ReconcileJob): Promise<TransferRow | null> {
    const row = await states.findById(job.transferId);
    return row && row.status === STARTING && row.startKey === job.startKey ? row : null;
  }

  /**
   * The attempt's own request again, with its idempotency key: the provider answers with the
   * transfer it made for the first request if that one arrived, or makes it now, once.
   */
  async function reissue(job: ReconcileJob & { transfer: NonNullable<ReconcileJob['transfer']> }) {
    try {
      const made = await payments.createTransfer({
        idempotencyKey: job.startKey,
        ...job.transfer,
        correlationId: job.transferId,
      });
      await machine.settleStarted(job.transferId, job.startKey, made);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.retryable) throw error;
      // A definitive refusal: the provider made nothing for this key.
      await machine.releaseStart(job.transferId, job.startKey);
    }
  }

  return {
    /**
     * Settles the attempt if the provider has its transfer; returns the transfer as it now
     * stands (null if it does not exist). Leaves it starting otherwise.
     */
    async lookUpNow(job: ReconcileJob): Promise<TransferRow | null> {
      if (!(await holding(job))) return states.findById(job.transferId);
      const found = await findAttempt(payments, job);
      if (found) await machine.settleStarted(job.transferId, job.startKey, found);
      return states.findById(job.transferId);
    },

    /** One reconcile run: settle, release after the grace period, or throw to run again later. */
    async reconcile(job: ReconcileJob): Promise<void> {
      const row = await holding(job);
      if (!row) return;
      if (row.startCallBeganAt === null) {
        await machine.releaseStart(job.transferId, job.startKey);
        return;
      }
      const found = await findAttempt(payments, job);
      if (found) {
        await machine.settleStarted(job.transferId, job.startKey, found);
        return;
      }
      const startedAt = row.startedAt?.getTime() ?? 0;
      if (Date.now() - startedAt >= graceMs) {
        await machine.releaseStart(job.transferId, job.startKey);
        return;
      }
      if (job.transfer && Date.now() - row.startCallBeganAt.getTime() >= reissueAfterMs) {
        await reissue({ ...job, transfer: job.transfer });
        return;
      }
      throw new NotSettledYet(job.transferId);
    },
  };
}

export type Reconciler = ReturnType<typeof createReconciler>;

export function reconcileTransferJob(reconciler: Reconciler): JobDefinition {
  return {
    // Backoff is capped at an hour: this keeps looking for days before giving up (and logging it).
    maxAttempts: 60,
    async handle(job) {
      const payload = await payloadSchema.validate(job.payload).catch(() => {
        throw new PermanentJobError('Malformed transfer.reconcile payload');
      });
      await reconciler.reconcile(payload);
    },
  };
}

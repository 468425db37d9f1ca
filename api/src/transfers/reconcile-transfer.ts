/**
 * The reconciler: settles a transfer left in `starting` (the provider timed out, answered 5xx,
 * or the process died between the provider call and the status update) by looking the attempt
 * up at the provider. It never sends the transfer again. Found → the provider's status (pending,
 * normally), with notices; not found once the grace period has passed → back to draft (a
 * disbursement: back to sent), since the provider made nothing; not found sooner, or the
 * provider unreachable → try again later.
 *
 * Each start enqueues its reconcile job in the claiming transaction, so the job exists exactly
 * when `starting` does, whatever happens to the process afterwards.
 */
import { object, string } from 'yup';
import type { Database } from '../platform/database/database';
import { type JobDefinition, PermanentJobError } from '../platform/jobs';
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
});

export interface ReconcilerDeps {
  db: Database;
  payments: TransferPayments;
  machine: TransferMachine;
  /**
   * How long after `starting` began "the provider does not know this transfer" is taken as
   * "the provider made nothing". Far longer than any provider call can take.
   */
  graceMs: number;
}

export function createReconciler({ db, payments, machine, graceMs }: ReconcilerDeps) {
  const states = createTransferStateRepository(db);

  /** The attempt's row while it still holds the transfer; null once anything settled it. */
  async function holding(job: ReconcileJob): Promise<TransferRow | null> {
    const row = await states.findById(job.transferId);
    return row && row.status === STARTING && row.startKey === job.startKey ? row : null;
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

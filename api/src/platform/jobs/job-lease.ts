/**
 * A claimed job's lease while this worker holds it: renewed from the claim on (whether the job
 * runs at once or waits claimed ahead), and the effect records its handler writes under it.
 * Both are fenced by `attempts` (job-queue.ts): a write that finds the claim gone aborts the
 * lease, and with it the handler's signal.
 */
import type { Database } from '../database/database';
import { type JobRow, recordEffect, renewLease } from './job-queue';
import { type JobEffect, type JobEffectState, LeaseLostError } from './job-types';

/** A claimed job, its lease renewed until `stopRenewing` (which resolves once no renewal is on its way). */
export interface Held {
  claimed: JobRow;
  /** Aborted when the lease is lost, or the job released on shutdown. */
  lease: AbortController;
  stopRenewing(): Promise<void>;
}

/**
 * Takes the lease of a job just claimed, renewed every third of it: a renewal that finds the
 * claim gone, or renewals failing for longer than the lease (after which another worker may have
 * claimed the job), abort it. `onRenewalError` hears of each failed renewal.
 */
export function holdLease(
  db: Database,
  claimed: JobRow,
  leaseMs: number,
  onRenewalError: (error: unknown) => void,
): Held {
  const lease = new AbortController();
  let heldAt = Date.now();
  let renewal: Promise<void> = Promise.resolve();
  const heartbeat = setInterval(() => {
    const renewed = renewLease(db, claimed, leaseMs).then(
      (held) => {
        if (held) heldAt = Date.now();
        else lease.abort(new LeaseLostError());
      },
      (error: unknown) => {
        onRenewalError(error);
        if (Date.now() - heldAt >= leaseMs) lease.abort(new LeaseLostError());
      },
    );
    // Every renewal sent, not only the last: one can outlast the next interval.
    renewal = Promise.all([renewal, renewed]).then(() => undefined);
  }, leaseMs / 3);
  return {
    claimed,
    lease,
    stopRenewing: () => {
      clearInterval(heartbeat);
      return renewal;
    },
  };
}

/** The effect record of one run; a write that finds the lease gone aborts the run. */
export function jobEffect(db: Database, claimed: JobRow, lease: AbortController): JobEffect {
  const record = async (state: JobEffectState, reference: string | null) => {
    lease.signal.throwIfAborted();
    if (!(await recordEffect(db, claimed, state, reference))) {
      lease.abort(new LeaseLostError());
      throw new LeaseLostError();
    }
  };
  return {
    recorded: claimed.effectState ? { state: claimed.effectState, reference: claimed.effectReference } : null,
    attempting: () => record('attempting', null),
    delivered: (reference) => record('delivered', reference),
    refused: () => record('refused', null),
  };
}

/**
 * Runs jobs from the job table: claim one (with a lease), run its handler, then mark it done,
 * schedule a retry with backoff, or mark it failed. A worker that dies mid-job leaves a lease
 * that expires, and the next claim runs the job again, so handlers record their outside call
 * before making it (`effect`, ADR 0023) and check that record first. While a handler runs,
 * its lease is renewed; a worker that cannot renew it (a stall, a partition) aborts the
 * handler's signal and discards its result, because another worker may now run the job.
 * A worker told to stop finishes its jobs, or, past the caller's grace period, aborts them
 * and gives them back to the queue at once (a replica shutting down, docs/adr/0037).
 */
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Database } from '../database/database';
import { ProviderError } from '../providers/provider-error';
import { exponentialBackoff } from './backoff';
import {
  claimNextJob,
  type JobRow,
  markDone,
  markFailed,
  recordEffect,
  releaseJob,
  renewLease,
  scheduleRetry,
} from './job-queue';
import {
  type JobDefinition,
  type JobEffect,
  type JobEffectState,
  type JobHandler,
  JobReleasedError,
  LeaseLostError,
  PermanentJobError,
} from './job-types';

export type JobLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface WorkerOptions {
  db: Database;
  /** By job type. Only these types are claimed, so several workers can split the types. */
  handlers: Record<string, JobHandler | JobDefinition>;
  /** Wait between polls when no job is due. */
  pollMs?: number;
  /** How long a claim holds before another worker may take the job; renewed every third of it. */
  leaseMs?: number;
  /** Runs (including runs lost to a dead worker) before a job is marked failed. */
  maxAttempts?: number;
  /** Delay in ms before the next attempt after attempt `n` failed. */
  backoff?: (attempt: number) => number;
  /** Jobs run at the same time (one claim loop each). */
  concurrency?: number;
  /** Recorded on each claim (job.locked_by); default host:pid. */
  workerId?: string;
  logger: JobLogger;
}

export interface StopOptions {
  /**
   * How long the jobs in progress may take to finish; past it they are aborted and released
   * to the queue for another worker. Default: wait for them however long they take.
   */
  releaseAfterMs?: number;
}

export interface Worker {
  /** Stops claiming, then waits for the jobs in progress to finish (or releases them, see StopOptions). */
  stop(options?: StopOptions): Promise<void>;
}

export function startWorker(options: WorkerOptions): Worker {
  const {
    db,
    logger,
    pollMs = 1_000,
    leaseMs = 60_000,
    maxAttempts = 10,
    backoff = exponentialBackoff(),
    concurrency = 1,
    workerId = `${hostname()}:${process.pid}`,
  } = options;
  const definitions = new Map(
    Object.entries(options.handlers).map(([type, handler]) => [
      type,
      typeof handler === 'function' ? { handle: handler } : handler,
    ]),
  );
  const types = [...definitions.keys()];
  let stopping = false;
  const sleepers = new Set<() => void>();
  /** The jobs being run, with the controller that aborts each (renewal lost, or release). */
  const inProgress = new Map<JobRow, AbortController>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const run = async (claimed: JobRow) => {
    const definition = definitions.get(claimed.type) as JobDefinition;
    const limit = definition.maxAttempts ?? maxAttempts;
    const erase = definition.sensitivePayload === true;
    const log = { jobId: claimed.id, type: claimed.type, attempt: claimed.attempts };

    if (claimed.attempts > limit) {
      // Only reachable through expired leases: every run died before it could report.
      await markFailed(db, claimed, `Abandoned: the worker running it stopped ${claimed.attempts - 1} times`, erase);
      logger.error(log, 'job failed: its workers kept dying');
      return;
    }

    // Lost lease → abort: renewal said another worker holds the job, or renewals failed for
    // longer than the lease, after which another worker may have claimed it.
    const lease = new AbortController();
    inProgress.set(claimed, lease);
    let heldAt = Date.now();
    const heartbeat = setInterval(() => {
      renewLease(db, claimed, leaseMs).then(
        (held) => {
          if (held) heldAt = Date.now();
          else lease.abort(new LeaseLostError());
        },
        (error: unknown) => {
          logger.warn({ ...log, error: errorName(error) }, 'job lease renewal failed');
          if (Date.now() - heldAt >= leaseMs) lease.abort(new LeaseLostError());
        },
      );
    }, leaseMs / 3);

    try {
      await definition.handle({
        id: claimed.id,
        type: claimed.type,
        payload: claimed.payload,
        attempt: claimed.attempts,
        idempotencyKey: claimed.idempotencyKey ?? claimed.id,
        signal: lease.signal,
        effect: jobEffect(db, claimed, lease),
      });
      clearInterval(heartbeat);
      if (lease.signal.reason instanceof JobReleasedError) logger.warn(log, 'job released on shutdown');
      else if (lease.signal.aborted) logger.warn(log, 'job lease lost: its result is discarded');
      else if (await markDone(db, claimed, erase)) logger.info(log, 'job done');
      else logger.warn(log, 'job done, but its lease had been taken over');
    } catch (error) {
      clearInterval(heartbeat);
      if (lease.signal.reason instanceof JobReleasedError) {
        logger.warn(log, 'job released on shutdown');
        return;
      }
      if (lease.signal.aborted || error instanceof LeaseLostError) {
        logger.warn({ ...log, error: errorName(error) }, 'job lease lost: its result is discarded');
        return;
      }
      const description = describe(error);
      if (isPermanent(error) || claimed.attempts >= limit) {
        await markFailed(db, claimed, description, erase);
        logger.error({ ...log, error: errorName(error) }, 'job failed');
      } else {
        const delayMs = backoff(claimed.attempts);
        await scheduleRetry(db, claimed, delayMs, description);
        logger.warn({ ...log, error: errorName(error), retryInMs: delayMs }, 'job will be retried');
      }
    }
  };

  const loop = async () => {
    while (!stopping) {
      try {
        const claimed = await claimNextJob(db, types, leaseMs, workerId);
        if (claimed) await run(claimed).finally(() => inProgress.delete(claimed));
        else await sleep(pollMs);
      } catch (error) {
        // The database is unreachable or a mark failed: the lease will expire and the job rerun.
        logger.error({ error: errorName(error) }, 'job worker could not reach the database');
        await sleep(pollMs);
      }
    }
  };

  const loops = types.length === 0 ? [] : Array.from({ length: concurrency }, loop);

  /** Aborts every run in progress and gives its job back to the queue (still fenced by attempts). */
  const releaseAll = async () => {
    await Promise.all(
      [...inProgress].map(async ([claimed, lease]) => {
        lease.abort(new JobReleasedError());
        try {
          await releaseJob(db, claimed);
        } catch (error) {
          // Unreachable database: the lease expires instead, and another worker takes the job then.
          logger.warn({ jobId: claimed.id, error: errorName(error) }, 'could not release a job on shutdown');
        }
      }),
    );
  };

  return {
    async stop({ releaseAfterMs }: StopOptions = {}) {
      stopping = true;
      for (const wake of [...sleepers]) wake();
      const finished = Promise.all(loops);
      if (releaseAfterMs === undefined) return void (await finished);
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'release'>((resolve) => {
        timer = setTimeout(() => resolve('release'), releaseAfterMs);
      });
      const outcome = await Promise.race([finished, graceOver]);
      clearTimeout(timer);
      if (outcome === 'release') {
        await releaseAll();
        await finished;
      }
    },
  };
}

/** The effect record of one run; a write that finds the lease gone aborts the run. */
function jobEffect(db: Database, claimed: JobRow, lease: AbortController): JobEffect {
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

function isPermanent(error: unknown): boolean {
  return error instanceof PermanentJobError || (error instanceof ProviderError && !error.retryable);
}

/**
 * For last_error (kept in the database, for whoever investigates the job). Logs get only
 * `errorName`: error messages can carry recipients or other personal data.
 */
function describe(error: unknown): string {
  if (error instanceof ProviderError) return `${error.provider} ${error.code}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function errorName(error: unknown): string {
  if (error instanceof ProviderError) return `${error.name} ${error.provider} ${error.code}`;
  return error instanceof Error ? error.name : typeof error;
}

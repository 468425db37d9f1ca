/**
 * Runs jobs from the job table: claim one (with a lease), run its handler, then mark it done,
 * schedule a retry with backoff, or mark it failed, in the statement that claims the loop's
 * next job (job-claims.ts). An idle loop sleeps until an enqueue's notification (LISTEN) or
 * its next poll, whichever comes first. A worker that dies mid-job leaves a lease
 * that expires, and the next claim runs the job again, so handlers record their outside call
 * before making it (`effect`, ADR 0023) and check that record first. While a handler runs,
 * its lease is renewed; a worker that cannot renew it (a stall, a partition) aborts the
 * handler's signal and discards its result, because another worker may now run the job.
 * A worker told to stop finishes its jobs, or, past the caller's grace period, aborts them
 * and gives them back to the queue at once (a replica shutting down, docs/adr/0037).
 */
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../database/database';
import { ProviderError } from '../providers/provider-error';
import { exponentialBackoff } from './backoff';
import { claimJobs, finishJob, type JobOutcome, releaseJob } from './job-claims';
import { JOB_READY_CHANNEL, type JobRow, recordEffect, renewLease } from './job-queue';
import { type RetentionOptions, startRetention } from './job-retention';
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
  /**
   * The database handle's LISTEN: an enqueue wakes the worker as it commits, on whichever
   * replica it happened. Without it (or while its connection is being replaced) the worker
   * only polls.
   */
  listen?: DatabaseHandle['listen'];
  /** Wait between polls when no job is due: how late a job is found when no notification comes. */
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
  /** Deletes finished jobs past an age (job-retention.ts); without it they are kept. */
  retention?: RetentionOptions;
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

/** A run's end, written with the claim of the loop's next job; `report` logs it once written. */
interface Ending {
  claimed: JobRow;
  outcome: JobOutcome;
  report: (held: boolean) => void;
}

/** How long a failed first LISTEN waits before it is tried again (polling goes on meanwhile). */
const RELISTEN_MS = 5_000;

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
  /**
   * One notification can stand for a whole batch of jobs, so it wakes one loop, and each loop
   * that finds a job wakes the next: as many loops wake as there are jobs, not all for one.
   */
  const wakeOne = () => {
    const [wake] = sleepers;
    wake?.();
  };

  const run = async (claimed: JobRow): Promise<Ending | null> => {
    const definition = definitions.get(claimed.type) as JobDefinition;
    const limit = definition.maxAttempts ?? maxAttempts;
    const erasePayload = definition.sensitivePayload === true;
    const log = { jobId: claimed.id, type: claimed.type, attempt: claimed.attempts };

    if (claimed.attempts > limit) {
      // Only reachable through expired leases: every run died before it could report.
      const error = `Abandoned: the worker running it stopped ${claimed.attempts - 1} times`;
      return {
        claimed,
        outcome: { kind: 'failed', error, erasePayload },
        report: () => logger.error(log, 'job failed: its workers kept dying'),
      };
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
      else {
        return {
          claimed,
          outcome: { kind: 'done', erasePayload },
          report: (held) =>
            held ? logger.info(log, 'job done') : logger.warn(log, 'job done, but its lease had been taken over'),
        };
      }
      return null;
    } catch (error) {
      clearInterval(heartbeat);
      if (lease.signal.reason instanceof JobReleasedError) {
        logger.warn(log, 'job released on shutdown');
        return null;
      }
      if (lease.signal.aborted || error instanceof LeaseLostError) {
        logger.warn({ ...log, error: errorName(error) }, 'job lease lost: its result is discarded');
        return null;
      }
      const description = describe(error);
      if (isPermanent(error) || claimed.attempts >= limit) {
        return {
          claimed,
          outcome: { kind: 'failed', error: description, erasePayload },
          report: () => logger.error({ ...log, error: errorName(error) }, 'job failed'),
        };
      }
      const delayMs = backoff(claimed.attempts);
      return {
        claimed,
        outcome: { kind: 'retry', delayMs, error: description },
        report: () => logger.warn({ ...log, error: errorName(error), retryInMs: delayMs }, 'job will be retried'),
      };
    }
  };

  const loop = async () => {
    let ending: Ending | null = null;
    while (!stopping) {
      const ended: Ending | null = ending;
      ending = null;
      try {
        const { claimed, finished } = await claimJobs(db, {
          types,
          leaseMs,
          workerId,
          limit: 1,
          finish: ended ? { claimed: ended.claimed, outcome: ended.outcome } : undefined,
        });
        if (ended) {
          inProgress.delete(ended.claimed);
          ended.report(finished === true);
        }
        const [next] = claimed;
        if (next) {
          wakeOne();
          ending = await run(next);
          if (!ending) inProgress.delete(next);
        } else await sleep(pollMs);
      } catch (error) {
        // The database is unreachable: the run's end was not written, its lease will expire
        // and the job run again.
        if (ended) inProgress.delete(ended.claimed);
        logger.error({ error: errorName(error) }, 'job worker could not reach the database');
        await sleep(pollMs);
      }
    }
    if (ending) {
      try {
        ending.report(await finishJob(db, ending.claimed, ending.outcome));
      } catch (error) {
        logger.error({ error: errorName(error) }, 'job worker could not reach the database');
      } finally {
        inProgress.delete(ending.claimed);
      }
    }
  };

  const loops = types.length === 0 ? [] : Array.from({ length: concurrency }, loop);
  const retention = options.retention ? startRetention(db, options.retention, logger) : null;

  let stopListening: (() => Promise<void>) | null = null;
  let relisten: NodeJS.Timeout | undefined;
  const listen = () => {
    if (!options.listen || loops.length === 0 || stopping) return;
    // onUp: notifications sent while the connection was being replaced were missed.
    options.listen(JOB_READY_CHANNEL, wakeOne, { onUp: wakeOne }).then(
      (stop) => {
        if (stopping) void stop();
        else stopListening = stop;
      },
      (error: unknown) => {
        logger.warn({ error: errorName(error) }, 'job worker could not LISTEN: polling only');
        relisten = setTimeout(listen, RELISTEN_MS);
      },
    );
  };
  listen();

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
      clearTimeout(relisten);
      for (const wake of [...sleepers]) wake();
      const quiet = Promise.all([stopListening?.(), retention?.stop()]);
      const finished = Promise.all(loops);
      if (releaseAfterMs === undefined) {
        await finished;
        return void (await quiet);
      }
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
      await quiet;
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

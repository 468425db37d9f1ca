/**
 * Runs jobs from the job table: claim one (with a lease), run its handler, then mark it done,
 * schedule a retry with backoff, or mark it failed, in the statement that claims the loop's
 * next job (job-claims.ts). While a handler runs, its loop holds the job after it, claimed
 * ahead, and starts it as soon as the handler ends, so no round trip sits between two jobs;
 * a job claimed ahead goes back to the queue unrun, `attempts` restored, if it waits longer
 * than claimAheadMs or its worker stops (docs/adr/0099). An idle loop sleeps until an enqueue's notification (LISTEN) or
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
import { claimJobs, finishJob, type JobOutcome, releaseJob, returnJob } from './job-claims';
import { type Held, holdLease, jobEffect } from './job-lease';
import { JOB_READY_CHANNEL, type JobRow } from './job-queue';
import { type RetentionOptions, startRetention } from './job-retention';
import { type JobDefinition, type JobHandler, JobReleasedError, LeaseLostError, PermanentJobError } from './job-types';

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
  /**
   * How long a job claimed ahead (one per loop, while its handler runs) waits for a free loop
   * before it goes back to the queue; a loop whose last handler took longer claims none ahead.
   * 0: no claims ahead.
   */
  claimAheadMs?: number;
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
    claimAheadMs = 50,
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

  const hold = (claimed: JobRow) =>
    holdLease(db, claimed, leaseMs, (error) =>
      logger.warn({ ...logOf(claimed), error: errorName(error) }, 'job lease renewal failed'),
    );

  /**
   * Jobs claimed ahead (oldest first), each waiting for the next loop that frees, or given back
   * to the queue once it has waited claimAheadMs: a job does not wait behind a long handler
   * while another replica could run it.
   */
  const ahead: { held: Held; timer: NodeJS.Timeout }[] = [];
  const givingBack = new Set<Promise<void>>();
  const giveBack = (held: Held) => {
    const given = (async () => {
      await held.stopRenewing();
      try {
        await returnJob(db, held.claimed);
      } catch (error) {
        // Unreachable database: the lease expires instead, and a worker takes the job then.
        logger.warn({ ...logOf(held.claimed), error: errorName(error) }, 'could not give back a job claimed ahead');
      }
    })();
    givingBack.add(given);
    void given.finally(() => givingBack.delete(given));
  };
  const keepAhead = (held: Held) => {
    if (stopping) return giveBack(held);
    const entry = {
      held,
      timer: setTimeout(() => {
        ahead.splice(ahead.indexOf(entry), 1);
        giveBack(held);
      }, claimAheadMs),
    };
    ahead.push(entry);
    wakeOne();
  };
  const takeAhead = (): Held | undefined => {
    const entry = ahead.shift();
    if (entry) clearTimeout(entry.timer);
    return entry?.held;
  };

  /**
   * One statement: ends `ended` (if any) and claims up to `limit` jobs (none: only the end),
   * whose leases it then holds. Throws when the database is unreachable: the run's end was not
   * written, its lease will expire and the job run again.
   */
  const exchange = async (ended: Ending | null, limit: number): Promise<Held[]> => {
    try {
      if (limit === 0) {
        if (ended) ended.report(await finishJob(db, ended.claimed, ended.outcome));
        return [];
      }
      const { claimed, finished } = await claimJobs(db, {
        types,
        leaseMs,
        workerId,
        limit,
        finish: ended ? { claimed: ended.claimed, outcome: ended.outcome } : undefined,
      });
      ended?.report(finished === true);
      return claimed.map(hold);
    } catch (error) {
      logger.error({ error: errorName(error) }, 'job worker could not reach the database');
      throw error;
    } finally {
      if (ended) inProgress.delete(ended.claimed);
    }
  };

  const run = async ({ claimed, lease, stopRenewing }: Held): Promise<Ending | null> => {
    const definition = definitions.get(claimed.type) as JobDefinition;
    const limit = definition.maxAttempts ?? maxAttempts;
    const erasePayload = definition.sensitivePayload === true;
    const log = logOf(claimed);
    inProgress.set(claimed, lease);
    const ending = (outcome: JobOutcome, report: Ending['report']): Ending => ({ claimed, outcome, report });

    if (claimed.attempts > limit) {
      void stopRenewing();
      // Only reachable through expired leases: every run died before it could report.
      const error = `Abandoned: the worker running it stopped ${claimed.attempts - 1} times`;
      return ending({ kind: 'failed', error, erasePayload }, () =>
        logger.error(log, 'job failed: its workers kept dying'),
      );
    }

    try {
      // A job claimed ahead may have lost its lease while it waited: it is not run.
      lease.signal.throwIfAborted();
      await definition.handle({
        id: claimed.id,
        type: claimed.type,
        payload: claimed.payload,
        attempt: claimed.attempts,
        idempotencyKey: claimed.idempotencyKey ?? claimed.id,
        signal: lease.signal,
        effect: jobEffect(db, claimed, lease),
      });
      void stopRenewing();
      if (lease.signal.reason instanceof JobReleasedError) logger.warn(log, 'job released on shutdown');
      else if (lease.signal.aborted) logger.warn(log, 'job lease lost: its result is discarded');
      else {
        return ending({ kind: 'done', erasePayload }, (held) =>
          held ? logger.info(log, 'job done') : logger.warn(log, 'job done, but its lease had been taken over'),
        );
      }
      return null;
    } catch (error) {
      void stopRenewing();
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
        return ending({ kind: 'failed', error: description, erasePayload }, () =>
          logger.error({ ...log, error: errorName(error) }, 'job failed'),
        );
      }
      const delayMs = backoff(claimed.attempts);
      return ending({ kind: 'retry', delayMs, error: description }, () =>
        logger.warn({ ...log, error: errorName(error), retryInMs: delayMs }, 'job will be retried'),
      );
    }
  };

  /**
   * One claim loop. With a job waiting ahead, it starts that job at once and sends the end of
   * its last run, with the claim of the next job ahead, while the job runs: no round trip
   * between two jobs. Without one, it ends the last run and claims its next job and one ahead in
   * one statement. It claims ahead only while its handlers end within claimAheadMs.
   */
  const loop = async () => {
    let ending: Ending | null = null;
    let claimsAhead = claimAheadMs > 0;
    while (!stopping) {
      const ended: Ending | null = ending;
      ending = null;
      let next = takeAhead();
      let background: Promise<void> | null = null;
      if (next) {
        background = exchange(ended, claimsAhead ? 1 : 0).then(
          (held) => held.forEach(keepAhead),
          () => undefined,
        );
      } else {
        try {
          const [first, ...more] = await exchange(ended, claimsAhead ? 2 : 1);
          more.forEach(keepAhead);
          next = first;
        } catch {
          await sleep(pollMs);
          continue;
        }
        if (!next) {
          await sleep(pollMs);
          continue;
        }
        wakeOne();
      }
      const startedAt = Date.now();
      ending = await run(next);
      if (!ending) inProgress.delete(next.claimed);
      claimsAhead = claimAheadMs > 0 && Date.now() - startedAt < claimAheadMs;
      await background;
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
      // Jobs claimed ahead go back at once; one claimed from now on goes back as it arrives.
      for (let held = takeAhead(); held; held = takeAhead()) giveBack(held);
      const quiet = Promise.all([stopListening?.(), retention?.stop()]);
      const finished = Promise.all(loops).then(() => Promise.all(givingBack));
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

const logOf = (claimed: JobRow) => ({ jobId: claimed.id, type: claimed.type, attempt: claimed.attempts });

function errorName(error: unknown): string {
  if (error instanceof ProviderError) return `${error.name} ${error.provider} ${error.code}`;
  return error instanceof Error ? error.name : typeof error;
}

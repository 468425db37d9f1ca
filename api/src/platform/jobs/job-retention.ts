/**
 * Retention: done and failed jobs are deleted once older than the configured age, in small
 * batches. A claim never locks a finished job, so pruning never waits for a claim nor makes
 * one wait; SKIP LOCKED lets the replicas prune side by side without queueing behind each
 * other. The batches go through job_finished_idx, oldest first.
 *
 * Deleting a job frees its idempotency key: an enqueue with the same key after that adds a
 * new job. Keys are made of ids (a transfer, a webhook event, a code request) whose jobs are
 * enqueued within minutes of each other, so a retention of days keeps every repeat a no-op.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import type { Logger } from 'pino';

export interface RetentionOptions {
  /** Finished (done or failed) jobs older than this are deleted. */
  afterMs: number;
  /** Time between prunes; default one minute. */
  everyMs?: number;
  /** Jobs deleted per statement; default 500. */
  batchSize?: number;
}

/** Deletes one batch of finished jobs older than `afterMs`; resolves to how many went. */
export async function pruneFinishedJobs(db: Database, afterMs: number, batchSize: number): Promise<number> {
  const result = await db.execute<{ id: string }>(pruneStatement(afterMs, batchSize));
  return result.rows.length;
}

/** The statement of pruneFinishedJobs: the plan test explains it. */
export function pruneStatement(afterMs: number, batchSize: number): SQL {
  // `= ANY(ARRAY(…))`, not `IN (…)`: the batch's ids are then looked up by the primary key,
  // where a semi join could choose to scan the whole table for them.
  return sql`
    DELETE FROM job WHERE id = ANY(ARRAY(
      SELECT id FROM job
      WHERE status IN ('done', 'failed')
        AND updated_at < now() - ${`${Math.max(0, Math.round(afterMs))} milliseconds`}::interval
      ORDER BY status, updated_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
    )) RETURNING id`;
}

/** Prunes every `everyMs` until stopped: batch after batch while whole batches go. */
export function startRetention(db: Database, options: RetentionOptions, logger: Pick<Logger, 'info' | 'warn'>) {
  const { afterMs, everyMs = 60_000, batchSize = 500 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const prune = async () => {
    let deleted = 0;
    try {
      for (;;) {
        const batch = await pruneFinishedJobs(db, afterMs, batchSize);
        deleted += batch;
        if (batch < batchSize || stopped) break;
        // Between batches, the event loop (and the claims it carries) goes first.
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (deleted > 0) logger.info({ deleted }, 'finished jobs pruned');
    } catch (error) {
      logger.warn({ error: error instanceof Error ? error.name : typeof error }, 'pruning finished jobs failed');
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = prune().then(schedule);
    }, everyMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

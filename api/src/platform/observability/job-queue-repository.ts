import { sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { job } from '../database/schema';

export interface JobQueueTypeStats {
  type: string;
  ready: number;
  scheduled: number;
  running: number;
  failed: number;
  /** Seconds the oldest due job has waited; 0 when none is due. */
  oldestReadySeconds: number;
}

/**
 * The job table's backlog, per type, in one statement. Done jobs are never read: each status
 * is counted through its own partial index (job_ready_idx, job_lease_idx, job_finished_idx),
 * so a scrape costs the same however many jobs the table has finished.
 */
export function createJobQueueRepository(db: Database) {
  return {
    async stats(): Promise<JobQueueTypeStats[]> {
      const result = await db.execute<{
        type: string;
        ready: number;
        scheduled: number;
        running: number;
        failed: number;
        oldest_ready_seconds: number | null;
      }>(sql`
        SELECT type, sum(ready)::int AS ready, sum(scheduled)::int AS scheduled, sum(running)::int AS running,
          sum(failed)::int AS failed, extract(epoch FROM now() - min(oldest_ready))::float8 AS oldest_ready_seconds
        FROM (
          SELECT ${job.type} AS type, count(*) FILTER (WHERE ${job.runAt} <= now()) AS ready,
            count(*) FILTER (WHERE ${job.runAt} > now()) AS scheduled, 0 AS running, 0 AS failed,
            min(${job.runAt}) FILTER (WHERE ${job.runAt} <= now()) AS oldest_ready
          FROM ${job} WHERE ${job.status} = 'pending' GROUP BY ${job.type}
          UNION ALL
          SELECT ${job.type}, 0, 0, count(*), 0, NULL FROM ${job} WHERE ${job.status} = 'running' GROUP BY ${job.type}
          UNION ALL
          SELECT ${job.type}, 0, 0, 0, count(*), NULL FROM ${job} WHERE ${job.status} = 'failed' GROUP BY ${job.type}
        ) AS counts
        GROUP BY type`);
      return result.rows.map((row) => ({
        type: row.type,
        ready: Number(row.ready),
        scheduled: Number(row.scheduled),
        running: Number(row.running),
        failed: Number(row.failed),
        oldestReadySeconds: Math.max(0, Number(row.oldest_ready_seconds ?? 0)),
      }));
    },
  };
}

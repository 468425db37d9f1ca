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
 * The job table's backlog, per type, in one statement. Done jobs are never read: the
 * status filter stays on job_status_run_at_idx, so a scrape costs the same however many
 * jobs the table has finished.
 */
export function createJobQueueRepository(db: Database) {
  return {
    async stats(): Promise<JobQueueTypeStats[]> {
      const due = sql`${job.status} = 'pending' AND ${job.runAt} <= now()`;
      const result = await db.execute<{
        type: string;
        ready: number;
        scheduled: number;
        running: number;
        failed: number;
        oldest_ready_seconds: number | null;
      }>(sql`
        SELECT ${job.type} AS type,
          count(*) FILTER (WHERE ${due})::int AS ready,
          count(*) FILTER (WHERE ${job.status} = 'pending' AND ${job.runAt} > now())::int AS scheduled,
          count(*) FILTER (WHERE ${job.status} = 'running')::int AS running,
          count(*) FILTER (WHERE ${job.status} = 'failed')::int AS failed,
          extract(epoch FROM now() - min(${job.runAt}) FILTER (WHERE ${due}))::float8 AS oldest_ready_seconds
        FROM ${job}
        WHERE ${job.status} IN ('pending', 'running', 'failed')
        GROUP BY ${job.type}`);
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

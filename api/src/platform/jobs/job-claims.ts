/**
 * Claiming jobs and ending runs. A claim takes due jobs in order: jobs whose worker died
 * (running, lease expired) through job_lease_idx, then ready jobs through job_ready_idx, each
 * read in index order and stopped at the limit (the function job_due, migration 0010), so a
 * claim costs the same at 100 or 100,000 waiting jobs, whatever the table's statistics say.
 * SKIP LOCKED lets concurrent workers claim different jobs instead of queueing behind one row
 * lock. The claim increments `attempts`, the fence of every later write of the run; the end of
 * a run (done, retry, failed, released, returned) matches only while the run still holds its
 * claim.
 *
 * A worker ends a run and claims its next job in one statement (`claimJobs` with `finish`):
 * one round trip per job. Both happen in that statement's transaction, so a crash leaves
 * either both or neither, and never replays a run marked done. A loop claims at most one job
 * ahead of the one it runs (worker.ts, docs/adr/0099): a job claimed ahead never ran, so a
 * worker that dies with it only leaves a lease to expire. The claim and the end of a run are
 * named statements, prepared once per connection (named-statements.ts): parsing and planning
 * the claim's text had cost more than running it.
 */
import { fillPlaceholders, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { readTimestamptz } from '../database/instant';
import { NamedStatements } from '../database/named-statements';
import { job } from '../database/schema';
import { JOB_READY_CHANNEL, type JobRow, milliseconds } from './job-queue';

const MAX_ERROR_LENGTH = 2_000;

/** How a run ended. */
export type JobOutcome =
  | { kind: 'done'; erasePayload: boolean }
  | { kind: 'retry'; delayMs: number; error: string }
  | { kind: 'failed'; error: string; erasePayload: boolean }
  /** Given back to the queue unfinished (a replica shutting down). */
  | { kind: 'released' }
  /**
   * Claimed ahead and never started (worker.ts): back to the queue as it was before the claim,
   * `attempts` included. Only for a claim that wrote nothing but lease renewals, none of which
   * is still on its way.
   */
  | { kind: 'returned' };

export interface ClaimOptions {
  types: readonly string[];
  leaseMs: number;
  /** Recorded on each claim (job.locked_by). */
  workerId: string | null;
  /** Most jobs to claim (1 or more). */
  limit: number;
  /** A run of this worker to end in the same statement. */
  finish?: { claimed: JobRow; outcome: JobOutcome };
}

export interface ClaimResult {
  claimed: JobRow[];
  /** Whether `finish` still held its claim (false: another worker had taken the job over); null without `finish`. */
  finished: boolean | null;
}

/** Ends `finish` (if given) and claims up to `limit` due jobs, in one statement. */
export async function claimJobs(db: Database, options: ClaimOptions): Promise<ClaimResult> {
  const result = await claims.execute<RawJobRow & { finished: number | null }>(
    db,
    claimShape(options),
    claimValues(options),
  );
  const rows = result.rows;
  const claimed = rows.filter((row) => row.id !== null).map(toJobRow);
  claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  const finished = rows[0]?.finished;
  return { claimed, finished: finished === null || finished === undefined ? null : Number(finished) > 0 };
}

/** The statement claimJobs sends for `options`, with its values: the plan test explains it. */
export function claimQuery(options: ClaimOptions): { sql: string; params: unknown[] } {
  const query = claims.query(claimShape(options));
  return { sql: query.sql, params: fillPlaceholders(query.params, claimValues(options)) };
}

/**
 * Takes the oldest due job of the given types: running with an expired lease (its worker
 * died), else pending and due.
 */
export async function claimNextJob(
  db: Database,
  types: string[],
  leaseMs: number,
  workerId: string | null = null,
): Promise<JobRow | null> {
  const { claimed } = await claimJobs(db, { types, leaseMs, workerId, limit: 1 });
  return claimed[0] ?? null;
}

/** Ends a run on its own; false when the run no longer held its claim (nothing written). */
export async function finishJob(db: Database, claimed: JobRow, outcome: JobOutcome): Promise<boolean> {
  const result = await endings.execute<{ id: string }>(db, endingShape(outcome), endingValues(claimed, outcome));
  return result.rows.length > 0;
}

export const markDone = (db: Database, claimed: JobRow, erasePayload: boolean) =>
  finishJob(db, claimed, { kind: 'done', erasePayload });

export const markFailed = (db: Database, claimed: JobRow, error: string, erasePayload: boolean) =>
  finishJob(db, claimed, { kind: 'failed', error, erasePayload });

export const scheduleRetry = (db: Database, claimed: JobRow, delayMs: number, error: string) =>
  finishJob(db, claimed, { kind: 'retry', delayMs, error });

/**
 * Gives a claimed job back to the queue at once (a replica shutting down), instead of leaving
 * it to wait for its lease to expire, and wakes the listening workers. `attempts` stays as the
 * claim set it: it fences the run being abandoned, and lowering it would let that run's late
 * writes match the next claim.
 */
export const releaseJob = (db: Database, claimed: JobRow) => finishJob(db, claimed, { kind: 'released' });

/**
 * Gives back a job claimed ahead that no handler started, in its place in the queue (run_at
 * kept) and with `attempts` lowered again: the claim ran nothing, so it counts no run, and it
 * has no late write to fence once its lease renewals are over. Wakes the listening workers.
 */
export const returnJob = (db: Database, claimed: JobRow) => finishJob(db, claimed, { kind: 'returned' });

/**
 * The statements are prepared once per shape (named-statements.ts), their values bound to
 * placeholders: a shape is how a run ended (its SET clause), or `none` for a claim that ends
 * no run. Seven endings, so at most eight claims and seven endings are kept per connection.
 */
type EndingShape = 'done' | 'done-erasing' | 'failed' | 'failed-erasing' | 'retry' | 'released' | 'returned';

const value = (name: string) => sql.placeholder(name);
const ERASE = sql`, payload = '{}'::jsonb`;
const ENDINGS: Record<EndingShape, SQL> = {
  done: sql`status = 'done', last_error = NULL`,
  'done-erasing': sql`status = 'done', last_error = NULL${ERASE}`,
  failed: sql`status = 'failed', last_error = ${value('error')}`,
  'failed-erasing': sql`status = 'failed', last_error = ${value('error')}${ERASE}`,
  retry: sql`status = 'pending', run_at = now() + ${value('delay')}::interval, last_error = ${value('error')}`,
  released: sql`status = 'pending', run_at = now()`,
  returned: sql`status = 'pending', attempts = job.attempts - 1`,
};

function endingShape(outcome: JobOutcome): EndingShape {
  if (outcome.kind === 'done' || outcome.kind === 'failed') {
    return outcome.erasePayload ? `${outcome.kind}-erasing` : outcome.kind;
  }
  return outcome.kind;
}

const claimShape = ({ finish }: ClaimOptions) => (finish ? endingShape(finish.outcome) : 'none');

function endingValues(claimed: JobRow, outcome: JobOutcome): Record<string, unknown> {
  return {
    endingId: claimed.id,
    endingAttempts: claimed.attempts,
    error: 'error' in outcome ? outcome.error.slice(0, MAX_ERROR_LENGTH) : null,
    delay: outcome.kind === 'retry' ? milliseconds(outcome.delayMs) : null,
  };
}

function claimValues({ types, leaseMs, workerId, limit, finish }: ClaimOptions): Record<string, unknown> {
  return {
    ...(finish && endingValues(finish.claimed, finish.outcome)),
    types,
    lease: milliseconds(leaseMs),
    workerId,
    limit,
  };
}

const endingUpdate = (shape: EndingShape) =>
  sql`UPDATE job SET ${ENDINGS[shape]}, locked_until = NULL, locked_by = NULL, updated_at = now()
    WHERE id = ${value('endingId')} AND status = 'running' AND attempts = ${value('endingAttempts')}`;

// A job given back wakes the listening workers (one row at most: pg_notify runs once).
const endings = new NamedStatements<EndingShape>(
  'job_end',
  (shape) => sql`
    WITH finished AS (${endingUpdate(shape)} RETURNING id)
    SELECT id${shape === 'released' || shape === 'returned' ? sql`, pg_notify(${JOB_READY_CHANNEL}, '')` : sql``} FROM finished`,
);

/**
 * The job's columns by name: a statement prepared with `job.*` would fail on every connection
 * that prepared it once a migration added a column (named-statements.ts).
 */
const JOB_COLUMNS = sql.join(
  Object.values(getTableColumns(job)).map((column) => sql`job.${sql.identifier(column.name)}`),
  sql`, `,
);

// job_due (migration 0010) reads the two partial indexes in order and locks what it takes.
// The run being ended is still `running`: were its lease to have expired, job_due must not
// take it in the same statement. `= ANY(ARRAY(…))`: the taken ids are looked up by the
// primary key, never by a scan of the table.
const claims = new NamedStatements<EndingShape | 'none'>('job_claim', (shape) => {
  const ending = shape === 'none' ? null : shape;
  return sql`
    WITH ${ending ? sql`finished AS (${endingUpdate(ending)} RETURNING id),` : sql``}
    claimed AS (
      UPDATE job SET status = 'running', attempts = job.attempts + 1, locked_until = now() + ${value('lease')}::interval,
        locked_by = ${value('workerId')}, updated_at = now()
      WHERE job.id = ANY(ARRAY(SELECT job_due(${value('types')}, ${value('limit')}, ${ending ? value('endingId') : sql`NULL`}::uuid)))
      RETURNING ${JOB_COLUMNS}
    )
    SELECT ${ending ? sql`(SELECT count(*) FROM finished)::int` : sql`NULL::int`} AS finished, claimed.*
    FROM (VALUES (1)) AS one (x) LEFT JOIN claimed ON true`;
});

/** A job row as raw SQL returns it: snake_case, timestamps as PostgreSQL's text. */
type RawJobRow = {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  status: JobRow['status'];
  attempts: number;
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  effect_state: JobRow['effectState'];
  effect_reference: string | null;
  effect_at: string | null;
};

const timestamp = (text: string | null) => (text === null ? null : readTimestamptz(text));

function toJobRow(raw: RawJobRow): JobRow {
  return {
    id: raw.id,
    type: raw.type,
    payload: raw.payload,
    status: raw.status,
    attempts: Number(raw.attempts),
    runAt: readTimestamptz(raw.run_at),
    lockedUntil: timestamp(raw.locked_until),
    lockedBy: raw.locked_by,
    lastError: raw.last_error,
    idempotencyKey: raw.idempotency_key,
    createdAt: readTimestamptz(raw.created_at),
    updatedAt: readTimestamptz(raw.updated_at),
    effectState: raw.effect_state,
    effectReference: raw.effect_reference,
    effectAt: timestamp(raw.effect_at),
  };
}

/**
 * Writing to the job table: enqueue (one job or many, in the caller's transaction), and the
 * writes a run makes while it holds its claim (lease renewal, effect records). Every write
 * after the claim is fenced by `attempts`: the claim increments it, so a worker whose lease
 * expired and was taken over can no longer write (its update matches no row). Claims and the
 * end of a run are in job-claims.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../database/database';
import { job } from '../database/schema';
import type { JobEffectState } from './job-types';

export type JobRow = typeof job.$inferSelect;

export interface NewJob {
  type: string;
  payload?: Record<string, unknown>;
  /** A second enqueue with the same key is a no-op that returns the first job. */
  idempotencyKey?: string;
  /** Not before this time; now by default. */
  runAt?: Date;
}

export interface EnqueuedJob {
  id: string;
  /** False when a job with the same idempotency key already existed (its id is returned). */
  created: boolean;
}

/**
 * What workers LISTEN on. Enqueue notifies it in its own statement, so the notification is
 * sent when the caller's transaction commits, and never for a job that was rolled back.
 */
export const JOB_READY_CHANNEL = 'job_ready';

/**
 * Adds a job. Pass the transaction that makes the change the job reacts to (outbox pattern):
 * the job exists if and only if that change commits.
 */
export async function enqueue(db: Database | Transaction, newJob: NewJob): Promise<EnqueuedJob> {
  const [enqueued] = await enqueueMany(db, [newJob]);
  return enqueued as EnqueuedJob;
}

/**
 * Adds jobs in one statement (same outbox rule as enqueue), answering in the order given.
 * A due job among them wakes the listening workers once the transaction commits.
 */
export async function enqueueMany(db: Database | Transaction, newJobs: readonly NewJob[]): Promise<EnqueuedJob[]> {
  if (newJobs.length === 0) return [];
  // The ids are made here so each answer can be matched to its job without relying on the
  // order of RETURNING.
  const rows = newJobs.map((newJob) => ({
    id: randomUUID(),
    type: newJob.type,
    payload: newJob.payload ?? {},
    idempotency_key: newJob.idempotencyKey ?? null,
    run_at: newJob.runAt?.toISOString() ?? null,
  }));
  const result = await db.execute<{ given: string; id: string | null; created: boolean }>(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS i(id uuid, type text, payload jsonb, idempotency_key text, run_at timestamptz)
    ),
    inserted AS (
      INSERT INTO job (id, type, payload, idempotency_key, run_at)
      SELECT id, type, payload, idempotency_key, coalesce(run_at, now()) FROM input
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, run_at
    ),
    woken AS (
      SELECT pg_notify(${JOB_READY_CHANNEL}, '') FROM inserted WHERE run_at <= now() LIMIT 1
    )
    SELECT input.id AS given, coalesce(inserted.id, existing.id) AS id, inserted.id IS NOT NULL AS created,
      (SELECT count(*) FROM woken) AS woken
    FROM input
    LEFT JOIN inserted ON inserted.id = input.id
    LEFT JOIN job existing ON inserted.id IS NULL AND existing.idempotency_key = input.idempotency_key`);
  const byGiven = new Map(result.rows.map((row) => [row.given, row]));
  const answers = rows.map((row) => {
    const found = byGiven.get(row.id);
    return { key: row.idempotency_key, id: found?.id ?? null, created: found?.created === true };
  });
  // A key this statement could not see: taken by a transaction that committed while it ran,
  // or twice in this batch. A new statement sees the job that holds it.
  const unseen = answers.filter((answer) => answer.id === null).map((answer) => answer.key ?? '');
  if (unseen.length > 0) {
    const holders = await db
      .select({ id: job.id, key: job.idempotencyKey })
      .from(job)
      .where(inArray(job.idempotencyKey, unseen));
    const byKey = new Map(holders.map((holder) => [holder.key, holder.id]));
    for (const answer of answers) answer.id ??= byKey.get(answer.key) ?? null;
  }
  return answers.map(({ id, created }) => {
    if (id === null) throw new Error('Job insert conflicted but no job has its idempotency key');
    return { id, created };
  });
}

/** Extends the lease of a job still held; false when another worker has taken it over. */
export async function renewLease(db: Database, claimed: JobRow, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ lockedUntil: after(leaseMs) })
    .where(held(claimed))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** Records the job's outside effect (ADR 0023); false when the lease was lost (nothing written). */
export async function recordEffect(
  db: Database,
  claimed: JobRow,
  state: JobEffectState,
  reference: string | null,
): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ effectState: state, effectReference: reference, effectAt: sql`now()` })
    .where(held(claimed))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** The database's clock, not the worker's: workers on several machines agree on leases. */
function after(ms: number) {
  return sql`now() + ${milliseconds(ms)}::interval`;
}

/** `ms` as PostgreSQL's interval text. */
export const milliseconds = (ms: number) => `${Math.max(0, Math.round(ms))} milliseconds`;

function held(claimed: JobRow) {
  return and(eq(job.id, claimed.id), eq(job.status, 'running'), eq(job.attempts, claimed.attempts));
}

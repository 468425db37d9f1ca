/**
 * The job table as a queue. Every state change after the claim is fenced by `attempts`: the
 * claim increments it, so a worker whose lease expired and was taken over can no longer mark
 * the job (its update matches no row) and cannot overwrite the new owner's outcome.
 */
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
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

const MAX_ERROR_LENGTH = 2_000;

/**
 * Adds a job. Pass the transaction that makes the change the job reacts to (outbox pattern):
 * the job exists if and only if that change commits.
 */
export async function enqueue(db: Database | Transaction, newJob: NewJob): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(job)
    .values({
      type: newJob.type,
      payload: newJob.payload ?? {},
      idempotencyKey: newJob.idempotencyKey,
      runAt: newJob.runAt,
    })
    .onConflictDoNothing({ target: job.idempotencyKey })
    .returning({ id: job.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: job.id })
    .from(job)
    .where(eq(job.idempotencyKey, newJob.idempotencyKey ?? ''));
  if (!existing) throw new Error('Job insert conflicted but no job has its idempotency key');
  return { id: existing.id, created: false };
}

/**
 * Takes the oldest due job of the given types: pending and due, or running with an expired
 * lease (its worker died). SKIP LOCKED lets concurrent workers claim different jobs instead
 * of queueing behind one row lock.
 */
export async function claimNextJob(
  db: Database,
  types: string[],
  leaseMs: number,
  workerId: string | null = null,
): Promise<JobRow | null> {
  const now = sql`now()`;
  const due = db
    .select({ id: job.id })
    .from(job)
    .where(
      and(
        inArray(job.type, types),
        or(
          and(eq(job.status, 'pending'), lte(job.runAt, now)),
          and(eq(job.status, 'running'), lt(job.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(job.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(job)
    .set({ status: 'running', attempts: sql`${job.attempts} + 1`, lockedUntil: after(leaseMs), lockedBy: workerId })
    .where(inArray(job.id, due))
    .returning();
  return claimed ?? null;
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

/**
 * Gives a claimed job back to the queue at once (a replica shutting down), instead of leaving
 * it to wait for its lease to expire. `attempts` stays as the claim set it: it fences the
 * run being abandoned, and lowering it would let that run's late writes match the next claim.
 */
export async function releaseJob(db: Database, claimed: JobRow): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ status: 'pending', lockedUntil: null, lockedBy: null, runAt: sql`now()` })
    .where(held(claimed))
    .returning({ id: job.id });
  return rows.length > 0;
}

export async function markDone(db: Database, claimed: JobRow, erasePayload: boolean): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({
      status: 'done',
      lockedUntil: null,
      lockedBy: null,
      lastError: null,
      ...(erasePayload ? { payload: {} } : {}),
    })
    .where(held(claimed))
    .returning({ id: job.id });
  return rows.length > 0;
}

export async function scheduleRetry(db: Database, claimed: JobRow, delayMs: number, error: string): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({
      status: 'pending',
      lockedUntil: null,
      lockedBy: null,
      runAt: after(delayMs),
      lastError: error.slice(0, MAX_ERROR_LENGTH),
    })
    .where(held(claimed))
    .returning({ id: job.id });
  return rows.length > 0;
}

export async function markFailed(
  db: Database,
  claimed: JobRow,
  error: string,
  erasePayload: boolean,
): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({
      status: 'failed',
      lockedUntil: null,
      lockedBy: null,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      ...(erasePayload ? { payload: {} } : {}),
    })
    .where(held(claimed))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** The database's clock, not the worker's: workers on several machines agree on leases. */
function after(ms: number) {
  return sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;
}

function held(claimed: JobRow) {
  return and(eq(job.id, claimed.id), eq(job.status, 'running'), eq(job.attempts, claimed.attempts));
}

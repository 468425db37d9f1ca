'node:fs/promises';

import { eq, sql } from 'drizzle-orm';
import { job } from '../../src/platform/database/schema';
import {
  enqueue,
  PermanentJobError,
  startWorker,
  type JobContext,
  LeaseLostError,
  type WorkerOptions,
} from '../../src/platform/jobs';
import { claimNextJob, markDone } from '../../src/platform/jobs/job-claims';

import { ProviderError } from '../../src/platform/providers';

import { driversFor } from '../support/test-databases';
import { captureLogs, readJob, waitFor, waitForJobStatus, useJobDatabase } from './support/job-test-kit';

// Both drivers: the job queue claims rows with FOR UPDATE SKIP LOCKED, a lock each driver implements.
describe.each(driversFor('both'))('job worker on %s', (driver) => {
  const suite = useJobDatabase(driver);
  const silent = captureLogs().logger;

  const start = (options: Partial<WorkerOptions> & Pick<WorkerOptions, 'handlers'>) => {
    const worker = startWorker({ db: suite.database.db, pollMs: 20, backoff: () => 0, logger: silent, ...options });
    suite.workers.push(worker);
    return worker;
  };

  describe('enqueue', () => {
    it('writes the job only if the caller’s transaction commits (outbox)', async () => {
      await expect(
        suite.database.db.transaction(async (tx) => {
          await enqueue(tx, { type: 'test.outbox', payload: { n: 1 } });
          throw new Error('the business change failed');
        }),
      ).rejects.toThrow('the business change failed');
      expect(await suite.database.db.select().from(job)).toHaveLength(0);

      const { id } = await suite.database.db.transaction((tx) =>
        enqueue(tx, { type: 'test.outbox', payload: { n: 2 } }),
      );
      expect(await readJob(suite.database.db, id)).toMatchObject({ status: 'pending', attempts: 0, payload: { n: 2 } });
    });

    it('returns the existing job for a repeated idempotency key', async () => {
      const first = await enqueue(suite.database.db, { type: 'test.key', idempotencyKey: 'receipt:1' });
      const second = await enqueue(suite.database.db, {
        type: 'test.key',
        idempotencyKey: 'receipt:1',
        payload: { other: true },
      });
      expect(first.created).toBe(true);
      expect(second).toEqual({ id: first.id, created: false });
      expect(await suite.database.db.select().from(job)).toHaveLength(1);
    });
  });

  it('runs a due job once and marks it done, giving the handler its key', async () => {
    const seen: JobContext[] = [];
    const keyed = await enqueue(suite.database.db, { type: 'test.run', payload: { to: 'x' }, idempotencyKey: 'k-1' });
    const unkeyed = await enqueue(suite.database.db, { type: 'test.run' });
    start({ handlers: { 'test.run': async (context) => void seen.push(context) } });

    await waitForJobStatus(suite.database.db, keyed.id, 'done');
    const done = await waitForJobStatus(suite.database.db, unkeyed.id, 'done');
    expect(done).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect(seen.map(({ id, attempt, idempotencyKey, payload }) => ({ id, attempt, idempotencyKey, payload }))).toEqual([
      { id: keyed.id, attempt: 1, idempotencyKey: 'k-1', payload: { to: 'x' } },
      { id: unkeyed.id, attempt: 1, idempotencyKey: unkeyed.id, payload: {} },
    ]);
  });

  it('leaves jobs alone until their run_at, and jobs of types it has no handler for', async () => {
    const later = await enqueue(suite.database.db, { type: 'test.later', runAt: new Date(Date.now() + 60_000) });
    const foreign = await enqueue(suite.database.db, { type: 'test.someone-else' });
    const ran: string[] = [];
    start({ handlers: { 'test.later': async ({ id }) => void ran.push(id) } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual([]);
    expect((await readJob(suite.database.db, later.id)).status).toBe('pending');
    expect((await readJob(suite.database.db, foreign.id)).status).toBe('pending');
  });

  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const runs: number[] = [];
    const delays: number[] = [];
    const backoff = (attempt: number) => {
      const delay = 150 * 2 ** (attempt - 1);
      delays.push(delay);
      return delay;
    };
    const { id } = await enqueue(suite.database.db, { type: 'test.flaky' });
    start({
      backoff,
      handlers: {
        'test.flaky': async ({ attempt }) => {
          runs.push(Date.now());
          if (attempt < 3) throw new Error(`temporary failure ${attempt}`);
        },
      },
    });

    const afterFirst = await waitFor(async () => {
      const row = await readJob(suite.database.db, id);
      return row.attempts === 1 && row.status === 'pending' ? row : undefined;
    });
    expect(afterFirst.lastError).toBe('Error: temporary failure 1');
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(runs[0]! + 100);

    const done = await waitForJobStatus(suite.database.db, id, 'done');
    expect(done).toMatchObject({ attempts: 3, lastError: null });
    expect(delays).toEqual([150, 300]);
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(140);
    expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(290);
  });

  it('marks a job failed with its last error after max attempts', async () => {
    let calls = 0;
    const { id } = await enqueue(suite.database.db, { type: 'test.broken' });
    start({
      maxAttempts: 3,
      handlers: {
        'test.broken': async () => {
          calls += 1;
          throw new Error(`still broken (${calls})`);
        },
      },
    });
    const failed = await waitForJobStatus(suite.database.db, id, 'failed');
    expect(failed).toMatchObject({ attempts: 3, lastError: 'Error: still broken (3)', lockedUntil: null });
    expect(calls).toBe(3);
  });

  it('fails at once on a permanent error: PermanentJobError or a non-retryable provider error', async () => {
    const bad = await enqueue(suite.database.db, { type: 'test.permanent' });
    const refused = await enqueue(suite.database.db, { type: 'test.refused' });
    start({
      handlers: {
        'test.permanent': async () => {
          throw new PermanentJobError('Malformed payload');
        },
        'test.refused': async () => {
          throw new ProviderError('twilio', '21211', 'invalid number', false);
        },
      },
    });
    expect(await waitForJobStatus(suite.database.db, bad.id, 'failed')).toMatchObject({
      attempts: 1,
      lastError: 'PermanentJobError: Malformed payload',
    });
    expect(await waitForJobStatus(suite.database.db, refused.id, 'failed')).toMatchObject({
      attempts: 1,
      lastError: 'twilio 21211: invalid number',
    });
  });

  describe('leases', () => {
    it('takes over a running job whose worker died (lease expired), and leaves live leases alone', async () => {
      const [dead] = await suite.database.db
        .insert(job)
        .values({ type: 'test.lease', status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1_000) })
        .returning();
      const [alive] = await suite.database.db
        .insert(job)
        .values({ type: 'test.lease', status: 'running', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
        .returning();
      const attempts: number[] = [];
      start({ handlers: { 'test.lease': async ({ attempt }) => void attempts.push(attempt) } });

      expect(await waitForJobStatus(suite.database.db, dead!.id, 'done')).toMatchObject({ attempts: 2 });
      expect(attempts).toEqual([2]);
      expect((await readJob(suite.database.db, alive!.id)).status).toBe('running');
    });

    it('gives up on a job whose workers kept dying, without running it again', async () => {
      const [poison] = await suite.database.db
        .insert(job)
        .values({ type: 'test.poison', status: 'running', attempts: 3, lockedUntil: new Date(Date.now() - 1_000) })
        .returning();
      const handler = jest.fn(async () => undefined);
      start({ maxAttempts: 3, handlers: { 'test.poison': handler } });
      const failed = await waitForJobStatus(suite.database.db, poison!.id, 'failed');
      expect(failed.lastError).toMatch(/^Abandoned/);
      expect(handler).not.toHaveBeenCalled();
    });

    it('renews the lease while a long handler runs, so nobody else takes the job', async () => {
      let release: () => void = () => undefined;
      const runs: number[] = [];
      const { id } = await enqueue(suite.database.db, { type: 'test.long' });
      const handlers = {
        'test.long': async ({ attempt }: JobContext) => {
          runs.push(attempt);
          await new Promise<void>((resolve) => (release = resolve));
        },
      };
      start({ leaseMs: 150, handlers });
      start({ leaseMs: 150, handlers });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(runs).toEqual([1]);
      release();
      expect(await waitForJobStatus(suite.database.db, id, 'done')).toMatchObject({ attempts: 1 });
    });

    it('aborts the handler of a worker that lost its lease, refuses its effect records and discards its result', async () => {
      const { id } = await enqueue(suite.database.db, { type: 'test.stalled' });
      let aborted: unknown = null;
      let attempting: unknown = null;
      let returned = false;
      start({
        leaseMs: 150,
        handlers: {
          'test.stalled': async ({ signal, effect }) => {
            await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
            aborted = signal.reason;
            attempting = await effect.attempting().catch((error: unknown) => error);
            returned = true;
          },
        },
      });
      await waitFor(async () => ((await readJob(suite.database.db, id)).status === 'running' ? true : undefined));
      // Another worker takes the job over (as after a stall longer than the lease).
      await suite.database.db.update(job).set({ lockedUntil: new Date(Date.now() - 1_000) });
      const thief = await claimNextJob(suite.database.db, ['test.stalled'], 60_000);
      expect(thief).toMatchObject({ id, attempts: 2 });
      await waitFor(async () => (returned ? true : undefined), 5_000, 'the stalled handler to see the abort');
      expect(aborted).toBeInstanceOf(LeaseLostError);
      expect(attempting).toBeInstanceOf(LeaseLostError);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The new owner's run is untouched: still running, no effect recorded by the old one.
      expect(await readJob(suite.database.db, id)).toMatchObject({ status: 'running', attempts: 2, effectState: null });
    });

    it('does not let a worker that lost its lease mark the job (fenced by attempts)', async () => {
      const { id } = await enqueue(suite.database.db, { type: 'test.fence' });
      const first = await claimNextJob(suite.database.db, ['test.fence'], 60_000);
      await suite.database.db.update(job).set({ lockedUntil: new Date(Date.now() - 1_000) });
      const second = await claimNextJob(suite.database.db, ['test.fence'], 60_000);
      expect(second).toMatchObject({ id, attempts: 2 });
      expect(await markDone(suite.database.db, first!, false)).toBe(false);
      expect((await readJob(suite.database.db, id)).status).toBe('running');
      expect(await markDone(suite.database.db, second!, false)).toBe(true);
    });
  });

  it('keeps claiming after a migration adds a column to the job table (its statements stay prepared)', async () => {
    const db = suite.database.db;
    const claimAndEnd = async () => {
      const { id } = await enqueue(db, { type: 'test.migrated' });
      const claimed = await claimNextJob(db, ['test.migrated'], 60_000);
      expect(claimed).toMatchObject({ id, status: 'running' });
      expect(await markDone(db, claimed!, false)).toBe(true);
    };
    // One statement at a time: each runs on the connection the one before prepared its claim on.
    await claimAndEnd();
    await db.execute(sql`ALTER TABLE job ADD COLUMN added_by_a_migration text`);
    try {
      await claimAndEnd();
    } finally {
      await db.execute(sql`ALTER TABLE job DROP COLUMN added_by_a_migration`);
    }
  });

  // PGlite is one connection, so no second transaction can hold a lock while another claims.
  (driver === 'postgres' ? it : it.skip)(
    'skips a job locked by another transaction instead of waiting for it',
    async () => {
      const older = await enqueue(suite.database.db, { type: 'test.locked', runAt: new Date(Date.now() - 2_000) });
      const newer = await enqueue(suite.database.db, { type: 'test.locked', runAt: new Date(Date.now() - 1_000) });
      let release: () => void = () => undefined;
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = suite.database.db.transaction(async (tx) => {
        await tx.select().from(job).where(eq(job.id, older.id)).for('update');
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isLocked;
      const claimed = await claimNextJob(suite.database.db, ['test.locked'], 60_000);
      release();
      await holder;
      expect(claimed?.id).toBe(newer.id);
    },
  );

  it('runs every job exactly once with several workers claiming concurrently', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) => enqueue(suite.database.db, { type: 'test.many', payload: { n } })),
    );
    const handled: string[] = [];
    const handlers = {
      'test.many': async ({ id }: JobContext) => {
        handled.push(id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    start({ handlers, concurrency: 3 });
    start({ handlers, concurrency: 3 });
    await waitFor(async () => {
      const [row] = await suite.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(job)
        .where(sql`${job.status} = 'done'`);
      return row?.count === ids.length ? true : undefined;
    });
    expect(handled.sort()).toEqual(ids.map(({ id }) => id).sort());
  });

  it('stop() waits for the job in progress to finish', async () => {
    let finished = false;
    const { id } = await enqueue(suite.database.db, { type: 'test.stop' });
    const worker = start({
      handlers: {
        'test.stop': async () => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          finished = true;
        },
      },
    });
    await waitFor(async () => ((await readJob(suite.database.db, id)).status === 'running' ? true : undefined));
    await worker.stop();
    expect(finished).toBe(true);
    expect((await readJob(suite.database.db, id)).status).toBe('done');
  });
});

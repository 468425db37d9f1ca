/**
 * enqueueMany: many jobs in one statement, inside the caller's transaction, with the
 * idempotency keys of enqueue. Retention: finished jobs past the age are deleted, in batches,
 * and nothing else is.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { job } from '../../src/platform/database/schema';
import { enqueue, enqueueMany, pruneFinishedJobs, startWorker } from '../../src/platform/jobs';
import { driversFor, openEmptyDatabase } from '../support/test-databases';
import { captureLogs, waitFor } from './support/job-test-kit';

const DAY = 86_400_000;

// Both drivers: the batch's JSON input and ON CONFLICT as each driver runs them.
describe.each(driversFor('both'))('enqueueMany and retention on %s', (driver) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openEmptyDatabase(driver);
    await database.migrate();
  });
  afterAll(() => database?.close());
  beforeEach(() => database.db.delete(job));

  describe('enqueueMany', () => {
    it('adds every job if and only if the caller’s transaction commits', async () => {
      const batch = [
        { type: 'test.batch', payload: { n: 1 } },
        { type: 'test.batch', payload: { n: 2 }, idempotencyKey: 'batch:2' },
        { type: 'test.other', runAt: new Date(Date.now() + DAY) },
      ];
      await expect(
        database.db.transaction(async (tx) => {
          await enqueueMany(tx, batch);
          throw new Error('the business change failed');
        }),
      ).rejects.toThrow('the business change failed');
      expect(await database.db.select().from(job)).toHaveLength(0);

      const answers = await database.db.transaction((tx) => enqueueMany(tx, batch));
      expect(answers.map((answer) => answer.created)).toEqual([true, true, true]);
      const rows = await database.db
        .select()
        .from(job)
        .where(
          inArray(
            job.id,
            answers.map((answer) => answer.id),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(answers.map((answer) => byId.get(answer.id))).toMatchObject([
        { type: 'test.batch', payload: { n: 1 }, idempotencyKey: null, status: 'pending', attempts: 0 },
        { type: 'test.batch', payload: { n: 2 }, idempotencyKey: 'batch:2' },
        { type: 'test.other', payload: {} },
      ]);
      expect(byId.get(answers[2]!.id)!.runAt.getTime()).toBe(batch[2]!.runAt!.getTime());
      expect(byId.get(answers[0]!.id)!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    });

    it('answers the existing job for a key already taken, before or within the batch', async () => {
      const earlier = await enqueue(database.db, { type: 'test.batch', idempotencyKey: 'receipt:1' });
      const answers = await enqueueMany(database.db, [
        { type: 'test.batch', idempotencyKey: 'receipt:1', payload: { other: true } },
        { type: 'test.batch', idempotencyKey: 'receipt:2' },
        { type: 'test.batch', idempotencyKey: 'receipt:2' },
      ]);
      expect(answers[0]).toEqual({ id: earlier.id, created: false });
      expect(answers[1]?.created).toBe(true);
      expect(answers[2]).toEqual({ id: answers[1]?.id, created: false });
      const rows = await database.db.select().from(job).orderBy(asc(job.idempotencyKey));
      expect(rows.map((row) => [row.idempotencyKey, row.payload])).toEqual([
        ['receipt:1', {}],
        ['receipt:2', {}],
      ]);
    });

    it('adds 5,000 jobs at once and nothing for an empty list', async () => {
      expect(await enqueueMany(database.db, [])).toEqual([]);
      const answers = await enqueueMany(
        database.db,
        Array.from({ length: 5_000 }, (_, n) => ({ type: 'test.bulk', payload: { n } })),
      );
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(5_000);
      const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(job);
      expect(Number(row?.count)).toBe(5_000);
    });
  });

  describe('retention', () => {
    /** Jobs in each state, finished (or last changed) `ageDays` ago. */
    const seed = async (ageDays: number) => {
      const at = new Date(Date.now() - ageDays * DAY);
      const rows = await database.db
        .insert(job)
        .values(
          (['done', 'failed', 'pending', 'running'] as const).map((status) => ({
            type: `test.${status}`,
            status,
            runAt: at,
            idempotencyKey: `${status}:${ageDays}`,
          })),
        )
        .returning({ id: job.id });
      // Drizzle stamps updated_at with the time of the write: set the age afterwards.
      await database.db
        .update(job)
        .set({ updatedAt: sql`${at.toISOString()}::timestamptz` })
        .where(
          inArray(
            job.id,
            rows.map((row) => row.id),
          ),
        );
    };
    const keys = async () =>
      (await database.db.select({ key: job.idempotencyKey }).from(job).orderBy(asc(job.idempotencyKey))).map(
        (row) => row.key,
      );

    it('deletes done and failed jobs older than the age, in batches, and keeps the rest', async () => {
      await seed(40);
      await seed(45);
      await seed(1);
      expect(await pruneFinishedJobs(database.db, 30 * DAY, 3)).toBe(3);
      expect(await pruneFinishedJobs(database.db, 30 * DAY, 3)).toBe(1);
      expect(await pruneFinishedJobs(database.db, 30 * DAY, 3)).toBe(0);
      expect(await keys()).toEqual([
        'done:1',
        'failed:1',
        'pending:1',
        'pending:40',
        'pending:45',
        'running:1',
        'running:40',
        'running:45',
      ]);
    });

    it('is run by the worker on its schedule', async () => {
      await seed(40);
      const { logger, text } = captureLogs();
      const worker = startWorker({
        db: database.db,
        pollMs: 50,
        logger,
        handlers: { 'test.unrelated': async () => undefined },
        retention: { afterMs: 30 * DAY, everyMs: 50, batchSize: 1 },
      });
      try {
        await waitFor(async () => ((await keys()).length === 2 ? true : undefined), 5_000, 'the old jobs to go');
        expect(await keys()).toEqual(['pending:40', 'running:40']);
        await waitFor(async () => (text().includes('finished jobs pruned') ? true : undefined));
      } finally {
        await worker.stop();
      }
      const [pending] = await database.db.select().from(job).where(eq(job.status, 'pending'));
      expect(pending?.idempotencyKey).toBe('pending:40');
    });
  });
});

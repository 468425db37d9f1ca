/**
 * An idle worker is woken by the enqueue's notification as its transaction commits (LISTEN),
 * not by its next poll, on whichever replica the job was enqueued; the poll remains the
 * fallback. The workers here poll once a minute, so a job run within seconds was woken.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { openPostgres } from '../../src/platform/database/postgres-database';
import { enqueue, enqueueMany, startWorker } from '../../src/platform/jobs';
import { createThrowawayPostgres, driversFor, dropThrowawayPostgres, TEST_DRIVERS } from '../support/test-databases';
import { captureLogs, readJob, waitFor, waitForJobStatus, useJobDatabase } from './support/job-test-kit';

const MINUTE = 60_000;
const silent = captureLogs().logger;

/** Until the worker's first claim found nothing and its LISTEN is in place. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

// Both drivers: PGlite delivers notifications within its process, PostgreSQL over a connection of its own.
describe.each(driversFor('both'))('waking a job worker on %s', (driver) => {
  const suite = useJobDatabase(driver);

  const start = (handle: () => Promise<void>, listen: DatabaseHandle['listen'] | undefined = suite.database.listen) => {
    const worker = startWorker({
      db: suite.database.db,
      listen,
      pollMs: MINUTE,
      logger: silent,
      handlers: { 'test.wake': handle },
    });
    suite.workers.push(worker);
    return worker;
  };

  it('runs a job enqueued while it sleeps within moments, not at its next poll', async () => {
    start(async () => undefined);
    await settle();
    const { id } = await enqueue(suite.database.db, { type: 'test.wake' });
    await waitForJobStatus(suite.database.db, id, 'done', 5_000);
  });

  it('is woken only when the enqueuing transaction commits', async () => {
    const ran: string[] = [];
    start(async () => void ran.push('ran'));
    await settle();
    let commit: () => void = () => undefined;
    let enqueued: (id: string) => void = () => undefined;
    const idKnown = new Promise<string>((resolve) => (enqueued = resolve));
    const transaction = suite.database.db.transaction(async (tx) => {
      enqueued((await enqueue(tx, { type: 'test.wake' })).id);
      await new Promise<void>((resolve) => (commit = resolve));
    });
    const id = await idKnown;
    if (driver === 'postgres') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ran).toEqual([]);
    }
    commit();
    await transaction;
    await waitForJobStatus(suite.database.db, id, 'done', 5_000);
    expect(ran).toEqual(['ran']);
  });

  it('wakes enough loops for a batch: one notification, every job of it run at once', async () => {
    const worker = startWorker({
      db: suite.database.db,
      listen: suite.database.listen,
      pollMs: MINUTE,
      concurrency: 4,
      logger: silent,
      handlers: { 'test.wake': async () => new Promise((resolve) => setTimeout(resolve, 20)) },
    });
    suite.workers.push(worker);
    await settle();
    const jobs = await suite.database.db.transaction((tx) =>
      enqueueMany(
        tx,
        Array.from({ length: 12 }, (_, n) => ({ type: 'test.wake', payload: { n } })),
      ),
    );
    await waitFor(
      async () => {
        const [row] = await suite.database.db
          .execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM job WHERE status = 'done'`)
          .then((result) => result.rows);
        return Number(row?.count) === jobs.length ? true : undefined;
      },
      5_000,
      'every job of the batch to be done',
    );
  });

  it('still finds jobs by polling without LISTEN', async () => {
    const worker = startWorker({
      db: suite.database.db,
      pollMs: 50,
      logger: silent,
      handlers: { 'test.wake': async () => undefined },
    });
    suite.workers.push(worker);
    await settle();
    const { id } = await enqueue(suite.database.db, { type: 'test.wake' });
    await waitForJobStatus(suite.database.db, id, 'done', 5_000);
  });

  it('does not run a job due later when woken by another', async () => {
    start(async () => undefined);
    await settle();
    const later = await enqueue(suite.database.db, { type: 'test.wake', runAt: new Date(Date.now() + MINUTE) });
    const now = await enqueue(suite.database.db, { type: 'test.wake' });
    await waitForJobStatus(suite.database.db, now.id, 'done', 5_000);
    expect((await readJob(suite.database.db, later.id)).status).toBe('pending');
  });
});

const describeOnPostgres = TEST_DRIVERS.includes('postgres') ? describe : describe.skip;

describeOnPostgres('waking a job worker on another replica (real PostgreSQL)', () => {
  let url: string;
  let replicaA: DatabaseHandle;
  let replicaB: DatabaseHandle;

  beforeAll(async () => {
    url = await createThrowawayPostgres();
    replicaA = openPostgres(url);
    replicaB = openPostgres(url);
    await replicaA.migrate();
  });
  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    if (url) await dropThrowawayPostgres(url);
  });

  it('runs a job enqueued by another replica within moments', async () => {
    const worker = startWorker({
      db: replicaA.db,
      listen: replicaA.listen,
      pollMs: MINUTE,
      logger: silent,
      handlers: { 'test.replica': async () => undefined },
    });
    try {
      await settle();
      const { id } = await replicaB.db.transaction((tx) => enqueue(tx, { type: 'test.replica' }));
      await waitForJobStatus(replicaB.db, id, 'done', 5_000);
    } finally {
      await worker.stop();
    }
  });
});

/**
 * A worker told to stop (a replica shutting down, docs/adr/0037): jobs that finish within the
 * grace period finish; the others are aborted and given back to the queue at once, still
 * fenced, and another worker runs them.
 */
import type { DatabaseHandle } from '../../src/platform/database/database';
import { job } from '../../src/platform/database/schema';
import { enqueue, startWorker, type JobContext, type Worker } from '../../src/platform/jobs';
import { openEmptyDatabase, driversFor } from '../support/test-databases';
import { captureLogs, readJob, waitFor, waitForJobStatus } from './support/job-test-kit';

// Both drivers: the job queue: a claimed job’s row lock and lease as each driver keeps them.
describe.each(driversFor('both'))('stopping a job worker on %s', (driver) => {
  let database: DatabaseHandle;
  const workers: Worker[] = [];
  const logs = captureLogs();

  beforeAll(async () => {
    database = await openEmptyDatabase(driver);
    await database.migrate();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await database?.close();
  });
  beforeEach(() => database.db.delete(job));

  const start = (workerId: string, handle: (context: JobContext) => Promise<void>) => {
    const worker = startWorker({
      db: database.db,
      pollMs: 20,
      workerId,
      logger: logs.logger,
      handlers: { 'test.shutdown': { handle } },
    });
    workers.push(worker);
    return worker;
  };

  it('records which worker holds a claim, and lets a job that finishes within the grace period finish', async () => {
    let finish: () => void = () => undefined;
    const { id } = await enqueue(database.db, { type: 'test.shutdown' });
    const worker = start('replica-a:1', () => new Promise<void>((resolve) => (finish = resolve)));
    const running = await waitForJobStatus(database.db, id, 'running');
    expect(running.lockedBy).toBe('replica-a:1');

    const stopped = worker.stop({ releaseAfterMs: 5_000 });
    setTimeout(() => finish(), 50);
    await stopped;
    expect(await readJob(database.db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('releases a job still running after the grace period to the queue, where another worker runs it', async () => {
    const signals: AbortSignal[] = [];
    const { id } = await enqueue(database.db, { type: 'test.shutdown' });
    // Runs until aborted, as a handler stuck on a slow provider would.
    const worker = start('replica-b:1', ({ signal }) => {
      signals.push(signal);
      return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await waitForJobStatus(database.db, id, 'running');

    const startedStop = Date.now();
    await worker.stop({ releaseAfterMs: 100 });
    expect(Date.now() - startedStop).toBeLessThan(5_000);
    expect(signals[0]?.aborted).toBe(true);
    const released = await readJob(database.db, id);
    // Back in the queue now (not after a lease), with the claim's attempt count kept as its fence.
    expect(released).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null, lockedUntil: null });
    expect(released.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(logs.text()).toContain('job released on shutdown');

    start('replica-c:1', async () => undefined);
    const done = await waitFor(async () => {
      const row = await readJob(database.db, id);
      return row.status === 'done' ? row : undefined;
    });
    expect(done.attempts).toBe(2);
  });
});

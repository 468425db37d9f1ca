/**
 * Claims ahead (worker.ts): while a handler runs, its loop holds the next job, claimed and
 * leased, and starts it as soon as the handler ends. A job claimed ahead that waits longer than
 * claimAheadMs, or whose worker stops, goes back to the queue as it was before the claim
 * (`attempts` included), for any worker to run.
 */
import { job } from '../../src/platform/database/schema';
import { enqueue, type JobContext, startWorker, type WorkerOptions } from '../../src/platform/jobs';
import { claimNextJob, returnJob } from '../../src/platform/jobs/job-claims';
import { driversFor } from '../support/test-databases';
import { captureLogs, readJob, useJobDatabase, waitFor, waitForJobStatus } from './support/job-test-kit';

// Both drivers: the claim ahead is the same claim statement, which each driver runs its own way.
describe.each(driversFor('both'))('claims ahead on %s', (driver) => {
  // Before the suite's own afterEach, which stops the workers: a failed test's handlers end too.
  const openGates = new Set<() => void>();
  afterEach(() => {
    for (const open of openGates) open();
    openGates.clear();
  });
  const suite = useJobDatabase(driver);
  const silent = captureLogs().logger;

  const start = (options: Partial<WorkerOptions> & Pick<WorkerOptions, 'handlers'>) => {
    const worker = startWorker({ db: suite.database.db, pollMs: 20, logger: silent, workerId: 'ahead:1', ...options });
    suite.workers.push(worker);
    return worker;
  };

  /** Handlers that each wait for their job's `finish(n)`, recording the attempt they saw. */
  function gatedHandlers() {
    const gates = new Map<number, () => void>();
    const started: { n: number; attempt: number }[] = [];
    const handle = async ({ payload, attempt }: JobContext) => {
      const n = payload.n as number;
      started.push({ n, attempt });
      await new Promise<void>((resolve) => gates.set(n, resolve));
    };
    const finish = async (n: number) => {
      const open = await waitFor(async () => gates.get(n), 5_000, `job ${n} to start`);
      gates.delete(n);
      open();
    };
    openGates.add(() => [...gates.values()].forEach((open) => open()));
    return { handle, finish, started };
  }

  /** Jobs numbered from `first`, due in that order. */
  const enqueueNumbered = async (count: number, first = 1) => {
    const ids: string[] = [];
    for (let n = first; n < first + count; n += 1) {
      const { id } = await enqueue(suite.database.db, {
        type: 'test.ahead',
        payload: { n },
        runAt: new Date(Date.now() - 10_000 + n),
      });
      ids.push(id);
    }
    return ids;
  };

  it('holds the next job, leased, while a handler runs, and starts it when the handler ends', async () => {
    const [first, second] = await enqueueNumbered(2);
    const { handle, finish, started } = gatedHandlers();
    start({ claimAheadMs: 60_000, handlers: { 'test.ahead': handle } });

    await waitFor(async () => (started.length === 1 ? true : undefined));
    expect(await readJob(suite.database.db, second!)).toMatchObject({
      status: 'running',
      attempts: 1,
      lockedBy: 'ahead:1',
    });
    await finish(1);
    await finish(2);
    expect(await waitForJobStatus(suite.database.db, first!, 'done')).toMatchObject({ attempts: 1 });
    expect(await waitForJobStatus(suite.database.db, second!, 'done')).toMatchObject({ attempts: 1 });
    expect(started).toEqual([
      { n: 1, attempt: 1 },
      { n: 2, attempt: 1 },
    ]);
  });

  it('gives a job back as it was once it has waited claimAheadMs, for a free worker to run', async () => {
    const [, second, third, fourth] = await enqueueNumbered(4);
    const before = await readJob(suite.database.db, second!);
    const busy = gatedHandlers();
    start({ claimAheadMs: 100, handlers: { 'test.ahead': busy.handle } });
    await waitFor(async () => (busy.started.length === 1 ? true : undefined));

    // Claimed ahead, then given back: in its place in the queue, no run counted.
    const returned = await waitFor(async () => {
      const row = await readJob(suite.database.db, second!);
      return row.status === 'pending' && row.updatedAt > before.updatedAt ? row : undefined;
    });
    expect(returned).toMatchObject({ attempts: 0, lockedBy: null, lockedUntil: null, runAt: before.runAt });

    // A free worker runs it, as a first run, while the busy one still holds job 1.
    const free: number[] = [];
    const freeWorker = start({
      claimAheadMs: 0,
      workerId: 'free:1',
      handlers: { 'test.ahead': async ({ payload, attempt }) => void free.push(attempt * 100 + Number(payload.n)) },
    });
    expect(await waitForJobStatus(suite.database.db, second!, 'done')).toMatchObject({ attempts: 1 });
    await waitForJobStatus(suite.database.db, fourth!, 'done');
    expect(free).toEqual([102, 103, 104]);
    await freeWorker.stop();

    // A loop whose last handler took longer than claimAheadMs claims none ahead.
    const [fifth, sixth] = await enqueueNumbered(2, 5);
    await busy.finish(1);
    await waitFor(async () => (busy.started.length === 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readJob(suite.database.db, sixth!)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await readJob(suite.database.db, third!)).toMatchObject({ status: 'done', attempts: 1 });
    await busy.finish(5);
    expect(await waitForJobStatus(suite.database.db, fifth!, 'done')).toMatchObject({ attempts: 1 });
  });

  it('gives back the jobs it holds ahead when it stops, at once', async () => {
    const [first, second] = await enqueueNumbered(2);
    const { handle, finish, started } = gatedHandlers();
    const worker = start({ claimAheadMs: 60_000, handlers: { 'test.ahead': handle } });
    await waitFor(async () => (started.length === 1 ? true : undefined));
    await waitForJobStatus(suite.database.db, second!, 'running');

    const stopped = worker.stop({ releaseAfterMs: 5_000 });
    await waitForJobStatus(suite.database.db, second!, 'pending');
    await finish(1);
    await stopped;
    expect(await readJob(suite.database.db, first!)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await readJob(suite.database.db, second!)).toMatchObject({ attempts: 0, lockedBy: null, lockedUntil: null });
    expect(started).toHaveLength(1);
  });

  it('gives back only a claim it still holds (fenced by attempts)', async () => {
    const [id] = await enqueueNumbered(1);
    const stale = await claimNextJob(suite.database.db, ['test.ahead'], 60_000);
    await suite.database.db.update(job).set({ lockedUntil: new Date(Date.now() - 1_000) });
    const current = await claimNextJob(suite.database.db, ['test.ahead'], 60_000);
    expect(current).toMatchObject({ id, attempts: 2 });
    expect(await returnJob(suite.database.db, stale!)).toBe(false);
    expect(await readJob(suite.database.db, id!)).toMatchObject({ status: 'running', attempts: 2 });
    expect(await returnJob(suite.database.db, current!)).toBe(true);
    expect(await readJob(suite.database.db, id!)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

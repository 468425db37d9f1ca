import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../../src/db/database';
import { enqueue } from '../../src/jobs';
import { createThrowawayPostgres, dropThrowawayPostgres, TEST_DRIVERS } from '../support/test-databases';
import { readJob, waitFor, waitForJobStatus } from './support/job-test-kit';

const API_DIR = path.resolve(__dirname, '..', '..');
const WORKER_SCRIPT = path.join(__dirname, 'fixtures', 'side-effect-worker.ts');

const describeOnPostgres = TEST_DRIVERS.includes('postgres') ? describe : describe.skip;

/**
 * A worker in its own process, so it can really be killed mid-job. Node itself with tsx as a
 * loader: the `tsx` command would be a wrapper process, and killing it would orphan the worker.
 */
function spawnWorker(databaseUrl: string, blockAfterEffect: boolean) {
  const lines: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      BLOCK_AFTER_EFFECT: blockAfterEffect ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, lines, exited };
}

describeOnPostgres('job worker killed mid-job (real PostgreSQL, separate processes)', () => {
  let url: string;
  let database: DatabaseHandle;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    url = await createThrowawayPostgres();
    database = openPostgres(url);
    await database.migrate();
    await database.db.execute(
      sql`CREATE TABLE crash_test_run (job_id uuid NOT NULL, attempt int NOT NULL, pid int NOT NULL)`,
    );
    await database.db.execute(sql`CREATE TABLE crash_test_effect (idempotency_key text PRIMARY KEY)`);
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.close();
    if (url) await dropThrowawayPostgres(url);
  });

  /** Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so. */
  const rows = async (query: SQL) => ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  it('runs the job again after SIGKILL, and its side effect happens exactly once', async () => {
    const { id } = await enqueue(database.db, { type: 'test.side-effect', idempotencyKey: 'crash-test:1' });

    const first = spawnWorker(url, true);
    children.push(first.child);
    await waitFor(
      async () => (first.lines.includes(`effect ${id}`) ? true : undefined),
      20_000,
      'the first worker to act',
    );
    expect(await readJob(database.db, id)).toMatchObject({ status: 'running', attempts: 1 });

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = spawnWorker(url, false);
    children.push(second.child);
    const done = await waitForJobStatus(database.db, id, 'done', 20_000).catch((error: Error) => {
      throw new Error(`${error.message}; the second worker said: ${second.lines.join('\n') || '(nothing)'}`);
    });
    expect(done).toMatchObject({ attempts: 2, lockedUntil: null });

    const runs = await rows(sql`SELECT attempt, pid FROM crash_test_run ORDER BY attempt`);
    expect(runs).toEqual([
      { attempt: 1, pid: first.child.pid },
      { attempt: 2, pid: second.child.pid },
    ]);
    const effects = await rows(sql`SELECT idempotency_key FROM crash_test_effect`);
    expect(effects).toEqual([{ idempotency_key: 'crash-test:1' }]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});

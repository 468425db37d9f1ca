import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { openPostgres } from '../../src/platform/database/postgres-database';
import { enqueueEmail, enqueueSms } from '../../src/platform/jobs';
import { SMS_OUTCOME_UNKNOWN } from '../../src/platform/jobs/handlers/send-sms';
import { SandboxOutbox } from '../../src/platform/providers';
import { createThrowawayPostgres, dropThrowawayPostgres, TEST_DRIVERS } from '../support/test-databases';
import { readJob, waitFor, waitForJobStatus } from './support/job-test-kit';

const API_DIR = path.resolve(__dirname, '..', '..');
const WORKER_SCRIPT = path.join(__dirname, 'fixtures', 'message-worker.ts');

const describeOnPostgres = TEST_DRIVERS.includes('postgres') ? describe : describe.skip;

type CrashPoint = 'after-send' | 'after-handler' | 'none';

/**
 * The product's message handlers in a worker process of their own, so it can really be killed
 * mid-job. Node itself with tsx as a loader: the `tsx` command would be a wrapper process,
 * and killing it would orphan the worker.
 */
function spawnWorker(databaseUrl: string, outboxDir: string, crashPoint: CrashPoint) {
  const lines: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      OUTBOX_DIR: outboxDir,
      CRASH_POINT: crashPoint,
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

describeOnPostgres('message jobs whose worker is killed mid-job (real PostgreSQL, separate processes)', () => {
  let url: string;
  let database: DatabaseHandle;
  let outboxDir: string;
  let outbox: SandboxOutbox;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    url = await createThrowawayPostgres();
    database = openPostgres(url);
    await database.migrate();
  });
  beforeEach(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'crash-outbox-'));
    outbox = new SandboxOutbox(path.join(outboxDir, 'sandbox'));
  });
  afterEach(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(outboxDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await database?.close();
    if (url) await dropThrowawayPostgres(url);
  });

  /** Runs the job in a worker killed at `crashPoint`, then in a healthy one; returns that one. */
  async function crashThenRecover(jobId: string, crashPoint: CrashPoint) {
    const first = spawnWorker(url, outboxDir, crashPoint);
    children.push(first.child);
    await waitFor(
      async () => (first.lines.includes(`crash-point ${jobId}`) ? true : undefined),
      20_000,
      `the first worker to reach ${crashPoint}`,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; it said: ${first.lines.join('\n') || '(nothing)'}`);
    });
    expect(await readJob(database.db, jobId)).toMatchObject({ status: 'running', attempts: 1 });
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = spawnWorker(url, outboxDir, 'none');
    children.push(second.child);
    return second;
  }

  async function stop(worker: ReturnType<typeof spawnWorker>) {
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }

  it('texts a code at most once: killed after Twilio took it, the next run does not send it again', async () => {
    const { id } = await enqueueSms(database.db, { to: '+15125550100', body: 'Your code is 482913' }, 'crash:sms:1');
    const second = await crashThenRecover(id, 'after-send');
    const failed = await waitForJobStatus(database.db, id, 'failed', 20_000);
    expect(failed).toMatchObject({ attempts: 2, effectState: 'attempting', payload: {} });
    expect(failed.lastError).toContain(SMS_OUTCOME_UNKNOWN);
    // The sandbox, like Twilio, would have delivered a second send: there is exactly one.
    expect(await outbox.list({ to: '+15125550100' })).toHaveLength(1);
    await stop(second);
  }, 60_000);

  it('does not text again when the run recorded the delivery and died before marking the job done', async () => {
    const { id } = await enqueueSms(database.db, { to: '+15125550101', body: 'Your code is 111222' }, 'crash:sms:2');
    const second = await crashThenRecover(id, 'after-handler');
    const done = await waitForJobStatus(database.db, id, 'done', 20_000);
    const delivered = await outbox.list({ to: '+15125550101' });
    expect(delivered).toHaveLength(1);
    expect(done).toMatchObject({ attempts: 2, effectState: 'delivered', effectReference: delivered[0]?.id });
    await stop(second);
  }, 60_000);

  it('sends an e-mail at least once: killed after the relay took it, the next run sends it again with the same Message-ID', async () => {
    const { id } = await enqueueEmail(
      database.db,
      { to: ['buyer@example.com'], subject: 'Your receipt', html: '<p>Thanks</p>', text: 'Thanks' },
      'crash:receipt:1',
    );
    const second = await crashThenRecover(id, 'after-send');
    const done = await waitForJobStatus(database.db, id, 'done', 20_000);
    const delivered = await outbox.list({ to: 'buyer@example.com' });
    expect(delivered).toHaveLength(2);
    expect(delivered[0]?.messageIdHeader).toBeTruthy();
    expect(delivered[1]?.messageIdHeader).toBe(delivered[0]?.messageIdHeader);
    expect(done).toMatchObject({ attempts: 2, effectState: 'delivered', effectReference: delivered[0]?.id });
    await stop(second);
  }, 60_000);
});

/**
 * The three queues `pnpm bench:jobs` drives, behind one interface: the portal's own
 * (api/src/platform/jobs, as the product runs it), graphile-worker and pg-boss, each with its
 * documented API and settings, on the same PostgreSQL database (each in its own schema).
 */
import { sql } from 'drizzle-orm';
import { Logger as GraphileLogger, makeWorkerUtils, run as runGraphile } from 'graphile-worker';
import { Pool } from 'pg';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { openPostgres } from '../../src/platform/database/postgres-database';
import { enqueue, enqueueMany, startWorker } from '../../src/platform/jobs';

export const QUEUE_NAMES = ['portal', 'graphile-worker', 'pg-boss'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** What each job carries: its number in the run, and when it was enqueued (ms, performance clock). */
export interface BenchPayload {
  n: number;
  t: number;
}

/**
 * A handler's one outside effect, made after `handler` (the two-worker and SIGKILL runs insert
 * a row per run): each queue makes it the way its handlers would.
 */
export interface BenchEffect {
  make(payload: BenchPayload): Promise<void>;
  /** Whether it was made for this job: what a run asks when a record says an earlier run may have made it. */
  made(payload: BenchPayload): Promise<boolean>;
}

export interface WorkOptions {
  concurrency: number;
  handler: (payload: BenchPayload) => Promise<void>;
  effect?: BenchEffect;
  /** How long a job claimed by a worker that died stays claimed, where the queue lets one choose. */
  leaseSeconds?: number;
}

export interface BenchQueue {
  name: QueueName;
  /**
   * Deletes every job of the bench (earlier turns' included). pg-boss fixes a job's expiry
   * when it is enqueued: `leaseSeconds` is the one of the jobs enqueued next.
   */
  reset(leaseSeconds?: number): Promise<void>;
  /** One job in its own transaction, as a request handler would enqueue it. */
  enqueue(payload: BenchPayload): Promise<void>;
  /** Many jobs in one call, the queue's batch API. */
  enqueueBatch(payloads: BenchPayload[]): Promise<void>;
  work(options: WorkOptions): Promise<{ stop(): Promise<void> }>;
  close(): Promise<void>;
}

const JOB = 'bench';
export const now = () => performance.timeOrigin + performance.now();

export async function openQueue(name: QueueName, url: string): Promise<BenchQueue> {
  if (name === 'portal') return openPortal(url);
  if (name === 'graphile-worker') return openGraphile(url);
  return openPgBoss(url);
}

async function openPortal(url: string): Promise<BenchQueue> {
  // As many connections as the busiest worker's loops, plus enqueueing and LISTEN.
  const database = openPostgres(url, { maxConnections: 24 });
  await database.migrate();
  const logger = pino({ level: 'silent' });
  return {
    name: 'portal',
    reset: () => database.db.execute(sql`TRUNCATE job`).then(() => undefined),
    enqueue: (payload) =>
      database.db.transaction((tx) => enqueue(tx, { type: JOB, payload: { ...payload } })).then(() => undefined),
    enqueueBatch: (payloads) =>
      enqueueMany(
        database.db,
        payloads.map((payload) => ({ type: JOB, payload: { ...payload } })),
      ).then(() => undefined),
    async work({ concurrency, handler, effect, leaseSeconds = 60 }) {
      const worker = startWorker({
        db: database.db,
        listen: database.listen,
        concurrency,
        pollMs: 1_000,
        leaseMs: leaseSeconds * 1_000,
        logger,
        handlers: {
          [JOB]: async ({ payload, signal, effect: record }) => {
            const job = payload as unknown as BenchPayload;
            await handler(job);
            if (!effect) return;
            // As the product's handlers do (ADR 0023): 'attempting' committed before the effect,
            // 'delivered' after. A run that finds 'delivered' does nothing; one that finds
            // 'attempting' asks whether the effect happened, as the transfer reconciler asks the
            // provider by idempotency key, and makes it only if not.
            if (record.recorded?.state === 'delivered') return;
            if (record.recorded?.state === 'attempting' && (await effect.made(job))) {
              return record.delivered(String(job.n));
            }
            signal.throwIfAborted();
            await record.attempting();
            await effect.make(job);
            await record.delivered(String(job.n));
          },
        },
      });
      return { stop: () => worker.stop() };
    },
    close: () => database.close(),
  };
}

async function openGraphile(url: string): Promise<BenchQueue> {
  const logger = new GraphileLogger(() => () => undefined);
  const utils = await makeWorkerUtils({ connectionString: url, logger });
  await utils.migrate();
  return {
    name: 'graphile-worker',
    reset: () =>
      utils.withPgClient((client) => client.query('DELETE FROM graphile_worker._private_jobs')).then(() => undefined),
    enqueue: (payload) => utils.addJob(JOB, payload).then(() => undefined),
    enqueueBatch: (payloads) =>
      utils.addJobs(payloads.map((payload) => ({ identifier: JOB, payload }))).then(() => undefined),
    async work({ concurrency, handler, effect }) {
      // Its lock on a job of a worker that died lasts 4 hours, fixed: leaseSeconds has no equivalent.
      const runner = await runGraphile({
        connectionString: url,
        concurrency,
        noHandleSignals: true,
        pollInterval: 1_000,
        logger,
        taskList: { [JOB]: async (payload) => runAndMake(payload as BenchPayload, handler, effect) },
      });
      return { stop: () => runner.stop() };
    },
    close: async () => {
      await utils.release();
    },
  };
}

async function openPgBoss(url: string): Promise<BenchQueue> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    max: 24,
    // Expired jobs (a worker that died) are found by maintenance: every second here.
    maintenanceIntervalSeconds: 1,
  });
  boss.on('error', () => undefined);
  await boss.start();
  const createQueue = (leaseSeconds: number) =>
    boss.createQueue(JOB, { name: JOB, expireInSeconds: leaseSeconds, retryLimit: 5, retryDelay: 0 });
  // A queue that exists (an earlier run of this database) is kept: createQueue is a no-op then.
  await createQueue(60);
  const admin = new Pool({ connectionString: url, max: 1 });
  return {
    name: 'pg-boss',
    async reset(leaseSeconds = 60) {
      await admin.query('DELETE FROM pgboss.job WHERE name = $1', [JOB]);
      await admin.query('DELETE FROM pgboss.archive WHERE name = $1', [JOB]);
      await boss.updateQueue(JOB, { name: JOB, expireInSeconds: leaseSeconds });
    },
    enqueue: (payload) => boss.send(JOB, payload).then(() => undefined),
    enqueueBatch: (payloads) => boss.insert(payloads.map((data) => ({ name: JOB, data }))).then(() => undefined),
    async work({ concurrency, handler, effect }) {
      // pg-boss fetches a batch per round trip and, after each fetch, waits out the rest of its
      // polling interval (0.5 s at least): it is fast only with batches. Up to 100 jobs a fetch,
      // run `concurrency` at a time.
      const id = await boss.work<BenchPayload>(JOB, { batchSize: 100, pollingIntervalSeconds: 0.5 }, async (jobs) => {
        let next = 0;
        const lane = async () => {
          while (next < jobs.length) await runAndMake((jobs[next++] as (typeof jobs)[number]).data, handler, effect);
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
      });
      return { stop: () => boss.offWork({ id }) };
    },
    close: async () => {
      await boss.stop({ graceful: false, wait: true });
      await admin.end();
    },
  };
}

/** The libraries keep no record of a handler's effect: their handlers make it on every run. */
async function runAndMake(payload: BenchPayload, handler: WorkOptions['handler'], effect?: BenchEffect) {
  await handler(payload);
  await effect?.make(payload);
}

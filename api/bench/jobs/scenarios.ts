/**
 * What `pnpm bench:jobs` measures, one queue at a time. Rates count from the first handler
 * start (drains) or the first call (enqueues), so a library's start-up is not measured.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Pool } from 'pg';
import { type BenchPayload, type BenchQueue, now, openQueue, type WorkOptions } from './queues';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const payloads = (count: number, from = 0): BenchPayload[] =>
  Array.from({ length: count }, (_, index) => ({ n: from + index, t: 0 }));

/** Enqueues `count` jobs one after the other, each in its own transaction: jobs/s. */
export async function enqueueOneByOne(queue: BenchQueue, count: number): Promise<number> {
  await queue.reset();
  const started = now();
  for (let n = 0; n < count; n += 1) await queue.enqueue({ n, t: now() });
  return (count * 1_000) / (now() - started);
}

/** Enqueues `batches` batches of `size` jobs: jobs/s. */
export async function enqueueBatched(queue: BenchQueue, batches: number, size: number): Promise<number> {
  await queue.reset();
  const started = now();
  for (let batch = 0; batch < batches; batch += 1) await queue.enqueueBatch(payloads(size, batch * size));
  return (batches * size * 1_000) / (now() - started);
}

async function fill(queue: BenchQueue, backlog: number, leaseSeconds?: number) {
  await queue.reset(leaseSeconds);
  const size = 10_000;
  for (let from = 0; from < backlog; from += size) {
    await queue.enqueueBatch(payloads(Math.min(size, backlog - from), from));
  }
}

/**
 * Drains a backlog: jobs/s from the first handler start until `measured` jobs (default all)
 * have finished their handler.
 */
export async function drain(
  queue: BenchQueue,
  {
    backlog,
    concurrency,
    handlerMs,
    measured = backlog,
  }: { backlog: number; concurrency: number; handlerMs: number; measured?: number },
): Promise<number> {
  await fill(queue, backlog);
  let first = 0;
  let done = 0;
  let finished: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const worker = await queue.work({
    concurrency,
    handler: async () => {
      if (first === 0) first = now();
      if (handlerMs > 0) await sleep(handlerMs);
      done += 1;
      if (done === measured) finished();
    },
  });
  await allDone;
  const elapsed = now() - first;
  await worker.stop();
  return (measured * 1_000) / elapsed;
}

/** Jobs enqueued at a steady `perSecond` to an idle worker: ms from enqueue to handler start. */
export async function latency(
  queue: BenchQueue,
  { perSecond, seconds, concurrency }: { perSecond: number; seconds: number; concurrency: number },
): Promise<{ p50: number; p99: number; max: number }> {
  await queue.reset();
  const total = perSecond * seconds;
  const waits: number[] = [];
  let finished: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const worker = await queue.work({
    concurrency,
    handler: async ({ t }) => {
      waits.push(now() - t);
      if (waits.length === total) finished();
    },
  });
  await sleep(1_000);
  const started = now();
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1_000) / perSecond;
    const ahead = due - now();
    if (ahead > 0) await sleep(ahead);
    await queue.enqueue({ n, t: now() });
  }
  await Promise.race([allDone, sleep(30_000)]);
  await worker.stop();
  waits.sort((a, b) => a - b);
  const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: waits.at(-1) ?? NaN };
}

export interface Duplicates {
  /** Jobs whose handler ran more than once. */
  twice: number;
  /** Jobs whose handler never ran within the wait. */
  lost: number;
}

async function countRuns(runs: Pool, total: number): Promise<Duplicates> {
  const { rows } = await runs.query<{ twice: string; ran: string }>(
    `SELECT count(*) FILTER (WHERE c > 1) AS twice, count(*) AS ran FROM (SELECT n, count(*) AS c FROM bench_run GROUP BY n) r`,
  );
  return { twice: Number(rows[0]?.twice), lost: total - Number(rows[0]?.ran) };
}

async function waitForRuns(runs: Pool, total: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await runs.query<{ ran: string }>('SELECT count(DISTINCT n) AS ran FROM bench_run');
    if (Number(rows[0]?.ran) >= total) return;
    await sleep(200);
  }
}

/**
 * The work of the two-worker and SIGKILL runs: 5 ms, then the effect whose duplicates they
 * count, a row in bench_run (each queue makes it as its handlers would, queues.ts).
 */
export function recorder(runs: Pool, worker: string): Pick<WorkOptions, 'handler' | 'effect'> {
  return {
    handler: async () => {
      await sleep(5);
    },
    effect: {
      make: async ({ n }) => {
        await runs.query('INSERT INTO bench_run (n, worker) VALUES ($1, $2)', [n, worker]);
      },
      made: async ({ n }) => ((await runs.query('SELECT 1 FROM bench_run WHERE n = $1', [n])).rowCount ?? 0) > 0,
    },
  };
}

/** Two workers (each its own connection pool, as two replicas) drain one backlog. */
export async function twoWorkers(queue: BenchQueue, url: string, total: number): Promise<Duplicates> {
  const runs = new Pool({ connectionString: url, max: 8 });
  const second = await openQueue(queue.name, url);
  try {
    await fill(queue, total);
    await runs.query('TRUNCATE bench_run');
    const workers = await Promise.all([
      queue.work({ concurrency: 4, ...recorder(runs, 'a') }),
      second.work({ concurrency: 4, ...recorder(runs, 'b') }),
    ]);
    await waitForRuns(runs, total, 60_000);
    await sleep(1_000);
    await Promise.all(workers.map((worker) => worker.stop()));
    return await countRuns(runs, total);
  } finally {
    await second.close();
    await runs.end();
  }
}

/**
 * A worker process killed (SIGKILL) after a quarter of the backlog, then a new worker: which
 * jobs ran twice, which never ran within `leaseSeconds` + 20 s, and when the last one ran.
 */
export async function sigkill(
  queue: BenchQueue,
  url: string,
  total: number,
  leaseSeconds: number,
): Promise<Duplicates & { recoveredSeconds: number | null }> {
  const runs = new Pool({ connectionString: url, max: 8 });
  try {
    await fill(queue, total, leaseSeconds);
    await runs.query('TRUNCATE bench_run');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'kill-worker.ts')], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: url,
        QUEUE: queue.name,
        LEASE_SECONDS: String(leaseSeconds),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    for (;;) {
      const { rows } = await runs.query<{ ran: string }>('SELECT count(*) AS ran FROM bench_run');
      if (Number(rows[0]?.ran) >= total / 4) break;
      await sleep(20);
    }
    child.kill('SIGKILL');
    await exited;
    const killedAt = now();
    const worker = await queue.work({ concurrency: 4, leaseSeconds, ...recorder(runs, 'after') });
    await waitForRuns(runs, total, (leaseSeconds + 20) * 1_000);
    const { rows } = await runs.query<{ ran: string }>('SELECT count(DISTINCT n) AS ran FROM bench_run');
    const recoveredSeconds = Number(rows[0]?.ran) >= total ? (now() - killedAt) / 1_000 : null;
    await sleep(1_000);
    await worker.stop();
    return { ...(await countRuns(runs, total)), recoveredSeconds };
  } finally {
    await runs.end();
  }
}

/**
 * `pnpm bench:jobs`: the portal's job queue beside graphile-worker and pg-boss on one
 * throwaway PostgreSQL database (dropped after), in alternating turns (each round runs the
 * queues in the opposite order of the one before). A benchmark, not a test: the run replaces
 * docs/bench/jobs.md.
 *
 * Env: BENCH_ROUNDS (default 2), BENCH_QUEUES (default all three, comma-separated),
 * BENCH_PARTS (default all: enqueue,drain,backlog,latency,two-workers,sigkill),
 * BENCH_DRAINS (default all six: 0:1,0:4,0:16,5:1,5:4,5:16, each `handler ms:concurrency`),
 * BENCH_LATENCY_SECONDS (default 10), BENCH_REPORT (default docs/bench/jobs.md),
 * BENCH_SYNCHRONOUS_COMMIT (default `on`; `off` takes the disk's flush out of every commit,
 * so the figures show the queues' own cost rather than the disk's).
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { createThrowawayPostgres, dropThrowawayPostgres } from '../../test/support/test-databases';
import { type BenchQueue, openQueue, QUEUE_NAMES, type QueueName } from './queues';
import { drain, enqueueBatched, enqueueOneByOne, latency, sigkill, twoWorkers } from './scenarios';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const QUEUES = (process.env.BENCH_QUEUES?.split(',') ?? QUEUE_NAMES) as QueueName[];
const PARTS = process.env.BENCH_PARTS?.split(',') ?? [
  'enqueue',
  'drain',
  'backlog',
  'latency',
  'two-workers',
  'sigkill',
];
const DRAINS = (process.env.BENCH_DRAINS?.split(',') ?? ['0:1', '0:4', '0:16', '5:1', '5:4', '5:16']).map((drain) => {
  const [handlerMs, concurrency] = drain.split(':').map(Number);
  if (!Number.isInteger(handlerMs) || !Number.isInteger(concurrency)) throw new Error(`BENCH_DRAINS: ${drain}?`);
  return { handlerMs: handlerMs as number, concurrency: concurrency as number };
});
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 10);
const REPORT = process.env.BENCH_REPORT ?? path.resolve(__dirname, '..', '..', '..', 'docs', 'bench', 'jobs.md');
const LEASE_SECONDS = 5;
const SYNCHRONOUS_COMMIT = process.env.BENCH_SYNCHRONOUS_COMMIT === 'off' ? 'off' : 'on';

/** One measured figure per queue and round. */
type Row = { what: string; byQueue: Partial<Record<QueueName, string[]>> };

const fmt = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';

async function main() {
  const startedAt = new Date();
  const loadBefore = loadavg();
  const url = await createThrowawayPostgres();
  if (SYNCHRONOUS_COMMIT === 'off') {
    const setting = new Pool({ connectionString: url, max: 1 });
    await setting.query(`ALTER DATABASE "${new URL(url).pathname.slice(1)}" SET synchronous_commit = off`);
    await setting.end();
  }
  const rows: Row[] = [];
  const portalOnly: Row[] = [];
  const queues = new Map<QueueName, BenchQueue>();
  const admin = new Pool({ connectionString: url, max: 1 });
  try {
    await admin.query('CREATE TABLE bench_run (n int NOT NULL, worker text NOT NULL)');
    for (const name of QUEUES) queues.set(name, await openQueue(name, url));

    /** Runs `measure` for every queue, ROUNDS times in alternating order; one row of figures. */
    const inTurns = async (what: string, measure: (queue: BenchQueue) => Promise<string>, only?: QueueName[]) => {
      const row: Row = { what, byQueue: {} };
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? QUEUES : [...QUEUES].reverse();
        for (const name of order) {
          if (only && !only.includes(name)) continue;
          const figure = await measure(queues.get(name) as BenchQueue);
          (row.byQueue[name] ??= []).push(figure);
          console.log(`${what} · ${name} · round ${round + 1}: ${figure}`);
        }
      }
      (only ? portalOnly : rows).push(row);
    };

    if (PARTS.includes('enqueue')) {
      await inTurns('enqueue one by one, 1,000 jobs (jobs/s)', async (queue) =>
        fmt(await enqueueOneByOne(queue, 1_000)),
      );
      await inTurns('enqueue in batches of 1,000, 20 batches (jobs/s)', async (queue) =>
        fmt(await enqueueBatched(queue, 20, 1_000)),
      );
    }
    if (PARTS.includes('drain')) {
      for (const { handlerMs, concurrency } of DRAINS) {
        const backlog = handlerMs === 0 ? 4_000 : concurrency === 1 ? 1_000 : 3_000;
        await inTurns(
          `drain ${fmt(backlog)} jobs, ${handlerMs === 0 ? 'no-op' : `${handlerMs} ms`} handler, concurrency ${concurrency} (jobs/s)`,
          async (queue) => fmt(await drain(queue, { backlog, concurrency, handlerMs })),
        );
      }
    }
    if (PARTS.includes('backlog')) {
      for (const backlog of [1_000, 100_000]) {
        await inTurns(
          `drain the first 1,000 of ${fmt(backlog)} waiting jobs, no-op handler, concurrency 1 (jobs/s)`,
          async (queue) => fmt(await drain(queue, { backlog, concurrency: 1, handlerMs: 0, measured: 1_000 })),
          ['portal'],
        );
      }
    }
    if (PARTS.includes('latency')) {
      await inTurns(
        `enqueue to handler start at 200 jobs/s for ${LATENCY_SECONDS} s, p50 / p99 / max (ms)`,
        async (queue) => {
          const { p50, p99, max } = await latency(queue, { perSecond: 200, seconds: LATENCY_SECONDS, concurrency: 4 });
          return `${fmt(p50, 1)} / ${fmt(p99, 1)} / ${fmt(max, 0)}`;
        },
      );
    }
    if (PARTS.includes('two-workers')) {
      await inTurns('two workers (concurrency 4 each) on 2,000 jobs: ran twice / lost', async (queue) => {
        const { twice, lost } = await twoWorkers(queue, url, 2_000);
        return `${twice} / ${lost}`;
      });
    }
    if (PARTS.includes('sigkill')) {
      await inTurns(
        `worker SIGKILLed after 500 of 2,000 jobs, a new one started (lease ${LEASE_SECONDS} s where settable): ran twice / lost, all run after (s)`,
        async (queue) => {
          const { twice, lost, recoveredSeconds } = await sigkill(queue, url, 2_000, LEASE_SECONDS);
          return `${twice} / ${lost}, ${recoveredSeconds === null ? `not within ${LEASE_SECONDS + 20} s` : fmt(recoveredSeconds, 1)}`;
        },
      );
    }
  } finally {
    for (const queue of queues.values()) await queue.close().catch(() => undefined);
    await admin.end();
    await dropThrowawayPostgres(url);
  }
  writeFileSync(REPORT, report({ startedAt, loadBefore, rows, portalOnly }));
  console.log(`wrote ${REPORT}`);
}

function report({
  startedAt,
  loadBefore,
  rows,
  portalOnly,
}: {
  startedAt: Date;
  loadBefore: number[];
  rows: Row[];
  portalOnly: Row[];
}) {
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  // More runnable processes than cores at either end: other work shared the machine.
  const loaded = Math.max(loadBefore[0] ?? 0, loadavg()[0] ?? 0) > cpus().length;
  const pg = execSync(`psql --version`).toString().trim();
  const table = (list: Row[], names: readonly QueueName[]) => [
    `| measure | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
    ...list.map((row) => `| ${row.what} | ${names.map((name) => (row.byQueue[name] ?? []).join(' · ')).join(' | ')} |`),
  ];
  return [
    '# Job queue benchmark',
    '',
    `Written by \`pnpm bench:jobs\` (api/bench/jobs/run.ts) on ${startedAt.toISOString()} at commit ${commit}; the script replaces this page.`,
    '',
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before and ${loadavg()
      .map((n) => n.toFixed(2))
      .join(
        ' ',
      )} after; Node ${process.version}; PostgreSQL client ${pg}; the PostgreSQL at 127.0.0.1:5432, a throwaway database (dropped after) with \`synchronous_commit = ${SYNCHRONOUS_COMMIT}\`.${loaded ? ' The machine was shared with other work and loaded beyond its cores: the figures are lower and noisier than on an idle machine; compare the queues within a round.' : ''}`,
    '',
    `Queues: the portal's (api/src/platform/jobs, its defaults: LISTEN wake-up, 1 s poll, one job claimed ahead per loop while its handler runs, given back after 50 ms), graphile-worker (\`run\`, LISTEN, 1 s poll) and pg-boss (\`work\` fetching up to 100 jobs at a time, run \`concurrency\` at a time; 0.5 s poll, its least; maintenance every second), each with its own connection pool. ${ROUNDS} rounds; each round runs the queues in the opposite order of the one before; each cell lists the rounds' figures in order.`,
    '',
    '## All three queues',
    '',
    ...table(rows, QUEUES),
    '',
    '## The portal at a backlog',
    '',
    ...table(portalOnly, ['portal']),
    '',
    '## Method',
    '',
    "- Enqueue: one job per transaction, awaited one after the other; batches through each queue's batch API (the portal: `enqueueMany`, one statement).",
    '- Drain: the backlog is enqueued first; the rate counts from the first handler start to the end of the last handler (start-up not counted).',
    '- Latency: an idle worker (concurrency 4), jobs enqueued one per transaction at a steady 200/s; the wait is from just before the enqueue call to the handler start, both in the same process.',
    '- Two workers: two worker instances, each on its own pool (as two replicas), 5 ms handlers that then insert a row, the outside effect; counted after every job ran once (or 60 s).',
    `- SIGKILL: a worker process (concurrency 4) is killed after 500 rows; a new worker starts at once. The portal's lease and pg-boss' \`expireInSeconds\` are ${LEASE_SECONDS} s; graphile-worker's lock of a dead worker's jobs is fixed at 4 hours, so those jobs stay locked beyond the wait.`,
    "- Ran twice counts jobs with more than one row. Each queue's handler makes its row as that queue's handlers would. The portal's records the effect as the product's handlers do (ADR 0023): `effect.attempting()` before the insert, `effect.delivered()` after, both fenced by the lease; a run that finds `delivered` inserts nothing, and one that finds `attempting` (its worker died between the two) looks for its row first, as the transfer reconciler asks the provider by idempotency key (this covers a worker that died; one still alive after losing its lease is aborted, but an insert it had already sent is not fenced). graphile-worker and pg-boss keep no such record: their handlers insert on every run, so a job killed between its handler and its completion counts twice. The portal's effect is exactly once because a row can be looked up; a vendor call that cannot be is at most once (a run that finds `attempting` gives up, as `sms.send` does) or at least once (it calls again, as `email.send` does).",
    '',
  ].join('\n');
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

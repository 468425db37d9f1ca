/**
 * `pnpm bench:api` (issue 14): the product's hot GraphQL queries against a minimal Fastify + pg
 * server running the very SQL the product ran, on a throwaway PostgreSQL database (dropped
 * after) seeded to each size. A benchmark, not a test: figures go to docs/bench/api.md.
 *
 * Env: BENCH_SIZES (default 10000,100000,1000000), BENCH_SECONDS (default 10 per query at 50
 * connections), BENCH_SINGLE_SECONDS (default 5, one connection), BENCH_LABEL (a heading for
 * the run, e.g. "after"), BENCH_PORT (default 9180; the raw server takes the next port),
 * BENCH_CASES (names of the cases to run, comma-separated; default all).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, appendFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPostgres } from '../src/db/database';
import { seed } from '../src/db/seed';
import { createThrowawayPostgres, dropThrowawayPostgres } from '../test/support/test-databases';
import { benchCases, captureStatements, TENANT_HOST, type BenchCase } from './capture';
import { topSelfTime } from './profile';
import { growTo, seedBase, OWN_TRANSFERS } from './seed-bench';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SINGLE_SECONDS = Number(process.env.BENCH_SINGLE_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 9180);
const LABEL = process.env.BENCH_LABEL ?? 'run';
const REPORT = process.env.BENCH_REPORT ?? path.resolve(__dirname, '..', '..', 'docs', 'bench', 'api.md');
const work = mkdtempSync(path.join(tmpdir(), 'throughput-bench-'));

function start(script: string, env: Record<string, string>, execArgv: string[] = []): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, script), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time the server process spent per answered request (ms): steadier than req/s on a loaded machine. */
  cpuPerRequest: number;
}

/** User + system CPU time of a process so far, in ms (Linux /proc; clock ticks are 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(
  server: ChildProcess,
  url: string,
  benchCase: BenchCase,
  token: string,
  connections: number,
  duration: number,
): Promise<Figures> {
  const cpuBefore = cpuMs(server.pid!);
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { host: TENANT_HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(benchCase.body),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuPerRequest: (cpuMs(server.pid!) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

async function main() {
  const url = await createThrowawayPostgres();
  const lines: string[] = [];
  const dataDir = path.join(work, 'data');
  try {
    const database = openPostgres(url);
    await database.migrate();
    await seed(database.db);
    const me = await seedBase(database.db);
    let rows = OWN_TRANSFERS;
    const only = process.env.BENCH_CASES?.split(',');
    const cases = benchCases(me).filter((benchCase) => !only || only.includes(benchCase.name));
    lines.push(`\n## ${LABEL} — ${new Date().toISOString()}\n`);
    lines.push(
      `Commit ${process.env.BENCH_COMMIT ?? '(unknown)'}; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}); 50 connections × ${SECONDS} s, single client × ${SINGLE_SECONDS} s.\n`,
    );
    for (const size of SIZES) {
      await growTo(database.db, rows, size);
      rows = size;
      const { captured } = await captureStatements(url, me, cases);
      const casesFile = path.join(work, `cases-${size}.json`);
      writeFileSync(casesFile, JSON.stringify(captured));
      const profileFile = path.join(work, `profile-${size}.cpuprofile`);
      const product = await start('product-server.ts', {
        DATABASE_URL: url,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        PROFILE: profileFile,
      });
      const raw = await start('raw-server.ts', { DATABASE_URL: url, PORT: String(PORT + 1), CASES: casesFile });
      lines.push(`\n### ${size.toLocaleString('en-US')} messages and ${size.toLocaleString('en-US')} transfers\n`);
      lines.push(
        '| query | statements | product req/s | raw req/s | ratio | product p50 / p99 (50 conn.) | raw p50 / p99 | product p99, 1 client | CPU ms/request product / raw (ratio raw ÷ product) | load avg (1 min) |',
      );
      lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      try {
        for (const benchCase of cases) {
          const productUrl = `http://127.0.0.1:${PORT}/api/graphql`;
          const p = await measure(product, productUrl, benchCase, me.token, 50, SECONDS);
          const r = await measure(
            raw,
            `http://127.0.0.1:${PORT + 1}/raw/${benchCase.name}`,
            benchCase,
            me.token,
            50,
            SECONDS,
          );
          const single = await measure(product, productUrl, benchCase, me.token, 1, SINGLE_SECONDS);
          const load = loadavg()[0]!.toFixed(2);
          lines.push(
            `| ${benchCase.title} | ${captured[benchCase.name]!.statements.length} | ${p.rps.toFixed(0)} | ${r.rps.toFixed(0)} | ${(p.rps / r.rps).toFixed(2)} | ${p.p50} / ${p.p99} ms | ${r.p50} / ${r.p99} ms | ${single.p99} ms | ${p.cpuPerRequest.toFixed(2)} / ${r.cpuPerRequest.toFixed(2)} (${(r.cpuPerRequest / p.cpuPerRequest).toFixed(2)}) | ${load} |` +
              (p.errors + r.errors + single.errors > 0 ? ` errors: ${p.errors}/${r.errors}/${single.errors}` : ''),
          );
          console.log(lines[lines.length - 1]);
        }
      } finally {
        await stop(raw);
        await stop(product);
      }
      if (existsSync(profileFile)) {
        lines.push(`\nProduct CPU profile (every query at this size, from listening to the end), top self time:\n`);
        lines.push(...topSelfTime(JSON.parse(readFileSync(profileFile, 'utf8')), 12).map((entry) => `- ${entry}`));
      }
    }
    await database.close();
  } finally {
    await dropThrowawayPostgres(url);
  }
  if (!existsSync(REPORT)) writeFileSync(REPORT, '# API throughput (`pnpm bench:api`)\n');
  appendFileSync(REPORT, `${lines.join('\n')}\n`);
  console.log(`appended to ${REPORT}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * `pnpm --filter @portal/api run bench:compare`: the CPU per request of this checkout's product
 * beside another checkout's (a baseline), on one throwaway database, in alternating short runs
 * so that both see the same machine load. On a shared machine a single run's CPU per request
 * moved by 60 % from one minute to the next (docs/bench/api.md, third pass); alternating runs
 * are what made a before/after comparable there. No raw server: that is `pnpm bench:api`.
 *
 * Env: COMPARE_BASELINE (required: the `api` directory of the other checkout, with its
 * dependencies installed), BENCH_CASES (default all), COMPARE_SIZE (default 10000 rows),
 * COMPARE_ROUNDS (default 6), COMPARE_SECONDS (default 3 per run, 50 connections),
 * BENCH_PORT (default 9180; the baseline takes the next port).
 */
import path from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import { openPostgres } from '../src/platform/database/postgres-database';
import { seed } from '../src/seed/seed';
import { createThrowawayPostgres, dropThrowawayPostgres } from '../test/support/test-databases';
import { benchCases } from './capture';
import { measure, startServer, stopServer, type Figures } from './servers';
import { growTo, seedBase, OWN_TRANSFERS } from './seed-bench';

const BASELINE = process.env.COMPARE_BASELINE;
const SIZE = Number(process.env.COMPARE_SIZE ?? 10_000);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 6);
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 9180);

const perRequest = (runs: Figures[]) =>
  runs.reduce((sum, run) => sum + run.cpu, 0) /
  Math.max(
    1,
    runs.reduce((sum, run) => sum + run.requests, 0),
  );

async function main() {
  if (!BASELINE) throw new Error('COMPARE_BASELINE: the api directory of the checkout to compare with');
  const url = await createThrowawayPostgres();
  try {
    const database = openPostgres(url);
    await database.migrate();
    await seed(database.db);
    const me = await seedBase(database.db);
    await growTo(database.db, OWN_TRANSFERS, SIZE);
    await database.close();
    const only = process.env.BENCH_CASES?.split(',');
    const cases = benchCases(me).filter((benchCase) => !only || only.includes(benchCase.name));
    const env = (port: number) => ({
      DATABASE_URL: url,
      PORT: String(port),
      DATA_DIR: path.join(tmpdir(), 'bench-compare'),
    });
    const servers = {
      this: { port: PORT, process: await startServer(path.join(__dirname, 'product-server.ts'), env(PORT)) },
      baseline: {
        port: PORT + 1,
        process: await startServer(path.join(BASELINE, 'bench', 'product-server.ts'), env(PORT + 1)),
      },
    };
    try {
      for (const benchCase of cases) {
        const runs = { this: [] as Figures[], baseline: [] as Figures[] };
        const run = (which: keyof typeof servers, connections: number, seconds: number) =>
          measure(
            { server: servers[which].process, url: `http://127.0.0.1:${servers[which].port}/api/graphql` },
            benchCase,
            me.token,
            connections,
            seconds,
          );
        // Warm-up: the JIT compiles a document on its second run; prepared shapes are built once.
        await run('baseline', 10, 2);
        await run('this', 10, 2);
        for (let round = 0; round < ROUNDS; round += 1) {
          const order = round % 2 === 0 ? (['baseline', 'this'] as const) : (['this', 'baseline'] as const);
          for (const which of order) runs[which].push(await run(which, 50, SECONDS));
        }
        const errors = [...runs.this, ...runs.baseline].reduce((sum, figures) => sum + figures.errors, 0);
        const [before, after] = [perRequest(runs.baseline), perRequest(runs.this)];
        console.log(
          `| ${benchCase.title} | ${before.toFixed(2)} → ${after.toFixed(2)} | ${(after / before).toFixed(2)} | ${loadavg()[0]!.toFixed(1)} |` +
            (errors > 0 ? ` errors: ${errors}` : ''),
        );
      }
    } finally {
      await stopServer(servers.this.process);
      await stopServer(servers.baseline.process);
    }
  } finally {
    await dropThrowawayPostgres(url);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * `pnpm bench:api`: the product's hot GraphQL queries against a minimal Fastify + pg
 * server running the very SQL the product ran, on a throwaway PostgreSQL database (dropped
 * after) seeded to each size. A benchmark, not a test: the run replaces docs/bench/api.md.
 *
 * Env: BENCH_SIZES (default 10000,100000,1000000), BENCH_SECONDS (default 10 per query and
 * server at 50 connections), BENCH_ROUNDS (default 5: those seconds in turns, product then raw,
 * ADR 0063), BENCH_SINGLE_SECONDS (default 5, one connection), BENCH_LABEL (a heading for
 * the run, e.g. "after"), BENCH_PORT (default 9180; the raw server takes the next port),
 * BENCH_CASES (names of the cases to run, comma-separated; default all), BENCH_WARMUP_SECONDS
 * (default 3 per query and server, not measured), BENCH_PROFILE_SECONDS (default 3 per query: the
 * CPU profile's own pass, after the measured ones).
 */
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../src/platform/database/postgres-database';
import { seed } from '../src/seed/seed';
import { createThrowawayPostgres, dropThrowawayPostgres } from '../test/support/test-databases';
import { benchCases, captureStatements } from './capture';
import { topSelfTime } from './profile';
import { currentCommit, reportPage } from './report-page';
import { measure, measureInTurns, startServer, stopServer } from './servers';
import { growTo, seedBase, OWN_TRANSFERS } from './seed-bench';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SINGLE_SECONDS = Number(process.env.BENCH_SINGLE_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PROFILE_SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 9180);
const LABEL = process.env.BENCH_LABEL ?? 'Run';
const REPORT = process.env.BENCH_REPORT ?? path.resolve(__dirname, '..', '..', 'docs', 'bench', 'api.md');
const work = mkdtempSync(path.join(tmpdir(), 'throughput-bench-'));

async function main() {
  const startedAt = new Date();
  const commit = currentCommit();
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
    for (const size of SIZES) {
      await growTo(database.db, rows, size);
      rows = size;
      const { captured } = await captureStatements(url, me, cases);
      const casesFile = path.join(work, `cases-${size}.json`);
      writeFileSync(casesFile, JSON.stringify(captured));
      const productEnv = { DATABASE_URL: url, PORT: String(PORT), DATA_DIR: dataDir };
      const productUrl = `http://127.0.0.1:${PORT}/api/graphql`;
      const productServer = await startServer(path.join(__dirname, 'product-server.ts'), productEnv);
      const rawServer = await startServer(path.join(__dirname, 'raw-server.ts'), {
        DATABASE_URL: url,
        PORT: String(PORT + 1),
        CASES: casesFile,
      });
      lines.push(`\n### ${size.toLocaleString('en-US')} messages and ${size.toLocaleString('en-US')} transfers\n`);
      lines.push(
        '| query | statements | product req/s | raw req/s | ratio | product p50 / p99 (50 conn.) | raw p50 / p99 | product p99, 1 client | CPU ms/request product / raw (ratio raw ÷ product) | load avg (1 min) |',
      );
      lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      try {
        for (const benchCase of cases) {
          const product = { server: productServer, url: productUrl };
          const raw = { server: rawServer, url: `http://127.0.0.1:${PORT + 1}/raw/${benchCase.name}` };
          // Each server first answers the query unmeasured, so neither is measured while V8 still
          // compiles its hot paths: the product has more of them, and was measured colder.
          await measure(product, benchCase, me.token, 50, WARMUP_SECONDS);
          await measure(raw, benchCase, me.token, 50, WARMUP_SECONDS);
          const [p, r] = await measureInTurns([product, raw], benchCase, me.token, 50, SECONDS, ROUNDS);
          const single = await measure(product, benchCase, me.token, 1, SINGLE_SECONDS);
          const load = loadavg()[0]!.toFixed(2);
          lines.push(
            `| ${benchCase.title} | ${captured[benchCase.name]!.statements.length} | ${p.rps.toFixed(0)} | ${r.rps.toFixed(0)} | ${(p.rps / r.rps).toFixed(2)} | ${p.p50} / ${p.p99} ms | ${r.p50} / ${r.p99} ms | ${single.p99} ms | ${p.cpuPerRequest.toFixed(2)} / ${r.cpuPerRequest.toFixed(2)} (${(r.cpuPerRequest / p.cpuPerRequest).toFixed(2)}) | ${load} |` +
              (p.errors + r.errors + single.errors > 0 ? ` errors: ${p.errors}/${r.errors}/${single.errors}` : ''),
          );
          console.log(lines[lines.length - 1]);
        }
      } finally {
        await stopServer(rawServer);
        await stopServer(productServer);
      }
      // The profile comes from a pass of its own: a profiled server is slower than the one measured.
      const profileFile = path.join(work, `profile-${size}.cpuprofile`);
      const profiled = await startServer(path.join(__dirname, 'product-server.ts'), {
        ...productEnv,
        PROFILE: profileFile,
      });
      try {
        for (const benchCase of cases) {
          await measure({ server: profiled, url: productUrl }, benchCase, me.token, 50, PROFILE_SECONDS);
        }
      } finally {
        await stopServer(profiled);
      }
      if (existsSync(profileFile)) {
        lines.push(
          `\nProduct CPU profile (a separate profiled pass, ${PROFILE_SECONDS} s per query at 50 connections), top self time:\n`,
        );
        lines.push(...topSelfTime(JSON.parse(readFileSync(profileFile, 'utf8')), 12).map((entry) => `- ${entry}`));
      }
    }
    await database.close();
  } finally {
    await dropThrowawayPostgres(url);
  }
  const settings = {
    label: LABEL,
    startedAt,
    commit,
    cores: cpus().length,
    cpuModel: cpus()[0]?.model ?? '?',
    sizes: SIZES,
    seconds: SECONDS,
    rounds: ROUNDS,
    singleSeconds: SINGLE_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    profileSeconds: PROFILE_SECONDS,
  };
  writeFileSync(REPORT, reportPage(settings, lines));
  console.log(`wrote ${REPORT}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

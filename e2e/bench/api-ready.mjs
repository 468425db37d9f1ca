#!/usr/bin/env node
/**
 * `pnpm bench:ready`: how long the compiled API (api/dist/main.cjs, what `pnpm start` runs)
 * takes from process spawn to its first `GET /readyz` 200, on a fresh embedded database (the
 * first start seeds it) and then on that same, existing database, several times over. The
 * issue's goal is the second kind under one second. Prints a Markdown table and the 1-minute
 * load average. Start-up is CPU-bound, so on a shared machine the wall time grows with the
 * load; the CPU time the process used until ready (Linux /proc, all its threads) does not, and
 * is printed beside it. Requires a built API
 * (`pnpm build` or one `pnpm start`). `--runs N` sets how many existing-database starts.
 * Run it with `pnpm bench:ready` (root package.json).
 *
 * With DATABASE_URL set, the starts use that PostgreSQL database instead of PGlite (the first
 * start migrates it; demo data is seeded only into an empty embedded database).
 * On PGlite it also times PGlite alone on that database, with no server (see pgliteAlone).
 * `--compare <other bundle>` also starts another build (e.g. one built from an earlier commit,
 * placed in api/dist so its relative paths hold), alternating with this one start by start, so
 * both see the same load (docs/adr/0054).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '../../scripts/lib/api-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundleFlag = process.argv.indexOf('--bundle');
// `--bundle <file>` measures another build (e.g. the previous commit's, for a before/after).
const bundle =
  bundleFlag > 0 ? path.resolve(process.argv[bundleFlag + 1]) : path.join(repoRoot, 'api', 'dist', 'main.cjs');
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5;
const PORT = Number(process.env.BENCH_READY_PORT ?? 4161);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU time of a process so far, in ms (null off Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * PGlite by itself, with no server: a process that opens the embedded database the starts left
 * in `dataDir` (config.ts puts it in DATA_DIR/pglite) and answers one query. No change to the
 * server can make a start on PGlite faster than this.
 */
function pgliteAlone(dataDir) {
  const pglite = createRequire(path.join(repoRoot, 'api', 'package.json')).resolve('@electric-sql/pglite');
  const script = `
    const { PGlite } = require(${JSON.stringify(pglite)});
    const db = new PGlite(${JSON.stringify(path.join(dataDir, 'pglite'))}, { postgresqlconf: ['shared_buffers=16MB'] });
    db.query('select 1').then(() => {
      const usage = process.cpuUsage();
      console.log(JSON.stringify({ wall: performance.now(), cpu: (usage.user + usage.system) / 1000 }));
      return db.close();
    });`;
  // Timed inside the child, from its start to the answer: closing the database is not counted.
  // On V8's baseline compiler only and with the API's shared buffers, as the API runs PGlite
  // (newPglite in api/src/platform/database/pglite-database.ts, docs/adr/0056 and 0057).
  const result = spawnSync(process.execPath, ['--liftoff-only', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`PGlite alone failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

async function startOnce(build, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [...API_NODE_FLAGS, build], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, WEB_ROOT: repoRoot, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the API exited during start-up');
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}/readyz`);
        if (response.ok) return { wall: performance.now() - started, cpu: cpuMs(child.pid) };
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('the API was not ready in 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const compareFlag = process.argv.indexOf('--compare');
const builds = [bundle, ...(compareFlag > 0 ? [path.resolve(process.argv[compareFlag + 1])] : [])];
for (const build of builds) {
  if (!existsSync(build)) {
    console.error(`No compiled API at ${build}: run \`pnpm build\` (or \`pnpm start\` once) first.`);
    process.exit(1);
  }
}
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a throwaway DATA_DIR';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-ready-'));
try {
  // The first start makes the database (PGlite: seeds it; PostgreSQL: migrates it).
  const first = await startOnce(builds[0], dataDir);
  const existing = new Map(builds.map((build) => [build, []]));
  for (let run = 0; run < RUNS; run += 1)
    for (const build of builds) existing.get(build).push(await startOnce(build, dataDir));
  const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const row = (label, starts) => {
    const median = (key) => [...starts].map((start) => start[key]).sort((a, b) => a - b)[Math.floor(starts.length / 2)];
    const walls = starts.map((start) => start.wall);
    return `| ${label} | ${starts.length} | ${ms(median('wall'))} | ${ms(Math.min(...walls))} | ${ms(Math.max(...walls))} | ${ms(median('cpu'))} |`;
  };
  console.log(
    `API ready (spawn → /readyz 200), ${database}, ${new Date().toISOString()}, load ${os.loadavg()[0].toFixed(2)}, CPUs ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  );
  console.log('');
  console.log('| build | starts | median wall | min wall | max wall | median CPU |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const name = (build) => path.relative(repoRoot, build);
  console.log(row(`${name(builds[0])}, first start (${process.env.DATABASE_URL ? 'migrates' : 'seeds'})`, [first]));
  for (const build of builds) console.log(row(`${name(build)}, existing`, existing.get(build)));
  if (!process.env.DATABASE_URL) {
    const alone = Array.from({ length: RUNS }, () => pgliteAlone(dataDir));
    console.log(row('PGlite alone (no server): open the existing database, one query', alone));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

#!/usr/bin/env node
/**
 * `pnpm bench:cluster`: 200 concurrent clients through HAProxy to three replicas
 * for 60 s while every replica is restarted in turn (SIGTERM, drain, start, back in the
 * balancer); counts failed requests (non-2xx answers, errors, timeouts) and reports latency.
 * A benchmark, not a test: loopback only, on a throwaway PostgreSQL database (dropped after);
 * the figures go to docs/bench/replicas.md.
 *
 * Env: BENCH_SECONDS (default 60), BENCH_CONNECTIONS (default 200), BENCH_PORT (default 4130;
 * the replicas take the next three), TEST_POSTGRES_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfStale } from '../lib/api-build.mjs';
import { startCluster } from './cluster.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));
const autocannon = requireFromApi('autocannon');
const { Client } = requireFromApi('pg');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4130);
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REPORT = path.join(repoRoot, 'docs', 'bench', 'replicas.md');
/** A public query that reads the database: the tenant of the request's host. */
const QUERY_PATH = `/api/graphql?query=${encodeURIComponent('{ allTenants { identifier name } }')}`;

async function admin(statement) {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await buildApiIfStale(repoRoot);
const database = `cluster_bench_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-bench-'));
await admin(`CREATE DATABASE ${database}`);
let cluster;
try {
  const seeded = spawnSync('pnpm', ['--filter', '@portal/api', 'run', 'seed'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) throw new Error('seeding the bench database failed');
  cluster = await startCluster({
    repoRoot,
    databaseUrl,
    balancerPort: PORT,
    replicaPorts: [PORT + 1, PORT + 2, PORT + 3],
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  // Mercurius's CSRF prevention answers a GET only with a header a cross-site form cannot set.
  const headers = { host: 'demo.localhost', 'mercurius-require-preflight': 'true' };
  const probe = await fetch(`${cluster.url}${QUERY_PATH}`, { headers });
  if (probe.status !== 200) throw new Error(`the bench query answers ${probe.status}: ${await probe.text()}`);

  const statusCounts = {};
  const run = autocannon({
    url: `${cluster.url}${QUERY_PATH}`,
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
  });
  run.on('response', (_client, statusCode) => {
    statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
  });
  const finished = new Promise((resolve, reject) => run.once('done', resolve).once('error', reject));
  const loadStarted = Date.now();
  const at = () => ((Date.now() - loadStarted) / 1000).toFixed(1);
  // Let the load settle, then restart every replica, one after the other, under it.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const restarts = [];
  for (const replica of cluster.replicas) {
    const signalled = at();
    const exit = await cluster.stopReplica(replica.index, 'SIGTERM');
    if (exit?.code !== 0) throw new Error(`${replica.name} did not shut down cleanly (${JSON.stringify(exit)})`);
    const exited = at();
    await cluster.startReplica(replica.index);
    restarts.push({ name: replica.name, signalled, exited, back: at() });
  }
  const result = await finished;
  const loadLoad = loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

  const failed = result.non2xx + result.errors + result.timeouts;
  const report = `# Three replicas behind HAProxy during a rolling restart

\`pnpm bench:cluster\` (scripts/cluster/bench-cluster.mjs): ${CONNECTIONS} concurrent clients (autocannon,
keep-alive) through HAProxy (round robin, /readyz checks every 500 ms) to three API replicas
(api/dist/main.cjs) on one PostgreSQL database, for ${SECONDS} s, asking a public GraphQL query
that reads the database (\`GET ${QUERY_PATH.split('?')[0]}\`, \`{ allTenants { identifier name } }\`).
From second 2 every replica is restarted in turn: SIGTERM, it fails /readyz for at
least SHUTDOWN_DRAIN_MS (2 s) and until requests stop arriving, while still serving, stops listening and finishes what is in flight,
exits; a new one starts and the next restart waits until HAProxy sends it traffic
(docs/adr/0037). Loopback, on a shared ${cpus().length}-core machine (other work running), so the
absolute figures are modest; what this measures is that no request is lost.

Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC:

| measure | value |
|---|---|
| requests | ${result.requests.total} |
| failed (non-2xx + errors + timeouts) | **${failed}** (${result.non2xx} + ${result.errors} + ${result.timeouts}) |
| answers by status | ${Object.entries(statusCounts)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')} |
| requests/s (mean) | ${result.requests.average} |
| latency p50 | ${result.latency.p50} ms |
| latency p97.5 | ${result.latency.p97_5} ms |
| latency p99 | **${result.latency.p99} ms** |
| latency max | ${result.latency.max} ms |

Restarts (seconds from the start of the load; the load ran ${SECONDS} s):

| replica | SIGTERM | exited (drained, in-flight finished) | back in HAProxy's rotation |
|---|---|---|---|
${restarts.map((r) => `| ${r.name} | ${r.signalled} | ${r.exited} | ${r.back} |`).join('\n')}

Load average at the end (1, 5, 15 min): ${loadLoad}.

p99 includes the restarts: while one replica drains or starts, two carry the load, and the
CPU is shared with the starting replica (a replica takes several seconds to start on a
loaded machine, which is most of each restart).
`;
  writeFileSync(REPORT, report);
  console.log(report);
  if (failed > 0) process.exitCode = 1;
} finally {
  await cluster?.close();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}

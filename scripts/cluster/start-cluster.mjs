#!/usr/bin/env node
/**
 * `pnpm start:cluster`: three API replicas on the PostgreSQL database of DATABASE_URL behind
 * HAProxy on PORT (default 8080; replicas on PORT+1…PORT+3), for trying replicas out. Builds
 * what is stale first, like `pnpm start`. A replica that dies is started again, with backoff.
 * Ctrl-C stops everything; `kill -HUP <pid>` restarts the replicas one at a time (a rolling
 * restart). PGlite cannot do this: it is one process.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleOrExit } from '../lib/stale-builds.mjs';
import { startCluster } from './cluster.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'start:cluster needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/portal), ' +
      'and seed it once with `DATABASE_URL=… pnpm seed`. The embedded PGlite database serves one process only.',
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? '8080');
const replicas = Number(process.env.REPLICAS ?? '3');

await buildStaleOrExit(repoRoot);

const cluster = await startCluster({
  repoRoot,
  databaseUrl,
  balancerPort: port,
  replicaPorts: Array.from({ length: replicas }, (_, index) => port + 1 + index),
  env: { WEB_ROOT: repoRoot },
}).catch((error) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
console.log(
  `Closing Portal: ${replicas} replicas behind HAProxy at ${cluster.url} (pid ${process.pid}; kill -HUP for a rolling restart)`,
);

let restarting = false;
process.on('SIGHUP', () => {
  if (restarting) return;
  restarting = true;
  console.log('rolling restart ...');
  cluster
    .rollingRestart()
    .then(
      () => console.log('rolling restart done'),
      (error) => console.error('rolling restart failed:', error),
    )
    .finally(() => (restarting = false));
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    cluster.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

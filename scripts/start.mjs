#!/usr/bin/env node
/**
 * `pnpm start`: sets up what a fresh clone lacks and runs the whole product on one port on the
 * embedded defaults (PGlite in .data/, sandbox providers, seeded demo tenants):
 * dependencies, front-end and API builds that are missing or stale, then the API server
 * (compiled JavaScript), which also serves the shell and every remote.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BUNDLE, API_NODE_FLAGS } from './lib/api-build.mjs';
import { buildStaleOrExit } from './lib/stale-builds.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`Closing Portal needs Node.js 20 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

if (!existsSync(path.join(repoRoot, 'node_modules', '.modules.yaml'))) {
  console.log('installing dependencies (first run) ...');
  const install = spawnSync('pnpm', ['install', '--frozen-lockfile'], { cwd: repoRoot, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

await buildStaleOrExit(repoRoot);

const port = process.env.PORT ?? '8080';
// Compiled JavaScript (scripts/lib/api-build.mjs): nothing is transpiled at start-up.
const server = spawn(process.execPath, [...API_NODE_FLAGS, API_BUNDLE], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, WEB_ROOT: repoRoot },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

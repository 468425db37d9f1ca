#!/usr/bin/env node
/**
 * `pnpm dev`: live-reloading development. The API runs on port 4000 (restarting on change);
 * each front-end package runs its own webpack-dev-server (shell on 8080, remotes on 3001-3004),
 * and the deployment config points the shell at the remotes' dev servers.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTE_DEV_PORTS = { ONBOARDING: 3001, BANKING: 3002, TRANSFERS: 3003, MESSAGES: 3004 };
const remoteUrls = Object.fromEntries(
  Object.entries(REMOTE_DEV_PORTS).map(([module, port]) => [
    `REMOTE_${module}_URL`,
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);

const processes = [
  spawn('pnpm', ['--filter', '@portal/api', 'exec', 'tsx', 'watch', 'src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: '4000', ...remoteUrls },
  }),
  ...['shell', 'mf-onboarding', 'mf-banking', 'mf-transfers', 'mf-messages'].map((pkg) =>
    spawn('pnpm', ['exec', 'webpack', 'serve', '--mode', 'development'], {
      cwd: path.join(repoRoot, pkg),
      stdio: 'inherit',
    }),
  ),
];

console.log('Closing Portal (dev): http://demo.localhost:8080/create-account');
const stopAll = () => processes.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of processes) child.on('exit', stopAll);

#!/usr/bin/env node
/**
 * `pnpm test:e2e`: the end-to-end tests in E2E_SHARDS (default 2) Playwright runs side by side,
 * each against a product server of its own: shard i on port E2E_PORT + i - 1, with its own
 * embedded database. A run's tests share seeded clients (Dana's messages, her sign-in codes),
 * so two Playwright workers on one server would see each other's rows; two servers cannot.
 * Each shard keeps the order of its files, one worker, as a single run does. The tests mostly
 * wait on the browser and the sandboxes' clocks, so two shards on two cores take little more
 * than half the time of one. A shard's output is printed whole when it ends; artifacts of
 * shard i go to artifacts/test-results-<i>. Extra arguments go to every Playwright run.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const SHARDS = Number(process.env.E2E_SHARDS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8091);

// Built once here: each shard's server would otherwise build what is stale, both at once.
for (const part of ['api', 'web']) {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-stale.mjs'), part], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Each Playwright run is a process group of its own, ended here with SIGINT, as Ctrl-C would:
// only then does it stop its web server (on SIGTERM, or with its group, the server goes on).
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill('SIGINT');
  });
const PLAYWRIGHT = path.join(e2eDir, 'node_modules', '@playwright', 'test', 'cli.js');

function shard(index) {
  return new Promise((resolve) => {
    const args = [PLAYWRIGHT, 'test', `--output=artifacts/test-results-${index}`, ...process.argv.slice(2)];
    if (SHARDS > 1) args.push(`--shard=${index}/${SHARDS}`);
    const child = spawn(process.execPath, args, {
      cwd: e2eDir,
      detached: true,
      env: { ...process.env, E2E_PORT: String(FIRST_PORT + index - 1) },
      stdio: SHARDS > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      if (SHARDS > 1) {
        console.log(`\n--- end-to-end shard ${index} of ${SHARDS} (port ${FIRST_PORT + index - 1}) ---`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(Array.from({ length: SHARDS }, (_, i) => shard(i + 1)));
process.exit(codes.find((code) => code !== 0) ?? 0);

#!/usr/bin/env node
/**
 * `pnpm test`: every check CI runs. First what the tests need beyond Node.js
 * (lib/test-services.mjs: stops at once, naming what is missing and how to install it), then,
 * in the order that fails fastest: static checks (typecheck, lint, the front ends' GraphQL
 * operations against api/schema.graphql, side by side), unit and component tests, API
 * integration tests (PostgreSQL and PGlite), the bundle budgets, then the end-to-end tests in
 * Chromium (two shards, each against a server of its own: e2e/run-shards.mjs). Stops at the
 * first failure.
 *
 * The production builds the last two steps need start at once and run beside the other steps
 * at a lower CPU priority: they take what a step leaves idle (one core of two, most of the
 * time) without slowing the steps ahead of them much. The API bundle comes first, before the API
 * tests, which start it too. Steps that run side by side print their output whole when they end.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { MissingPrerequisites, provideTestServices } from './lib/test-services.mjs';

/** The niceness of the background builds: below every foreground step, above nothing else. */
const BACKGROUND_PRIORITY = 10;

const started = Date.now();
const times = [];
const running = new Set();
let stopServices = async () => undefined;

const seconds = (since) => Math.round((Date.now() - since) / 1000);
const summary = () => times.map(([name, time]) => `  ${String(time).padStart(5)}s  ${name}`).join('\n');

/**
 * Runs one step in a process group of its own (so a failure elsewhere can end it whole);
 * `buffered` holds its output back until it ends.
 */
function run(name, command, args, { env, buffered = false, background = false }) {
  return new Promise((resolve) => {
    const stepStarted = Date.now();
    if (!buffered) console.log(`\n=== ${name} ===`);
    const child = spawn(command, args, {
      env,
      detached: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (background) setPriority(child.pid, BACKGROUND_PRIORITY);
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const result = { name, code: code ?? (signal ? 1 : 0), time: seconds(stepStarted) };
      if (buffered) {
        console.log(`\n=== ${name} (${background ? 'in the background' : 'side by side'}) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      times.push([name, result.time]);
      if (result.code === 0) console.log(`=== ${name}: ok (${result.time}s) ===`);
      resolve(result);
    });
  });
}

/**
 * SIGINT, as Ctrl-C would: Playwright ends its web servers (process groups of their own) only
 * then; on SIGTERM it leaves them listening.
 */
function endAll(signal = 'SIGINT') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

async function exit(code) {
  endAll();
  await stopServices();
  process.exit(code);
}

/** Ends the run at the first failed step, with every step's time so far. */
async function check(result) {
  if (result.code === 0) return result;
  console.error(`\n${result.name} FAILED after ${result.time}s\n${summary()}`);
  await exit(result.code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void exit(1));

let env;
try {
  const services = await provideTestServices();
  stopServices = services.stop;
  env = { ...process.env, ...services.env };
} catch (error) {
  if (!(error instanceof MissingPrerequisites)) throw error;
  console.error(error.message);
  process.exit(1);
}

const pnpm = (name, script, options = {}) => run(name, 'pnpm', ['run', script], { env, ...options });
const background = { env, buffered: true, background: true };
const apiBuild = run('API build', process.execPath, ['scripts/build-stale.mjs', 'api'], background).then(check);
const webBuild = apiBuild
  .then(() =>
    run('production builds of the front end', process.execPath, ['scripts/build-stale.mjs', 'web'], background),
  )
  .then(check);

await Promise.all(
  [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
    ['GraphQL operations against the schema', 'codegen:check'],
  ].map(([name, script]) => pnpm(name, script, { buffered: true }).then(check)),
);
await check(await pnpm('unit and component tests', 'test:unit'));
await apiBuild;
await check(await pnpm('API integration tests', 'test:api'));
await webBuild;
// Alone: a visit counts what loads until its page has been quiet for 3 s, and on a loaded
// machine (the end-to-end tests beside it, at load 16) a script that starts after the first
// paint came later than that: counted in the repeat visit instead, it failed the budget.
await check(await pnpm('bundle budgets', 'bench:web'));
await check(await pnpm('end-to-end tests', 'test:e2e'));
await stopServices();
console.log(`\nAll checks passed in ${seconds(started)}s:\n${summary()}`);

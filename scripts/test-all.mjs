#!/usr/bin/env node
/**
 * `pnpm test`: every check CI runs, in the order that fails fastest: static checks (with the
 * front ends' GraphQL operations validated against api/schema.graphql), unit and
 * component tests, API integration tests (PostgreSQL and PGlite), the production build with
 * its bundle budgets, then the end-to-end tests in Chromium. Stops at the first failure.
 */
import { spawnSync } from 'node:child_process';

const STEPS = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['GraphQL operations against the schema', ['run', 'codegen:check']],
  ['unit and component tests', ['run', 'test:unit']],
  ['API integration tests', ['run', 'test:api']],
  ['bundle budgets', ['run', 'bench:web']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

const started = Date.now();
const times = [];
const summary = () => times.map(([name, seconds]) => `  ${String(seconds).padStart(5)}s  ${name}`).join('\n');
for (const [name, args] of STEPS) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('pnpm', args, { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  times.push([name, seconds]);
  if (result.status !== 0) {
    console.error(`\n${name} FAILED after ${seconds}s\n${summary()}`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name}: ok (${seconds}s) ===`);
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)}s:\n${summary()}`);

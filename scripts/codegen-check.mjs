#!/usr/bin/env node
/**
 * `pnpm codegen:check`: regenerates the GraphQL operation types and fails when they differ
 * from the committed file, so a schema change or a new operation cannot land without its
 * types (and an operation that does not match the schema fails codegen itself).
 */
import { spawnSync } from 'node:child_process';

const GENERATED = 'shared/src/graphql/operation-types.ts';
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

if (run('pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts']) !== 0) process.exit(1);
const tracked = spawnSync('git', ['ls-files', '--error-unmatch', GENERATED], { stdio: 'ignore' }).status === 0;
if (!tracked || run('git', ['diff', '--exit-code', '--stat', '--', GENERATED]) !== 0) {
  console.error(`\n${GENERATED} is stale: run \`pnpm codegen\` and commit the result.`);
  process.exit(1);
}
console.log('GraphQL operation types are up to date.');

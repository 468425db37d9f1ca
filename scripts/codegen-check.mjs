#!/usr/bin/env node
/**
 * `pnpm codegen:check`: regenerates the types codegen.ts makes from api/schema.graphql (the
 * front ends' operation types and the API's resolver types) and the tenant SDK's types from
 * tenant-sdk/openapi.json, and fails when any differs from the committed file, so a schema
 * change or a new operation cannot land without its types (and an operation that does not
 * match the schema fails codegen itself). The API's contract test keeps openapi.json equal to
 * the served document.
 */
import { spawnSync } from 'node:child_process';

const GENERATED = [
  'shared/src/graphql/operation-types.ts',
  'api/src/platform/graphql/resolver-types.ts',
  'tenant-sdk/src/schema.ts',
];
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const tracked = (file) => spawnSync('git', ['ls-files', '--error-unmatch', file], { stdio: 'ignore' }).status === 0;

if (run('pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts']) !== 0) process.exit(1);
if (run('pnpm', ['--filter', '@portal/tenant-sdk', 'run', 'generate']) !== 0) process.exit(1);
const stale = GENERATED.filter(
  (file) => !tracked(file) || run('git', ['diff', '--exit-code', '--stat', '--', file]) !== 0,
);
if (stale.length > 0) {
  console.error(
    `\n${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`pnpm codegen\` and commit the result.`,
  );
  process.exit(1);
}
console.log('The generated GraphQL and tenant SDK types are up to date.');

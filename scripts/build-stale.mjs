#!/usr/bin/env node
/**
 * Builds what `pnpm start` would build, and only what is stale: `api` the compiled API,
 * `web` the front ends and then the shell's server renderer. `pnpm test` runs it beside its
 * other steps, so the bundle budgets and end-to-end tests find the builds made.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfStale } from './lib/api-build.mjs';
import { buildStaleFrontEnds } from './lib/front-end-builds.mjs';
import { buildServerRendererIfStale } from './lib/server-render-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [part] = process.argv.slice(2);
if (part === 'api') {
  console.log((await buildApiIfStale(repoRoot)) ? 'built: api' : 'api up to date');
} else if (part === 'web') {
  const built = await buildStaleFrontEnds(repoRoot);
  if (await buildServerRendererIfStale(repoRoot)) built.push('server renderer');
  console.log(built.length ? `built: ${built.join(', ')}` : 'front end up to date');
} else {
  console.error('usage: build-stale.mjs api|web');
  process.exit(2);
}

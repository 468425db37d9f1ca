/**
 * What `pnpm start` and `pnpm start:cluster` do before serving: build the stale front ends, the
 * shell's server renderer (after them: it records which remote builds it matches) and the
 * stale API bundle, and say what was built. A failed build ends the process, so nothing
 * out of date is ever served.
 */
import { buildApiIfStale } from './api-build.mjs';
import { buildStaleFrontEnds } from './front-end-builds.mjs';
import { buildServerRendererIfStale } from './server-render-build.mjs';

export async function buildStaleOrExit(repoRoot) {
  try {
    const built = await buildStaleFrontEnds(repoRoot);
    if (await buildServerRendererIfStale(repoRoot)) built.push('server renderer');
    if (await buildApiIfStale(repoRoot)) built.push('api');
    console.log(built.length ? `built: ${built.join(', ')}` : 'front end and api up to date');
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}

import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../../src/platform/config/config';

/**
 * Builds api/dist/main.cjs when it is missing or stale, as `pnpm start` does: the build script
 * runs in a Node process of its own, outside jest's module system.
 */
export function buildCompiledApi(): void {
  const build = spawnSync(
    process.execPath,
    ['-e', "import('./scripts/lib/api-build.mjs').then((m) => m.buildApiIfStale(process.cwd()))"],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('the API build failed');
}

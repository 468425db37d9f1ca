/**
 * Starts the product the way `pnpm start` does, on a private port and a throwaway PGlite
 * folder, for scripts that need it running (the bundle benchmark). Playwright's own
 * webServer option does the same for the e2e tests.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function startProductServer({ repoRoot, port, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const child = spawn('node', [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    // An empty releases folder: what a page gets does not depend on the machine's rollout.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RELEASES_DIR: path.join(dataDir, 'releases'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the product server exited during start-up');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the product server did not become ready in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

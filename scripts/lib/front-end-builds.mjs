/**
 * Builds the front-end packages whose sources changed since their last build, and only those:
 * a second `pnpm start` with nothing changed is ready in seconds. A build is fingerprinted by
 * the content of everything that goes into it (its own sources, @portal/shared, the lockfile).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { filesUnder, fingerprintOf } from './fingerprint.mjs';

export const FRONT_END_PACKAGES = ['shell', 'mf-onboarding', 'mf-banking', 'mf-transfers', 'mf-messages'];
const STAMP = '.build-fingerprint';

export function fingerprint(repoRoot, packageName) {
  const inputs = [
    ...filesUnder(path.join(repoRoot, packageName, 'src')),
    path.join(repoRoot, packageName, 'webpack.config.js'),
    path.join(repoRoot, packageName, 'package.json'),
    ...filesUnder(path.join(repoRoot, 'shared', 'src')),
    ...filesUnder(path.join(repoRoot, 'shared', 'build')),
    path.join(repoRoot, 'shared', 'package.json'),
    path.join(repoRoot, 'pnpm-lock.yaml'),
  ];
  return fingerprintOf(repoRoot, inputs);
}

function isCurrent(repoRoot, packageName, print) {
  const stamp = path.join(repoRoot, packageName, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === print;
}

/**
 * Builds every stale package, as many at once as the machine has cores (a webpack build runs
 * mostly on one thread: two builds on two cores take little longer than one); returns the
 * names built. Rejects when a build fails, once the builds already under way have ended.
 */
export async function buildStaleFrontEnds(repoRoot, { log = console.log, force = false } = {}) {
  const stale = FRONT_END_PACKAGES.map((packageName) => ({
    packageName,
    print: fingerprint(repoRoot, packageName),
  })).filter(({ packageName, print }) => force || !isCurrent(repoRoot, packageName, print));
  const queue = [...stale];
  let failure = null;
  const builder = async () => {
    for (let next = queue.shift(); next && !failure; next = queue.shift()) {
      try {
        await build(repoRoot, next, log);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), stale.length) }, builder));
  if (failure) throw failure;
  return stale.map(({ packageName }) => packageName);
}

function build(repoRoot, { packageName, print }, log) {
  log(`building ${packageName} ...`);
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'webpack', '--mode', 'production'], {
      cwd: path.join(repoRoot, packageName),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the build of ${packageName} failed`));
      writeFileSync(path.join(repoRoot, packageName, 'dist', STAMP), print);
      resolve();
    });
  });
}

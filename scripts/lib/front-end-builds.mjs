/**
 * Builds the front-end packages whose sources changed since their last build, and only those:
 * a second `pnpm start` with nothing changed is ready in seconds. A build is fingerprinted by
 * the content of everything that goes into it (its own sources, @portal/shared, the lockfile).
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FRONT_END_PACKAGES = ['shell', 'mf-onboarding', 'mf-banking', 'mf-transfers', 'mf-messages'];
const STAMP = '.build-fingerprint';

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(full);
    return [full];
  });
}

export function fingerprint(repoRoot, packageName) {
  const inputs = [
    ...filesUnder(path.join(repoRoot, packageName, 'src')),
    path.join(repoRoot, packageName, 'webpack.config.js'),
    path.join(repoRoot, packageName, 'package.json'),
    ...filesUnder(path.join(repoRoot, 'shared', 'src')),
    ...filesUnder(path.join(repoRoot, 'shared', 'build')),
    path.join(repoRoot, 'shared', 'package.json'),
    path.join(repoRoot, 'pnpm-lock.yaml'),
  ]
    .filter((file) => existsSync(file) && statSync(file).isFile() && !/\.test\.tsx?$/.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of inputs)
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function isCurrent(repoRoot, packageName, print) {
  const stamp = path.join(repoRoot, packageName, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === print;
}

/** Builds every stale package; returns the names built. Throws when a build fails. */
export function buildStaleFrontEnds(repoRoot, { log = console.log, force = false } = {}) {
  const built = [];
  for (const packageName of FRONT_END_PACKAGES) {
    const print = fingerprint(repoRoot, packageName);
    if (!force && isCurrent(repoRoot, packageName, print)) continue;
    log(`building ${packageName} ...`);
    const result = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
      cwd: path.join(repoRoot, packageName),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`the build of ${packageName} failed`);
    writeFileSync(path.join(repoRoot, packageName, 'dist', STAMP), print);
    built.push(packageName);
  }
  return built;
}

/**
 * Build fingerprints: a hash of the content of everything that goes into a build, so a build
 * runs again only when one of its inputs changed (the front ends, the server renderer, the API).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, build outputs and dependencies left out. */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(full);
    return [full];
  });
}

/** The hash of `inputs` (paths and contents, relative to `root`); missing files and tests are left out. */
export function fingerprintOf(root, inputs) {
  const files = inputs
    .filter((file) => existsSync(file) && statSync(file).isFile() && !/\.test\.tsx?$/.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

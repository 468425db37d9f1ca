/**
 * Releases: immutable, content-addressed copies of a build (docs/releases.md). A remote's
 * release lives in `<releases>/remotes/<package>/<version>/`, the shell's in
 * `<releases>/shell/<version>/`, each with the build's files and its `release.json`. The
 * version ends with a hash of the files, so the same build is the same release and a folder
 * is never written twice: a release appears whole (renamed into place) or not at all.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ShellStoreContract, UsesFromShell } from '../../testing/shell-store-contract';

export const RELEASE_FILE = 'release.json';

/** One shared module as a remote's federation manifest states it. */
export interface SharedRequirement {
  name: string;
  /** The range the remote was built to accept. */
  requiredVersion: string;
  /** The version bundled into the remote as its own fallback copy. */
  version: string;
}

export interface ReleaseInfo {
  kind: 'remote' | 'shell';
  package: string;
  /** `<package.json version>-<content hash>`: the release's folder name. */
  version: string;
  /** The Module Federation name ('mf_messages', 'shell'). */
  federationName: string;
  commit: string;
  /** Whether the working tree had changes the commit does not hold. */
  commitDirty: boolean;
  builtAt: string;
  /** A remote: the shared modules it requires. */
  shared: SharedRequirement[];
  /** A remote: its exposed screens ('MessageCenter'). */
  exposes: string[];
  /** The shell: the version of every singleton it serves a page. */
  serves: Record<string, string>;
  /** The shell: its route table, path → module/screen (its published contract). */
  routes: Array<{ path: string; module: string; expose: string }>;
  /** The shell: the store slices and API endpoints it publishes (absent in older releases). */
  store?: ShellStoreContract;
  /** A remote: what it declares it uses of the shell's store (absent in older releases). */
  usesFromShell?: UsesFromShell;
}

export const releaseFolder = (releasesDir: string, kind: ReleaseInfo['kind'], packageName: string, version?: string) =>
  kind === 'shell'
    ? path.join(releasesDir, 'shell', ...(version ? [version] : []))
    : path.join(releasesDir, 'remotes', packageName, ...(version ? [version] : []));

/** A hash of every file's path and bytes, in a fixed order. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== RELEASE_FILE)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 10);
}

export interface PublishedRelease {
  info: ReleaseInfo;
  folder: string;
  /** false: this very build was released before, and is left as it was. */
  created: boolean;
}

/**
 * Publishes the build in `buildDir` (with any `extraDirs` copied under their names) as a
 * release. `describe` gets the release's version and returns the rest of its record.
 */
export function publishRelease(options: {
  releasesDir: string;
  kind: ReleaseInfo['kind'];
  packageName: string;
  packageVersion: string;
  buildDir: string;
  extraDirs?: Record<string, string>;
  describe: (version: string) => Omit<ReleaseInfo, 'version'>;
}): PublishedRelease {
  const { releasesDir, kind, packageName } = options;
  const staging = path.join(releasesDir, `.staging-${randomBytes(6).toString('hex')}`);
  mkdirSync(staging, { recursive: true });
  try {
    cpSync(options.buildDir, staging, { recursive: true });
    for (const [name, dir] of Object.entries(options.extraDirs ?? {})) {
      cpSync(dir, path.join(staging, name), { recursive: true });
    }
    const version = `${options.packageVersion}-${contentHash(staging)}`;
    const folder = releaseFolder(releasesDir, kind, packageName, version);
    if (existsSync(folder)) return { info: readRelease(folder), folder, created: false };
    const info: ReleaseInfo = { ...options.describe(version), version };
    writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(info, null, 2)}\n`);
    mkdirSync(path.dirname(folder), { recursive: true });
    renameSync(staging, folder);
    return { info, folder, created: true };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export function readRelease(folder: string): ReleaseInfo {
  return JSON.parse(readFileSync(path.join(folder, RELEASE_FILE), 'utf8')) as ReleaseInfo;
}

/** The releases of a package (or of the shell), oldest first by build time. */
export function listReleases(releasesDir: string, kind: ReleaseInfo['kind'], packageName: string): ReleaseInfo[] {
  const parent = releaseFolder(releasesDir, kind, packageName);
  if (!existsSync(parent)) return [];
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(parent, entry.name, RELEASE_FILE)))
    .map((entry) => readRelease(path.join(parent, entry.name)))
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt) || a.version.localeCompare(b.version));
}

export const isReleased = (releasesDir: string, packageName: string, version: string) =>
  existsSync(path.join(releaseFolder(releasesDir, 'remote', packageName, version), RELEASE_FILE));

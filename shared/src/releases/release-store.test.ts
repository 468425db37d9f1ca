/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listReleases, publishRelease, readRelease, type ReleaseInfo } from './release-store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder holding `files`. */
function build(name: string, files: Record<string, string>): string {
  const folder = path.join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

const publish = (buildDir: string, builtAt: string) =>
  publishRelease({
    releasesDir: path.join(dir, 'releases'),
    kind: 'remote',
    packageName: 'mf-messages',
    packageVersion: '1.0.0',
    buildDir,
    describe: (): Omit<ReleaseInfo, 'version'> => ({
      kind: 'remote',
      package: 'mf-messages',
      federationName: 'mf_messages',
      commit: 'abc',
      commitDirty: false,
      builtAt,
      shared: [],
      exposes: ['MessageCenter'],
      serves: {},
      routes: [],
    }),
  });

describe('releases', () => {
  it('are named by their content, and the same build is the same release, never written again', () => {
    const first = publish(build('a', { 'remoteEntry.js': 'one', 'assets/x.css': 'a{}' }), '2026-11-27T10:00:00.000Z');
    expect(first.created).toBe(true);
    expect(first.info.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(first.folder).toBe(path.join(dir, 'releases', 'remotes', 'mf-messages', first.info.version));
    expect(readFileSync(path.join(first.folder, 'assets', 'x.css'), 'utf8')).toBe('a{}');

    const again = publish(build('b', { 'remoteEntry.js': 'one', 'assets/x.css': 'a{}' }), '2026-11-27T11:00:00.000Z');
    expect(again).toMatchObject({ created: false, folder: first.folder });
    // The record is the first publication's: nothing in the folder was replaced.
    expect(readRelease(first.folder).builtAt).toBe('2026-11-27T10:00:00.000Z');
  });

  it('are listed oldest first, one per distinct build, with their records', () => {
    const older = publish(build('a', { 'remoteEntry.js': 'one' }), '2026-11-27T10:00:00.000Z');
    const newer = publish(build('b', { 'remoteEntry.js': 'two' }), '2026-11-27T11:00:00.000Z');
    expect(newer.info.version).not.toBe(older.info.version);
    expect(listReleases(path.join(dir, 'releases'), 'remote', 'mf-messages').map((release) => release.version)).toEqual(
      [older.info.version, newer.info.version],
    );
    expect(listReleases(path.join(dir, 'releases'), 'remote', 'mf-banking')).toEqual([]);
  });
});

/** @jest-environment node */
/**
 * `pnpm release promote|rollback shell` (docs/releases.md): the shell is rolled out by the
 * rules of a module, each change in the log; a shell release is refused when a remote release
 * the promoted scope's pages get cannot run in it, and a remote's promotion is checked against
 * the shell its tenant gets.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readChanges } from '../change-log';
import type { ReleaseInfo } from '../release-store';
import { foldChanges, resolveRelease } from '../rollout-rules';
import { promote, rollback, status, type Context } from './rollout-commands';

const ROUTES = [{ path: '/message-center', module: 'messages', expose: 'MessageCenter' }];

function writeRelease(releasesDir: string, info: Partial<ReleaseInfo> & Pick<ReleaseInfo, 'kind' | 'version'>) {
  const folder =
    info.kind === 'shell'
      ? path.join(releasesDir, 'shell', info.version)
      : path.join(releasesDir, 'remotes', 'mf-messages', info.version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'release.json'),
    JSON.stringify({ federationName: 'mf_messages', shared: [], exposes: [], serves: {}, routes: [], ...info }),
  );
}

function setUp() {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'portal-shell-rollout-'));
  const printed: string[] = [];
  const context: Context = {
    repoRoot: releasesDir,
    releasesDir,
    by: 'platform',
    now: () => '2026-11-27T12:00:00.000Z',
    print: (line) => printed.push(line),
  };
  writeRelease(releasesDir, {
    kind: 'shell',
    version: '1.0.0-s1',
    serves: { '@portal/shared': '1.4.0' },
    routes: ROUTES,
  });
  writeRelease(releasesDir, {
    kind: 'shell',
    version: '2.0.0-s2',
    serves: { '@portal/shared': '2.0.0' },
    routes: ROUTES,
  });
  writeRelease(releasesDir, {
    kind: 'remote',
    version: '1.0.0-m1',
    exposes: ['MessageCenter'],
    shared: [{ name: '@portal/shared', requiredVersion: '^1.0.0', version: '1.4.0' }],
  });
  return { context, releasesDir, printed };
}

describe('the shell rollout', () => {
  it('promotes a shell release to one tenant and rolls it back, each change in the log', () => {
    const { context, releasesDir, printed } = setUp();
    promote(context, { module: 'shell', release: '1.0.0-s1', tenant: 'acme', percent: 100 });
    const state = () => foldChanges(readChanges(releasesDir));
    expect(resolveRelease(state(), 'shell', 'acme', null).release).toBe('1.0.0-s1');
    expect(resolveRelease(state(), 'shell', 'demo', null).release).toBeNull();

    rollback(context, { module: 'shell', tenant: 'acme' });
    expect(resolveRelease(state(), 'shell', 'acme', null).release).toBeNull();
    expect(
      readChanges(releasesDir).map(({ action, module, tenant, from, to }) => [action, module, tenant, from, to]),
    ).toEqual([
      ['promote', 'shell', 'acme', null, '1.0.0-s1'],
      ['rollback', 'shell', 'acme', '1.0.0-s1', null],
    ]);
    status(context);
    expect(printed).toContain('shell: every tenant the package build');
  });

  it('refuses a shell release that cannot serve a remote release its scope gets, naming it', () => {
    const { context, releasesDir } = setUp();
    promote(context, { module: 'shell', release: '1.0.0-s1', tenant: null, percent: 100 });
    // Checked against the shell acme gets (1.0.0-s1), not against a shell build on disk: there is none.
    promote(context, { module: 'messages', release: '1.0.0-m1', tenant: 'acme', percent: 100 });

    expect(() => promote(context, { module: 'shell', release: '2.0.0-s2', tenant: 'acme', percent: 100 })).toThrow(
      'mf-messages 1.0.0-m1: it requires @portal/shared ^1.0.0, the shell serves 2.0.0',
    );
    // demo gets the package build of mf-messages, no release: nothing for the gate to refuse.
    promote(context, { module: 'shell', release: '2.0.0-s2', tenant: 'demo', percent: 100 });
    expect(readChanges(releasesDir)).toHaveLength(3);
    expect(() => promote(context, { module: 'shell', release: '9.9.9-none', tenant: null, percent: 100 })).toThrow(
      'no shell release 9.9.9-none',
    );
  });

  it("checks a remote's release against the shell release its tenant gets", () => {
    const { context } = setUp();
    promote(context, { module: 'shell', release: '2.0.0-s2', tenant: 'acme', percent: 100 });
    expect(() => promote(context, { module: 'messages', release: '1.0.0-m1', tenant: 'acme', percent: 100 })).toThrow(
      'incompatible with shell release 2.0.0-s2',
    );
  });
});

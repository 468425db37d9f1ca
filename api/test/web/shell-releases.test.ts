/**
 * The shell's rollout as the server applies it (docs/releases.md): a tenant given a shell
 * release gets a page that is that release (its entry, its start-up chunks and fonts, from its
 * folder), with the change that decided it; other tenants keep the server's own shell,
 * byte for byte; a rollback returns the tenant to it; all without a restart.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { driversFor } from '../support/test-databases';
import { HOSTS, useTestApp } from '../support/test-app';
import { createBuildFixture, FIXTURE_MANIFEST_URLS as manifestUrls, scriptText } from './build-fixture';

const root = createBuildFixture();
const releasesDir = mkdtempSync(path.join(tmpdir(), 'portal-shell-releases-'));
const VERSION = '1.0.0-abcdef0123';
const base = `/releases/shell/${VERSION}/`;

// A shell release: the fixture's shell build with another entry, as `pnpm release shell` leaves it.
const folder = path.join(releasesDir, 'shell', VERSION);
cpSync(path.join(root, 'shell', 'dist'), folder, { recursive: true });
for (const file of ['index.html.br', 'index.html.gz', 'main.1a2b3c4d.js', 'main.1a2b3c4d.js.br', 'main.1a2b3c4d.js.gz'])
  rmSync(path.join(folder, file));
writeFileSync(
  path.join(folder, 'index.html'),
  `<!doctype html><html lang=en><head><meta charset=utf-8><title>Closing Portal</title><link rel=icon id=tenant-favicon href=data:,><script defer src=/main.9e9e9e9e.js></script><link href=/main.5c5c5c5c.css rel=stylesheet></head><body><div id=root></div></body></html>`,
);
writeFileSync(path.join(folder, 'main.9e9e9e9e.js'), scriptText('shell release main'));
writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ kind: 'shell', version: VERSION }));

const change = (fields: Record<string, unknown>) =>
  appendFileSync(
    path.join(releasesDir, 'rollout.jsonl'),
    `${JSON.stringify({ at: '2026-11-27T12:00:00.000Z', by: 'platform', module: 'shell', percent: 100, ...fields })}\n`,
  );

describe.each(driversFor('one'))('shell releases on the server (%s)', (driver) => {
  const context = useTestApp(driver, {
    web: { root, productName: 'Closing Portal', manifestUrls, assetHosts: [], releasesDir, releasesUrl: '/releases/' },
  });
  const get = (url: string, host: string = HOSTS.demo) => context.app.inject({ method: 'GET', url, headers: { host } });
  const pageOf = async (host: string) => {
    const html = (await get('/message-center', host)).body;
    const boot = JSON.parse(/<script type="application\/json" id="portal-boot">([^<]*)<\/script>/.exec(html)![1]!);
    return { html, shell: boot.deployment.shell };
  };

  it("serves the promoted tenant's pages from its shell release, others' from the server's shell, and follows the log", async () => {
    const demoBefore = (await get('/message-center', HOSTS.demo)).body;
    const acmeBefore = await pageOf(HOSTS.acme);
    expect(acmeBefore.shell).toBeUndefined();
    expect(acmeBefore.html).toContain('src=/main.1a2b3c4d.js');

    change({ action: 'promote', tenant: 'acme', from: null, to: VERSION });
    const acme = await pageOf(HOSTS.acme);
    expect(acme.shell).toEqual({
      release: VERSION,
      change: { at: '2026-11-27T12:00:00.000Z', by: 'platform', from: 'build', to: VERSION },
    });
    // The release's entry and stylesheet, its start-up chunks and fonts: nothing from shell/dist.
    expect(acme.html).toContain(`src=${base}main.9e9e9e9e.js`);
    expect(acme.html).toContain(`href=${base}main.5c5c5c5c.css`);
    expect(acme.html).toContain(`<link rel="preload" href="${base}startup-vendor.aaaabbbb.js" as="script">`);
    expect(acme.html).toMatch(new RegExp(`href="${base}assets/poppins-latin-\\d{3}-normal\\.[0-9a-f]{8}\\.woff2"`));
    expect(acme.html).not.toMatch(/(src|href)="?\/(main|startup-)/);
    // Another tenant's page does not change by a byte.
    expect((await get('/message-center', HOSTS.demo)).body).toBe(demoBefore);

    const entry = await get(`${base}main.9e9e9e9e.js`, HOSTS.acme);
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The template is only ever sent filled in, as the page.
    expect((await get(`${base}index.html`, HOSTS.acme)).statusCode).toBe(404);

    change({ action: 'rollback', tenant: 'acme', from: VERSION, to: null });
    const rolledBack = await pageOf(HOSTS.acme);
    expect(rolledBack.shell).toMatchObject({ release: 'build', change: { from: VERSION, to: 'build' } });
    expect(rolledBack.html).toContain('src=/main.1a2b3c4d.js');
  });

  it("gives the server's own shell when the promoted release is not on its disk", async () => {
    change({ action: 'promote', tenant: 'acme', from: null, to: '1.0.0-0000000000' });
    const acme = await pageOf(HOSTS.acme);
    expect(acme.html).toContain('src=/main.1a2b3c4d.js');
  });
});

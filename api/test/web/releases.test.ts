/**
 * Releases as the server publishes them (docs/releases.md): each tenant's page names the
 * release the rollout's log gives it, a change to the log reaches the next page without a
 * restart, the releases folder is served immutable but never its log, and a browser's
 * fallback report is counted only for a release that exists.
 */
import { appendFileSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientBucket } from '@portal/shared/releases';
import { parseSamples, value } from '../observability/scrape';
import { driversFor } from '../support/test-databases';
import { HOSTS, useTestApp } from '../support/test-app';
import { createBuildFixture, FIXTURE_MANIFEST_URLS as manifestUrls } from './build-fixture';

const root = createBuildFixture();
const releasesDir = mkdtempSync(path.join(tmpdir(), 'portal-releases-'));
const VERSION = '1.0.0-0123456789';
const releaseUrl = `/releases/remotes/mf-messages/${VERSION}/`;

// A release of mf-messages: the fixture's build, with its record.
cpSync(path.join(root, 'mf-messages', 'dist'), path.join(releasesDir, 'remotes', 'mf-messages', VERSION), {
  recursive: true,
});
writeFileSync(
  path.join(releasesDir, 'remotes', 'mf-messages', VERSION, 'release.json'),
  JSON.stringify({ version: VERSION }),
);

const change = (fields: Record<string, unknown>) =>
  appendFileSync(
    path.join(releasesDir, 'rollout.jsonl'),
    `${JSON.stringify({ at: '2026-11-27T10:00:00.000Z', by: 'ana', module: 'messages', percent: 100, ...fields })}\n`,
  );

describe.each(driversFor('one'))('releases on the server (%s)', (driver) => {
  const context = useTestApp(driver, {
    web: { root, productName: 'Closing Portal', manifestUrls, assetHosts: [], releasesDir, releasesUrl: '/releases/' },
  });
  const get = (url: string, host: string = HOSTS.demo) => context.app.inject({ method: 'GET', url, headers: { host } });
  const messagesOf = async (host: string) => {
    const html = (await get('/message-center', host)).body;
    const boot = JSON.parse(/<script type="application\/json" id="portal-boot">([^<]*)<\/script>/.exec(html)![1]!);
    return { module: boot.deployment.modules.messages, html };
  };

  it('gives the promoted tenant its release with the change that decided it, other tenants theirs, and follows the log', async () => {
    change({ action: 'promote', tenant: 'acme', from: null, to: VERSION });
    const acme = await messagesOf(HOSTS.acme);
    expect(acme.module).toEqual({
      name: 'mf_messages',
      manifestUrl: `${releaseUrl}mf-manifest.json`,
      release: VERSION,
      fallback: { release: 'build', manifestUrl: '/remotes/mf-messages/mf-manifest.json' },
      change: { at: '2026-11-27T10:00:00.000Z', by: 'ana', from: 'build', to: VERSION },
    });
    // The page's preloads are the release's own files.
    expect(acme.html).toContain(`${releaseUrl}remoteEntry.`);
    expect((await messagesOf(HOSTS.demo)).module).toEqual({
      name: 'mf_messages',
      manifestUrl: '/remotes/mf-messages/mf-manifest.json',
    });

    change({ action: 'rollback', tenant: 'acme', from: VERSION, to: null });
    expect((await messagesOf(HOSTS.acme)).module).toMatchObject({
      manifestUrl: '/remotes/mf-messages/mf-manifest.json',
      release: 'build',
    });
  });

  it('gives a canary a sticky key only while there is one, and the same key the same release', async () => {
    const pageOf = (cookie?: string) =>
      context.app.inject({
        method: 'GET',
        url: '/message-center',
        headers: { host: HOSTS.demo, ...(cookie ? { cookie } : {}) },
      });
    const releaseOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="portal-boot">([^<]*)<\/script>/.exec(html)![1]!).deployment
        .modules.messages.manifestUrl as string;
    expect((await pageOf()).headers['set-cookie']).toBeUndefined();

    change({ action: 'promote', tenant: null, from: null, to: VERSION, percent: 50 });
    const given = String((await pageOf()).headers['set-cookie']);
    expect(given).toMatch(/^portal_rollout=[0-9a-f]{32}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    // Keys of clients seen before: each lands where its bucket says, on every page, with no new key.
    const keys = Array.from({ length: 8 }, (_, index) => String(index).repeat(32));
    const inShare = keys.map((key) => clientBucket(key, 'messages', VERSION) < 50);
    expect(new Set(inShare).size).toBe(2);
    for (const [index, key] of keys.entries()) {
      for (let visit = 0; visit < 2; visit += 1) {
        const page = await pageOf(`portal_rollout=${key}`);
        expect(page.headers['set-cookie']).toBeUndefined();
        expect(releaseOf(page.body)).toBe(
          inShare[index] ? `${releaseUrl}mf-manifest.json` : '/remotes/mf-messages/mf-manifest.json',
        );
      }
    }
    change({ action: 'rollback', tenant: null, from: VERSION, to: null, percent: 50 });
    expect((await pageOf()).headers['set-cookie']).toBeUndefined();
  });

  it('serves a release immutable, and neither its log nor a path outside the releases', async () => {
    const manifest = await get(`${releaseUrl}mf-manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/releases/rollout.jsonl')).statusCode).toBe(404);
    expect((await get('/releases/remotes/mf-messages/no-such/mf-manifest.json')).statusCode).toBe(404);
  });

  it('counts a fallback from a published release, and refuses one from a release that does not exist', async () => {
    const report = (release: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/remote-fallbacks',
        headers: { host: HOSTS.acme, 'content-type': 'application/json' },
        payload: { module: 'messages', release },
      });
    const counted = async () =>
      value(parseSamples((await get('/metrics')).body), 'portal_remote_fallbacks_total', { module: 'messages' });
    const before = await counted();
    expect((await report(VERSION)).statusCode).toBe(204);
    expect((await report('1.0.0-ffffffffff')).statusCode).toBe(400);
    expect((await report('../../etc')).statusCode).toBe(400);
    expect(await counted()).toBe(before + 1);
  });
});

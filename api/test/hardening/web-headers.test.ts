import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_PACKAGES } from '@portal/shared/build/modules';
import { buildApp, type App } from '../../src/app/build-app';
import type { AppConfig } from '../../src/platform/config/config';
import { openEmptyDatabase } from '../support/test-databases';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { createLogger } from '../../src/platform/logging/logger';
import { RecordingSmsProvider } from '../support/recording-sms';
import { HOSTS, testConfig, testProviders } from '../support/test-app';

/** A repository root with built-looking shell and remote folders, source maps included. */
function fakeBuilds(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-hardening-web-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(path.join(shell, 'main.0123abcd.js'), 'console.log(1);\n//# sourceMappingURL=main.0123abcd.js.map');
  writeFileSync(path.join(shell, 'main.0123abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(shell, 'other.html'), '<!doctype html><p>other page</p>');
  for (const packageName of Object.values(REMOTE_PACKAGES)) {
    const dist = path.join(root, packageName, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var x;');
    writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{"version":3}');
    writeFileSync(path.join(dist, 'preview.html'), '<!doctype html><p>remote page</p>');
  }
  return root;
}

const PAGE_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

describe.each(['sandbox', 'production'] as const)('the front end in %s mode', (mode) => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await openEmptyDatabase('pglite');
    await database.migrate();
    const base = testConfig({ mode });
    const config: AppConfig = { ...base, web: { ...base.web, root: fakeBuilds() } };
    const logger = createLogger({ logLevel: 'silent' });
    app = buildApp(config, { database, logger, providers: testProviders(config, logger, new RecordingSmsProvider()) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: HOSTS.demo } });

  it.each(['/', '/index.html', '/create-account/step-2', '/other.html', '/remotes/mf-onboarding/preview.html'])(
    'sends the CSP and the other security headers with the HTML of %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      for (const header of PAGE_HEADERS)
        expect([url, header, response.headers[header]]).toEqual([url, header, expect.any(String)]);
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(response.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    },
  );

  it(mode === 'production' ? 'serves no source maps' : 'serves source maps to developers', async () => {
    for (const url of ['/main.0123abcd.js.map', '/remotes/mf-onboarding/remoteEntry.js.map']) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, mode === 'production' ? 404 : 200]);
      if (mode === 'production') expect(response.body).not.toContain('secret.ts');
    }
    expect((await get('/main.0123abcd.js')).statusCode).toBe(200);
    expect((await get('/remotes/mf-onboarding/remoteEntry.js')).statusCode).toBe(200);
  });
});

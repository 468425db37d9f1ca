/**
 * How the server delivers the front end (docs/adr/0025-0026): precompressed files by
 * content negotiation, immutable hashed files and revalidated entry points, compressed JSON
 * above the threshold, and a shell page that carries its own tenant's branding inline (and no
 * other tenant's), preloads the route's remote, and keeps the CSP strict.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { branding, tenant } from '../../src/platform/database/schema';
import { driversFor } from '../support/test-databases';
import { HOSTS, useTestApp } from '../support/test-app';
import { createBuildFixture, FIXTURE_MANIFEST_URLS as manifestUrls, scriptText } from './build-fixture';

const root = createBuildFixture();

describe.each(driversFor('one'))('web delivery (%s)', (driver) => {
  const context = useTestApp(driver, {
    web: {
      root,
      productName: 'Closing Portal',
      manifestUrls,
      assetHosts: [],
      releasesDir: `${root}/releases`,
      releasesUrl: '/releases/',
    },
  });
  const get = (url: string, headers: Record<string, string> = {}, host: string = HOSTS.demo) =>
    context.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  /** The body of the page for `path` on `host`, and its headers. */
  const page = async (path: string, host: string = HOSTS.demo) => {
    const response = await get(path, {}, host);
    expect(response.statusCode).toBe(200);
    return response;
  };
  const bootData = (html: string) =>
    JSON.parse(/<script type="application\/json" id="portal-boot">([^<]*)<\/script>/.exec(html)![1]!) as {
      tenantIdentifier: string;
      tenant: { name: string } | null;
      branding: { buttonColor: string } | null;
      deployment: { apiBase: string };
    };
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1] ?? '');

  describe('compression', () => {
    it.each([
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['gzip;q=0.5, br;q=1', 'br', brotliDecompressSync],
    ] as const)(
      'a remote script asked with Accept-Encoding %s comes %s-encoded, with Vary',
      async (accept, encoding, decode) => {
        const response = await get('/remotes/mf-banking/remoteEntry.22222222.js', { 'accept-encoding': accept });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(decode(response.rawPayload).toString()).toBe(scriptText('mf-banking entry'));
      },
    );

    it('a shell script comes compressed too, and plain to a client that accepts no encoding', async () => {
      const compressed = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      const plain = await get('/main.1a2b3c4d.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(scriptText('shell main'));
    });

    it('the page is compressed, with Vary', async () => {
      const response = await get('/create-account', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="portal-boot"');
    });

    it('JSON API answers above 1 KB are compressed; small ones are not', async () => {
      const query = (fields: string) => ({
        method: 'POST' as const,
        url: '/api/graphql',
        headers: { host: HOSTS.demo, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        payload: { query: `{ allTenants(where: { identifier: "demo" }) { ${fields} } }` },
      });
      const large = await context.app.inject(
        query(
          'id name description address1 city state zipcode supportEmail ' +
            'a1: name a2: description a3: name a4: description a5: name a6: description a7: name a8: description a9: name a10: description a11: name a12: description a13: name a14: description a15: name a16: description a17: name a18: description a19: name a20: description',
        ),
      );
      expect(large.headers['content-encoding']).toBe('gzip');
      expect(large.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(large.rawPayload).toString()).data.allTenants[0].name).toBe('Demo Title & Escrow');
      const small = await context.app.inject(query('id'));
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json().data.allTenants).toHaveLength(1);
    });
  });

  describe('caching', () => {
    it.each([
      '/main.1a2b3c4d.js',
      '/startup-vendor.aaaabbbb.js',
      '/remotes/mf-banking/remoteEntry.22222222.js',
      '/remotes/mf-onboarding/__federation_expose_Login.11111111.js',
      '/assets/poppins-latin-400-normal.0123abcd.woff2',
    ])('hashed %s is cached for a year as immutable', async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each([
      '/create-account',
      '/bank-accounts',
      '/remotes/mf-banking/mf-manifest.json',
      '/main.js',
      '/deployment.json',
    ])('%s is revalidated (no-cache)', async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('index.html itself is never sent unfilled', async () => {
      const response = await page('/index.html');
      expect(response.body).toContain('id="portal-boot"');
    });
  });

  describe('the page carries its tenant', () => {
    it("demo's page has its page's and demo's title, favicon, branding variables and boot data, and nothing of acme", async () => {
      const { body } = await page('/create-account', HOSTS.demo);
      expect(body).toContain('<title>Create Account · Demo Title &amp; Escrow</title>');
      expect(body).toMatch(/<style id="tenant-branding">:root\{[^<]*--cp-button-color:#0F8B8D/);
      // Demo's custom CSS, scoped under the portal root as the shell would write it.
      expect(body).toContain(
        '<style id="tenant-custom-css">.cp-portal {\n.brand-header { letter-spacing: 0.02em; }\n}</style>',
      );
      expect(body).toMatch(/<link rel="icon" id="tenant-favicon" href="data:image\/svg\+xml/);
      const boot = bootData(body);
      expect(boot.tenantIdentifier).toBe('demo');
      expect(boot.tenant?.name).toBe('Demo Title & Escrow');
      expect(boot.branding?.buttonColor).toBe('#0F8B8D');
      expect(boot.deployment.apiBase).toBe('/api');
      expect(body).not.toMatch(/Acme|7A1F2B/i);
    });

    it("acme's page has acme's own branding and nothing of demo", async () => {
      const { body } = await page('/login', HOSTS.acme);
      expect(body).toContain('<title>Log In · Acme Escrow Co.</title>');
      expect(body).toMatch(/--cp-button-color:#7A1F2B/);
      expect(bootData(body).tenant?.name).toBe('Acme Escrow Co.');
      expect(body).not.toMatch(/Demo Title|0F8B8D/i);
    });

    it('an unknown tenant gets no tenant, no branding and the product name', async () => {
      const { body } = await page('/login', 'nobody.localhost:8080');
      const boot = bootData(body);
      expect(boot.tenant).toBeNull();
      expect(boot.branding).toBeNull();
      expect(body).toContain('<title>Closing Portal</title>');
      expect(body).not.toContain('tenant-branding');
      expect(body).not.toContain('tenant-custom-css');
    });
  });

  describe('preloads', () => {
    it.each([
      ['/create-account', 'mf-onboarding', '__federation_expose_CreateAccount.11111111.js'],
      ['/login', 'mf-onboarding', '__federation_expose_Login.11111111.js'],
      ['/bank-accounts', 'mf-banking', '__federation_expose_BankAccounts.22222222.js'],
      ['/transfer-history', 'mf-transfers', '__federation_expose_TransferHistory.33333333.js'],
      ['/message-center', 'mf-messages', '__federation_expose_MessageCenter.44444444.js'],
    ])("%s preloads its remote's entry, screen and manifest and no other remote", async (path, remote, screen) => {
      const links = preloads((await page(path)).body);
      const hash = screen.split('.')[1];
      expect(links).toEqual(
        expect.arrayContaining([
          `/remotes/${remote}/mf-manifest.json`,
          `/remotes/${remote}/remoteEntry.${hash}.js`,
          `/remotes/${remote}/${screen}`,
          '/startup-vendor.aaaabbbb.js',
          '/startup-portal.bbbbcccc.js',
          '/assets/poppins-latin-400-normal.0123abcd.woff2',
        ]),
      );
      expect(links.filter((href) => href.startsWith('/remotes/') && !href.startsWith(`/remotes/${remote}/`))).toEqual(
        [],
      );
      // The shell's start-up files only: its lazy chunks load when asked for (ADR 0067).
      expect(links).not.toContain('/123.ccccdddd.js');
    });

    const fonts = (links: string[]) => links.filter((href) => href.startsWith('/assets/'));

    it('names the regular and bold faces the portal draws with, not a light face its tenant does not use', async () => {
      expect(fonts(preloads((await page('/login')).body))).toEqual([
        '/assets/poppins-latin-400-normal.0123abcd.woff2',
        '/assets/poppins-latin-700-normal.7a7b7c7d.woff2',
      ]);
    });

    it('names the light face too on the page of a tenant whose text weight is 300', async () => {
      const identifier = `light-${randomBytes(4).toString('hex')}`;
      const [row] = await context.database.db.insert(tenant).values({ name: 'Light Title', identifier }).returning();
      await context.database.db.insert(branding).values({ tenantId: row!.id, fontWeight: '300' });
      expect(fonts(preloads((await page('/login', `${identifier}.localhost:8080`)).body))).toEqual([
        '/assets/poppins-latin-300-normal.0a0b0c0d.woff2',
        '/assets/poppins-latin-400-normal.0123abcd.woff2',
        '/assets/poppins-latin-700-normal.7a7b7c7d.woff2',
      ]);
    });

    it.each([
      ['/transfer-history', ['money.33333333.js']],
      ['/create-account/step-4', ['money.33333333.js', 'formik.33333333.js', 'yup.33333333.js']],
    ])(
      "%s preloads only the remote's own singletons its screen loads with, never one the shell provides",
      async (path, singletons) => {
        const links = preloads((await page(path)).body);
        const remoteSingletons = links.filter((href) =>
          /^\/remotes\/mf-transfers\/(?!remoteEntry|__federation)/.test(href),
        );
        expect(remoteSingletons.filter((href) => href.endsWith('.js'))).toEqual(
          singletons.map((file) => `/remotes/mf-transfers/${file}`),
        );
      },
    );

    it('a remote built without a screen list gets all its own singletons preloaded', async () => {
      const links = preloads((await page('/bank-accounts')).body);
      expect(links).toContain('/remotes/mf-banking/formik.22222222.js');
    });

    it('a module the tenant does not enable is not preloaded (summit has no message center)', async () => {
      const links = preloads((await page('/message-center', HOSTS.summit)).body);
      expect(links.some((href) => href.startsWith('/remotes/'))).toBe(false);
    });
  });

  describe('Content-Security-Policy', () => {
    it('holds on the page: no eval, no inline scripts; the inline data is non-executable JSON', async () => {
      const response = await page('/create-account');
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
      expect(csp).not.toContain('unsafe-eval');
      expect(scriptSrc).not.toContain('unsafe-inline');
      const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inlineScripts).toEqual([' type="application/json" id="portal-boot"']);
      // A page the browser renders has no loader, so no inline script is allowed at all.
      expect(scriptSrc).not.toContain("'sha256-");
    });
  });
});

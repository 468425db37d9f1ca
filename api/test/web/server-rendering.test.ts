/**
 * Server rendering of the shell's frame and the visitor screens (docs/adr/0043), with the
 * shell's real server renderer built into the build stand-in: each tenant's page carries its
 * own rendered screen or signed-in frame (menu, footer) and nothing of another tenant's; '/' and
 * a remote redeployed on its own are left to the browser; the page stays within the CSP.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { driversFor } from '../support/test-databases';
import { HOSTS, useTestApp } from '../support/test-app';
import { createBuildFixture, FIXTURE_MANIFEST_URLS as manifestUrls } from './build-fixture';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const root = createBuildFixture();

beforeAll(async () => {
  const { buildServerRendererIfStale } = await import('../../../scripts/lib/server-render-build.mjs');
  await buildServerRendererIfStale(repoRoot, { outRoot: root, force: true, log: () => undefined });
}, 120_000);

/** The contents of `<div id="root">` and its attributes. */
function rootOf(html: string): { attributes: string; inner: string } {
  const match =
    /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*(?:<script type="application\/json" id="portal-after-paint"|<\/body>)/.exec(
      html,
    );
  if (!match) throw new Error('no root element');
  return { attributes: match[1]!, inner: match[2]! };
}

describe.each(driversFor('one'))('server rendering (%s)', (driver) => {
  const context = useTestApp(driver, {
    web: {
      root,
      productName: 'Closing Portal',
      manifestUrls,
      assetHosts: [],
      releasesDir: path.join(root, 'releases'),
      releasesUrl: '/releases/',
    },
  });
  const page = async (url: string, host: string) => {
    const response = await context.app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it("demo's /create-account holds demo's frame and registration form, and nothing of acme", async () => {
    const { body } = await page('/create-account', HOSTS.demo);
    const { attributes, inner } = rootOf(body);
    expect(attributes).toBe(' data-server-rendered="visitor"');
    expect(inner).toContain('alt="Demo Title &amp; Escrow"');
    expect(inner).toContain('<strong>Demo Title &amp; Escrow</strong>');
    expect(inner).toContain('<h1>Create Account</h1>');
    expect(inner).toContain('Send your earnest money to Demo Title &amp; Escrow');
    expect(inner).toMatch(/<form[^>]*aria-label="Create Account"/);
    expect(inner).toMatch(/<input[^>]*type="tel"/);
    // The remote's screen sits in its Suspense boundary, as the browser's tree has it.
    expect(inner).toMatch(/<!--\$--><section class="mf-onboarding"/);
    expect(body).not.toMatch(/Acme|7A1F2B/i);
  });

  it("acme's /login holds acme's frame and the login form, and nothing of demo", async () => {
    const { body } = await page('/login', HOSTS.acme);
    const { attributes, inner } = rootOf(body);
    expect(attributes).toBe(' data-server-rendered="visitor"');
    expect(inner).toContain('alt="Acme Escrow Co."');
    expect(inner).toContain('<em>Closing made simple</em>');
    expect(inner).toContain('<h1>Log In</h1>');
    expect(inner).toMatch(/<form[^>]*aria-label="Log in"/);
    expect(inner).toContain('Get Security Code');
    expect(body).not.toMatch(/Demo Title|0F8B8D/i);
  });

  it("acme's /create-account shows acme's registration text, and demo's /login demo's frame", async () => {
    expect(rootOf((await page('/create-account', HOSTS.acme)).body).inner).toContain(
      'Pay your escrow deposit to Acme Escrow Co. in minutes.',
    );
    const demoLogin = (await page('/login', HOSTS.demo)).body;
    expect(rootOf(demoLogin).inner).toContain('<h1>Log In</h1>');
    expect(demoLogin).not.toMatch(/Acme/i);
  });

  it('an agent page renders the frame and the screen as it starts (the agent loads in the browser)', async () => {
    const { inner } = rootOf((await page('/partner/jane-realtor', HOSTS.demo)).body);
    expect(inner).toContain('class="mf-onboarding"');
    expect(inner).toContain('role="status"');
  });

  it("demo's /bank-accounts holds the signed-in frame: demo's menu with the route's link active, footer, the session check's spinner", async () => {
    const { body } = await page('/bank-accounts', HOSTS.demo);
    const { attributes, inner } = rootOf(body);
    expect(attributes).toBe(' data-server-rendered="signed-in"');
    expect(inner).toContain('class="cp-portal shell shell--signed-in"');
    expect(inner).toContain('<strong>Demo Title &amp; Escrow</strong>');
    expect(inner).toMatch(/<nav class="shell-menu" aria-label="Main menu">/);
    for (const label of ['My Account', 'New Transfer', 'Transfer History', 'Messages', 'Log Out']) {
      expect(inner).toContain(`>${label}</`);
    }
    expect(inner).toContain(
      '<a aria-current="page" class="active" href="/bank-accounts" data-discover="true">Bank Account</a>',
    );
    expect(inner).toContain('href="mailto:support@demo-title.example"');
    expect(inner).toMatch(/<main class="shell-main" id="main"><span role="status" aria-label="Loading your account"/);
    expect(inner).toMatch(
      /<footer class="shell-footer"><div class="brand-footer">Demo Title &amp; Escrow · 100 Main Street/,
    );
    // No remote's screen and nothing of the placeholder session: the server knows no client.
    expect(inner).not.toContain('<!--$-->');
    expect(inner).not.toContain('server-rendering');
    expect(body).not.toMatch(/Acme|7A1F2B/i);
    // The sanitizer is not needed before the first paint: the server wrote the tenant HTML.
    expect(body).not.toContain('sanitizer.5a5a5a5a.js');
  });

  it("acme's /message-center holds acme's menu and footer, with its own link active, and nothing of demo", async () => {
    const { body } = await page('/message-center', HOSTS.acme);
    const { attributes, inner } = rootOf(body);
    expect(attributes).toBe(' data-server-rendered="signed-in"');
    expect(inner).toContain(
      '<a aria-current="page" class="active" href="/message-center" data-discover="true">Messages</a>',
    );
    expect(inner).toContain('href="mailto:help@acme-escrow.example"');
    expect(inner).toContain('<div class="brand-footer">Acme Escrow Co. · 2500 Commerce Boulevard');
    expect(body).not.toMatch(/Demo Title|0F8B8D/i);
  });

  it("summit's menu holds only its enabled modules, and a disabled module's route is left to the browser", async () => {
    const { inner } = rootOf((await page('/transfer-history', HOSTS.summit)).body);
    expect(inner).toContain('>Transfer History</a>');
    expect(inner).not.toContain('Messages');
    // On the product's default branding the tenant is still named: in the banner and the footer.
    expect(inner).toContain('<span class="shell-banner__name">Summit Closing Services</span>');
    expect(inner).toContain(
      '<footer class="shell-footer">Summit Closing Services · 77 Summit Avenue, Floor 3, Denver, CO 80202 · (555) 010-4000</footer>',
    );
    expect(inner).not.toContain('Closing Portal');
    expect(rootOf((await page('/message-center', HOSTS.summit)).body)).toEqual({ attributes: '', inner: '' });
  });

  it.each(['/transfer-history', '/account', '/create-account/step-2', '/partner/create-account/step-2/jane-realtor'])(
    'signed-in route %s is rendered as signed in',
    async (url) => {
      expect(rootOf((await page(url, HOSTS.demo)).body).attributes).toBe(' data-server-rendered="signed-in"');
    },
  );

  it("'/' is left to the browser (the guard sends it on), with the sanitizer preloaded for its tenant HTML", async () => {
    const { body } = await page('/', HOSTS.demo);
    expect(rootOf(body)).toEqual({ attributes: '', inner: '' });
    expect(body).toContain('<link rel="preload" href="/sanitizer.5a5a5a5a.js" as="script">');
  });

  it('a server-rendered page links its styles (styled at first paint) and does not preload the sanitizer', async () => {
    const { body } = await page('/create-account', HOSTS.demo);
    expect(body).not.toContain('sanitizer.5a5a5a5a.js');
    expect(body).not.toMatch(/<link rel="preload"[^>]*as="style"/);
  });

  it('an unknown tenant gets no server rendering', async () => {
    const { body } = await page('/login', 'nobody.localhost:8080');
    expect(rootOf(body)).toEqual({ attributes: '', inner: '' });
  });

  it('stays within the CSP: inline only JSON data and the after-paint loader, allowed by its hash', async () => {
    const response = await page('/create-account', HOSTS.demo);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(csp).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline.map((m) => m[1])).toEqual([
      ' type="application/json" id="portal-boot"',
      ' type="application/json" id="portal-after-paint"',
      '',
    ]);
    // The loader built from the shell's source (shell/src/page-loader), allowed by its hash alone.
    const loader = inline[2]![2]!;
    expect(loader).toBe(readFileSync(path.join(root, 'shell', 'dist-server', 'page-loader.js'), 'utf8').trim());
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
  });

  it("names its scripts for after the first paint: the entry, the start-up chunks and the route's remote", async () => {
    const { body } = await page('/create-account', HOSTS.demo);
    expect(body).not.toMatch(/<script defer/);
    expect(body).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    const afterPaint = JSON.parse(
      /<script type="application\/json" id="portal-after-paint">([^<]*)<\/script>/.exec(body)![1]!,
    ) as {
      entry: string;
      preloads: Array<{ href: string; as: string }>;
    };
    expect(afterPaint.entry).toBe('/main.1a2b3c4d.js');
    expect(afterPaint.preloads.map((preload) => preload.href)).toEqual(
      expect.arrayContaining([
        '/startup-vendor.aaaabbbb.js',
        '/remotes/mf-onboarding/mf-manifest.json',
        '/remotes/mf-onboarding/remoteEntry.11111111.js',
        '/remotes/mf-onboarding/__federation_expose_CreateAccount.11111111.js',
      ]),
    );
    // Fonts stay in the head: the first paint draws with them.
    expect(body).toContain('<link rel="preload" href="/assets/poppins-latin-400-normal.0123abcd.woff2" as="font"');
  });

  it('a remote redeployed on its own is rendered by the browser until the renderer is rebuilt', async () => {
    const manifestFile = path.join(root, 'mf-onboarding', 'dist', 'mf-manifest.json');
    const deployed = readFileSync(manifestFile, 'utf8');
    try {
      writeFileSync(manifestFile, deployed.replace('remoteEntry.11111111.js', 'remoteEntry.99999999.js'));
      expect(rootOf((await page('/create-account', HOSTS.demo)).body)).toEqual({ attributes: '', inner: '' });
      // The signed-in frame holds no remote's code: it is rendered still.
      expect(rootOf((await page('/account', HOSTS.demo)).body).attributes).toBe(' data-server-rendered="signed-in"');
    } finally {
      writeFileSync(manifestFile, deployed);
    }
    expect(rootOf((await page('/create-account', HOSTS.demo)).body).attributes).toBe(' data-server-rendered="visitor"');
  });
});

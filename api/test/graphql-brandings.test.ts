import { randomBytes } from 'node:crypto';
import { branding, tenant } from '../src/platform/database/schema';
import { IDS } from '../src/seed/seed-data';
import { driversFor } from './support/test-databases';
import { graphql, HOSTS, testConfig, useTestApp } from './support/test-app';

const BRANDING_FIELDS = `
  id description logoURL faviconImgURL backgroundImageURL header footer registerText
  registerButtonText fontFamily fontSize fontColor fontWeight backgroundColor linkColor
  buttonColor accentColor customCSS default active tenant { id identifier name }
`;

interface BrandingResult {
  allBrandings: Record<string, unknown>[];
}

describe.each(driversFor('one'))('allBrandings (%s)', (driver) => {
  const context = useTestApp(driver);
  const allBrandings = (where: string, host?: string) =>
    graphql<BrandingResult>(context.app, `{ allBrandings(where: ${where}) { ${BRANDING_FIELDS} } }`, { host });

  it('finds the active branding of a tenant by identifier', async () => {
    const { statusCode, body } = await allBrandings('{ tenant: { identifier: "demo" }, active: true }');
    expect(statusCode).toBe(200);
    expect(body.data?.allBrandings).toEqual([
      expect.objectContaining({
        id: IDS.brandings.demo,
        header: '<div class="brand-header"><strong>Demo Title &amp; Escrow</strong></div>',
        footer: expect.stringContaining('100 Main Street, Suite 200, Springfield, IL 62701'),
        logoURL: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        fontFamily: 'Poppins',
        buttonColor: '#0F8B8D',
        fontColor: '#1B2A4A',
        registerText: expect.any(String),
        registerButtonText: 'Create Account',
        default: false,
        active: true,
        tenant: { id: IDS.tenants.demo, identifier: 'demo', name: 'Demo Title & Escrow' },
      }),
    ]);
  });

  it('gives acme a distinct branding and filters out its retired one', async () => {
    const active = await allBrandings('{ tenant: { identifier: "acme" }, active: true }');
    expect(active.body.data?.allBrandings).toEqual([
      expect.objectContaining({ id: IDS.brandings.acme, fontFamily: 'Georgia', buttonColor: '#7A1F2B' }),
    ]);
    const all = await allBrandings(`{ tenant: { id: "${IDS.tenants.acme}" } }`);
    expect(all.body.data?.allBrandings.map((branding) => branding.active)).toEqual([true, false]);
  });

  it('finds the default branding, which has no tenant', async () => {
    const { body } = await allBrandings('{ default: true }');
    expect(body.data?.allBrandings).toEqual([
      expect.objectContaining({
        id: IDS.brandings.default,
        fontFamily: 'Poppins',
        default: true,
        active: true,
        tenant: null,
      }),
    ]);
  });

  it('has no branding for summit, so the shell falls back to the default', async () => {
    const { statusCode, body } = await allBrandings('{ tenant: { identifier: "summit" }, active: true }');
    expect(statusCode).toBe(200);
    expect(body.data?.allBrandings).toEqual([]);
  });

  it('answers an unknown tenant or a malformed tenant id with an empty list', async () => {
    expect((await allBrandings('{ tenant: { identifier: "nobody" } }')).body.data?.allBrandings).toEqual([]);
    expect((await allBrandings('{ tenant: { id: "42" } }')).body.data?.allBrandings).toEqual([]);
  });

  it('limits a lookup that names no tenant to the tenant of the host', async () => {
    const { body } = await allBrandings('{ active: true }', HOSTS.acme);
    expect(body.data?.allBrandings.map((branding) => branding.id)).toEqual([IDS.brandings.acme]);
  });

  it('sanitizes tenant header and footer HTML on output', async () => {
    const { body } = await allBrandings('{ tenant: { identifier: "hostile" }, active: true }', HOSTS.hostile);
    const [branding] = body.data?.allBrandings ?? [];
    // The image was on no asset host: removed with its handler.
    expect(branding?.header).toBe('<p>Hostile header</p>');
    expect(branding?.footer).toBe('<p>Hostile footer</p>');
  });

  it('strips @import and outside url() from tenant CSS on output', async () => {
    const { body } = await allBrandings('{ tenant: { identifier: "hostile" }, active: true }', HOSTS.hostile);
    const css = String(body.data?.allBrandings[0]?.customCSS);
    expect(css).not.toContain('@import');
    expect(css).not.toContain('evil.example');
    expect(css).toContain('input[value^="a"]');
  });
});

describe.each(driversFor('one'))('branding values kept to their types on output (%s)', (driver) => {
  const context = useTestApp(driver, {
    web: { ...testConfig().web, assetHosts: ['https://assets.example.com'] },
  });

  it('leaves out a value that breaks its rule, as stored by any means, and keeps the rest', async () => {
    const identifier = `values-${randomBytes(4).toString('hex')}`;
    const [row] = await context.database.db
      .insert(tenant)
      .values({ name: 'Values Test', identifier, routingType: 'office' })
      .returning();
    await context.database.db.insert(branding).values({
      tenantId: row!.id,
      active: true,
      fontSize: '99999px',
      fontColor: 'var(--x',
      fontWeight: 'bold',
      fontFamily: 'Georgia',
      buttonColor: '#123456',
      linkColor: 'red; } body { display:none',
      logoURL: 'javascript:alert(1)',
      faviconImgURL: 'https://tracker.example/favicon.ico',
      backgroundImageURL: 'https://assets.example.com/bg.png',
    });
    const { body } = await graphql<BrandingResult>(
      context.app,
      `{ allBrandings(where: { tenant: { identifier: "${identifier}" } }) { fontSize fontColor fontWeight fontFamily buttonColor linkColor logoURL faviconImgURL backgroundImageURL } }`,
    );
    expect(body.data?.allBrandings).toEqual([
      {
        fontSize: null,
        fontColor: null,
        fontWeight: 'bold',
        fontFamily: 'Georgia',
        buttonColor: '#123456',
        linkColor: null,
        logoURL: null,
        faviconImgURL: null,
        backgroundImageURL: 'https://assets.example.com/bg.png',
      },
    ]);
  });
});

import { ROUTES, transferPath } from '../routes/route-paths';
import { documentTitle, SCREEN_ROUTES, screenRouteFor, serializeBootData, type BootData } from './index';

describe('serializeBootData', () => {
  it('never lets tenant text close the script element or open a comment', () => {
    const boot = {
      deployment: {
        apiBase: '/api',
        productName: '</script><script>alert(1)</script><!--',
        defaultTenant: 'demo',
        sandbox: false,
        modules: {},
      },
      tenantIdentifier: 'demo',
      tenant: null,
      branding: null,
      locale: 'en',
    } satisfies BootData;
    const text = serializeBootData(boot);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(boot);
  });
});

describe('screenRouteFor', () => {
  it.each([
    [ROUTES.createAccount, 'onboarding', 'CreateAccount'],
    [`${ROUTES.bankAccounts}/`, 'banking', 'BankAccounts'],
    ['/partner/jane-realtor', 'onboarding', 'PartnerLanding'],
    [`/partner${ROUTES.step3}/jane-realtor`, 'transfers', 'TransferDetails'],
    [ROUTES.messageCenter, 'messages', 'MessageCenter'],
  ])('%s → %s/%s', (path, module, expose) => {
    expect(screenRouteFor(path)).toMatchObject({ module, expose });
  });

  it('knows no screen for / or an unknown path', () => {
    expect(screenRouteFor('/')).toBeUndefined();
    expect(screenRouteFor('/nowhere')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  const demo = { name: 'Demo Title & Escrow' };

  it.each([
    [ROUTES.bankAccounts, 'Bank Accounts · Demo Title & Escrow'],
    [ROUTES.createAccount, 'Create Account · Demo Title & Escrow'],
    [`${ROUTES.step2}/`, 'Personal Information · Demo Title & Escrow'],
    [`/partner${ROUTES.step3}/jane-realtor`, 'Transfer Details · Demo Title & Escrow'],
    [transferPath('t-1'), 'Transfer · Demo Title & Escrow'],
    // Requirements §2: the message center's title is the tenant's name.
    [ROUTES.messageCenter, 'Demo Title & Escrow'],
    // '/' only redirects; an unknown path shows the shell's 'Page not found'.
    [ROUTES.root, 'Demo Title & Escrow'],
    ['/nowhere', 'Page not found · Demo Title & Escrow'],
  ])('%s → %s', (path, title) => {
    expect(documentTitle(path, demo, 'Closing Portal', 'en')).toBe(title);
  });

  it("falls back to the product's name: alone without a tenant, after the page for a nameless one", () => {
    expect(documentTitle(ROUTES.login, null, 'Closing Portal', 'en')).toBe('Closing Portal');
    expect(documentTitle(ROUTES.login, { name: '  ' }, 'Closing Portal', 'en')).toBe('Log In · Closing Portal');
  });

  it("gives every screen a title of its own (an agent's create-account steps are the same steps)", () => {
    const screens = SCREEN_ROUTES.filter((route) => !route.path.startsWith(`${ROUTES.partner}${ROUTES.createAccount}`));
    for (const locale of ['en', 'es'] as const) {
      const titles = screens.map((route) => documentTitle(route.path, demo, 'Closing Portal', locale));
      expect(new Set(titles).size).toBe(screens.length);
    }
  });

  it('names the page in Spanish on a Spanish page, the tenant as it is', () => {
    expect(documentTitle(ROUTES.bankAccounts, demo, 'Closing Portal', 'es')).toBe(
      'Cuentas bancarias · Demo Title & Escrow',
    );
    expect(documentTitle('/nowhere', demo, 'Closing Portal', 'es')).toBe('Página no encontrada · Demo Title & Escrow');
  });
});

import { ROUTES } from '../routes/route-paths';
import { screenRouteFor, serializeBootData, type BootData } from './index';

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

import { partnerPath, ROUTES, transferPath } from '@portal/shared';
import { enabledRoutes, isPublicPath, SCREEN_ROUTES, screenRouteFor } from '@portal/shared/page';
import { rootRedirect } from './root-redirect';

describe('route table', () => {
  it('maps every route of requirements §2 to a remote screen', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    for (const path of [
      '/login',
      '/create-account',
      '/create-account/account-verification',
      '/create-account/step-2',
      '/create-account/step-select-account',
      '/create-account/step-3',
      '/create-account/step-4',
      '/create-account/success',
      '/create-account/error',
      '/create-account/verification',
      '/partner/:landingPageKey',
      '/bank-accounts',
      '/transfer-history',
      '/transfer-history/:transferId',
      '/account',
      '/message-center',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('serves the create-account steps under an agent landing page too', () => {
    const partnerStep3 = SCREEN_ROUTES.find((route) => route.path === '/partner/create-account/step-3/:landingPageKey');
    expect(partnerStep3).toMatchObject({ module: 'transfers', expose: 'TransferDetails' });
    // The same shape as partnerPath() builds, so every partner link lands on a route.
    expect(partnerPath(ROUTES.step3, 'jane-realtor')).toBe('/partner/create-account/step-3/jane-realtor');
  });

  it('serves one transfer of the history from mf-transfers, at the path transferPath builds', () => {
    expect(screenRouteFor(transferPath('t 1'))).toMatchObject({ module: 'transfers', expose: 'TransferOverview' });
    expect(transferPath('t 1')).toBe('/transfer-history/t%201');
  });

  it('drops every route of a module the tenant or deployment does not enable', () => {
    const routes = enabledRoutes(new Set(['onboarding', 'banking', 'transfers']));
    expect(routes.some((route) => route.module === 'messages')).toBe(false);
    expect(routes.some((route) => route.path === '/transfer-history')).toBe(true);
  });

  it.each([
    ['/login', true],
    ['/create-account', true],
    ['/create-account/account-verification', true],
    ['/partner/jane-realtor', true],
    ['/partner/create-account/step-2/jane-realtor', true],
    ['/create-account/step-2', false],
    ['/transfer-history', false],
    ['/message-center', false],
    ['/', false],
  ])('%s is public: %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe('rootRedirect (requirements §2)', () => {
  it.each([
    [null, '/create-account'],
    [{ email: '' }, '/account'],
    [{ email: null }, '/account'],
    [{ email: 'dana@example.com' }, '/transfer-history'],
  ])('%j → %s', (client, target) => {
    expect(rootRedirect(client)).toBe(target);
  });
});

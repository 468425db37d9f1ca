/** @jest-environment node */
import { partnerKeyFromPath, partnerPath, routeFromPartnerPath, isPartnerPath } from './partner-paths';
import { ROUTES, pathWithQuery } from './route-paths';

describe('ROUTES', () => {
  it('spells the required routes', () => {
    expect(ROUTES.accountVerification).toBe('/create-account/account-verification');
    expect(ROUTES.stepSelectAccount).toBe('/create-account/step-select-account');
    expect(ROUTES.error).toBe('/create-account/error');
    expect(ROUTES.messageCenter).toBe('/message-center');
  });
});

describe('pathWithQuery', () => {
  it('appends the non-empty parameters', () => {
    expect(pathWithQuery(ROUTES.stepSelectAccount, { go_to_transfer: 't1', disbursement: 'select-bank' })).toBe(
      '/create-account/step-select-account?go_to_transfer=t1&disbursement=select-bank',
    );
    expect(pathWithQuery(ROUTES.step4, { go_to_transfer: undefined })).toBe('/create-account/step-4');
  });
});

describe('partner paths', () => {
  it('keeps the landing page key last', () => {
    expect(partnerPath(ROUTES.createAccount, 'jane-doe')).toBe('/partner/jane-doe');
    expect(partnerPath(ROUTES.step2, 'jane-doe')).toBe('/partner/create-account/step-2/jane-doe');
  });

  it('reads the key and the plain route back', () => {
    expect(partnerKeyFromPath('/partner/jane-doe')).toBe('jane-doe');
    expect(routeFromPartnerPath('/partner/jane-doe')).toBe('/create-account');
    expect(partnerKeyFromPath('/partner/create-account/step-2/jane-doe')).toBe('jane-doe');
    expect(routeFromPartnerPath('/partner/create-account/step-2/jane-doe')).toBe('/create-account/step-2');
  });

  it('round-trips keys that need encoding', () => {
    expect(partnerKeyFromPath(partnerPath(ROUTES.step3, 'jane doe/x'))).toBe('jane doe/x');
  });

  it('recognises only real partner paths', () => {
    expect(isPartnerPath('/partnership')).toBe(false);
    expect(partnerKeyFromPath('/partner/')).toBeNull();
    expect(partnerKeyFromPath('/login')).toBeNull();
    expect(routeFromPartnerPath('/login')).toBeNull();
  });
});

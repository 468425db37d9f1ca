// Banking's side of the shared screen harness (@portal/shared/testing): a signed-in client with
// an address, and fixtures for the bank-account contract.
import type { ReactElement } from 'react';
import type { Client, ClientBankAccount } from '@portal/shared';
import {
  CLIENT as SHARED_CLIENT,
  renderScreen as renderPortalScreen,
  type RenderScreenOptions,
} from '@portal/shared/testing';

export { locationState, locationText, TENANT } from '@portal/shared/testing';

export const CLIENT: Client = {
  ...SHARED_CLIENT,
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

/** A linked account as GET /account/client-accounts answers it. */
export function bankAccount(overrides: Partial<ClientBankAccount> = {}): ClientBankAccount {
  return {
    id: 'ba-1',
    bankName: 'First Platypus Bank',
    name: 'Plaid Checking',
    bankDisplayName: 'First Platypus Bank',
    accountLastFourDigits: '0000',
    institutionCode: 'ins_109508',
    logoURL: 'https://assets.example/fp.png',
    balance: '1234.50',
    balanceDateTime: '2026-11-20T10:00:00.000Z',
    pendingVerification: false,
    supported: true,
    state: 'verified',
    ...overrides,
  };
}

export function renderScreen(
  screen: ReactElement,
  url: string,
  { path, state, reload, locale }: Pick<RenderScreenOptions, 'path' | 'state' | 'reload' | 'locale'> = {},
) {
  return renderPortalScreen(screen, url, { path, state, reload, locale, signedInAs: CLIENT });
}

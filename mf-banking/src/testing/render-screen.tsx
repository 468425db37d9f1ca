// Test helper: renders a screen the way the shell does — the page's store (with the tenant
// the shell loaded), a signed-in client, the router at a URL — plus a probe that shows where
// navigation went. Fixtures for the bank-account contract.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from '@portal/shared/router';
import { createPortalStore, signIn, tenantApi, type Client, type ClientBankAccount, type Tenant } from '@portal/shared';

export const TENANT = {
  id: 'tenant-1',
  name: 'Demo Title & Escrow',
  identifier: 'demo',
  description: null,
  type: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zipcode: null,
  supportEmail: 'support@demo.example',
  pocPhone: '(555) 010-0000',
  routingType: 'office',
  enabledModules: ['onboarding', 'banking', 'transfers', 'messages'],
  tenantGroup: null,
} satisfies Tenant;

export const CLIENT: Client = {
  id: 'client-1',
  email: 'ana@example.com',
  firstName: 'Ana',
  middleName: null,
  lastName: 'Lopez',
  mobilePhone: '+15125550100',
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  tenant: { id: TENANT.id },
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

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <output aria-label="location" data-state={state ? JSON.stringify(state) : undefined}>
      {`${pathname}${search}`}
    </output>
  );
}

export function renderScreen(
  screen: ReactElement,
  url: string,
  { path, state }: { path?: string; state?: unknown } = {},
) {
  sessionStorage.clear();
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  store.dispatch(
    tenantApi.util.upsertQueryEntries([
      { endpointName: 'getTenant', arg: TENANT.identifier, value: TENANT },
      { endpointName: 'getBranding', arg: TENANT.identifier, value: null },
    ]),
  );
  store.dispatch(signIn({ token: 'tok', client: CLIENT }));
  window.history.replaceState(state === undefined ? {} : { usr: state, key: 'test', idx: 0 }, '', url);
  const view = render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path={path ?? new URL(url, 'http://x').pathname} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </BrowserRouter>
    </Provider>,
  );
  return { store, ...view };
}

export function locationText(): string {
  return document.querySelector('output[aria-label="location"]')?.textContent ?? '';
}

export function locationState(): unknown {
  const state = document.querySelector('output[aria-label="location"]')?.getAttribute('data-state');
  return state ? JSON.parse(state) : undefined;
}

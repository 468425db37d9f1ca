// Test helper: renders a transfer screen the way the shell does — the page's store (with the
// tenant the shell loaded and a signed-in client), the router at a URL, the screen at its
// route, plus a probe showing where navigation went and with which state.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from '@portal/shared/router';
import {
  createPortalStore,
  setRealtor,
  signIn,
  tenantApi,
  type Client,
  type Realtor,
  type Tenant,
} from '@portal/shared';

export const TENANT: Tenant = {
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
};

export const CLIENT: Client = {
  id: 'client-1',
  email: 'ana@example.com',
  firstName: 'Ana',
  middleName: null,
  lastName: 'Lopez',
  mobilePhone: '+15125550100',
  tenant: { id: TENANT.id },
};

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <output aria-label="location" data-state={state ? JSON.stringify(state) : undefined}>
      {`${pathname}${search}`}
    </output>
  );
}

export interface RenderScreenOptions {
  /** The route pattern the screen is mounted at (default: the URL's path). */
  path?: string;
  state?: unknown;
  tenant?: Partial<Tenant>;
  realtor?: Realtor;
}

export function renderScreen(screen: ReactElement, url: string, options: RenderScreenOptions = {}) {
  sessionStorage.clear();
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  const tenant = { ...TENANT, ...options.tenant };
  store.dispatch(
    tenantApi.util.upsertQueryEntries([
      { endpointName: 'getTenant', arg: tenant.identifier, value: tenant },
      { endpointName: 'getBranding', arg: tenant.identifier, value: null },
    ]),
  );
  store.dispatch(signIn({ token: 'tok', client: CLIENT }));
  if (options.realtor) store.dispatch(setRealtor(options.realtor));
  window.history.replaceState(options.state === undefined ? {} : { usr: options.state, key: 'test', idx: 0 }, '', url);
  const path = options.path ?? new URL(url, 'http://x').pathname;
  const view = render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path={path} element={screen} />
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

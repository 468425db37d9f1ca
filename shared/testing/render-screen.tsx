// Test helper for the remotes' component tests: renders a screen the way the shell does — the
// page's store (with the tenant and branding the shell loaded, and whoever is signed in), the
// router at a URL, the screen at its route — plus a probe that shows where navigation went.
// It lives here, once, because every remote needs the same page around its screens; a remote's
// own testing/render-screen.tsx keeps only its fixtures and defaults.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
// Relative, not '@portal/shared': the same modules the remotes' '@portal/shared' resolves to.
import { BrowserRouter, Route, Routes, useLocation } from '../src/router';
import {
  createPortalStore,
  setLocale,
  setRealtor,
  signIn,
  tenantApi,
  type Branding,
  type Client,
  type Realtor,
  type Tenant,
} from '../src';
import type { Locale } from '../src/i18n';

/** The tenant the shell loaded for the page. */
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
  defaultLanguage: 'en',
  tenantGroup: null,
};

/** The client signed in to it; remotes adjust the fields their screens care about. */
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
  /** Navigation state, as the previous screen passed it. */
  state?: unknown;
  /** The tenant the shell loaded (default TENANT); null: none loaded. */
  tenant?: Tenant | null;
  /** The tenant's branding (default: none). */
  branding?: Branding | null;
  signedInAs?: Client;
  realtor?: Realtor;
  /** A reload: the page starts from what the last one left in sessionStorage (default: a fresh tab). */
  reload?: boolean;
  /** The page's language (default: English, the requirements' words). */
  locale?: Locale;
}

export function renderScreen(screen: ReactElement, url: string, options: RenderScreenOptions = {}) {
  // The session slice starts from storage: no test inherits another's, unless it reloads.
  if (!options.reload) sessionStorage.clear();
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  const tenant = options.tenant === undefined ? TENANT : options.tenant;
  if (tenant) {
    // Synchronously, as if the shell had loaded them before the screen rendered.
    store.dispatch(
      tenantApi.util.upsertQueryEntries([
        { endpointName: 'getTenant', arg: tenant.identifier, value: tenant },
        { endpointName: 'getBranding', arg: tenant.identifier, value: options.branding ?? null },
      ]),
    );
  }
  if (options.signedInAs) store.dispatch(signIn({ token: 'tok', client: options.signedInAs }));
  if (options.realtor) store.dispatch(setRealtor(options.realtor));
  if (options.locale) store.dispatch(setLocale(options.locale));
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

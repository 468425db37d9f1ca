/**
 * The shell's server renderer (docs/boot.md): the entry of the server bundle the API loads on
 * first use (scripts/lib/server-render-build.mjs). It renders the very tree the browser
 * hydrates (the shell's providers, TenantGate, the frame, the route's screen inside the same
 * Suspense boundary) from the same seeded store, for a route of the tenant's enabled modules:
 * - a public route whose screen the remote offers for server rendering, as a visitor sees it,
 *   the screen imported from its remote's source instead of loaded through Module Federation;
 * - any other route (a signed-in one), as any signed-in client's first render draws it: the
 *   frame with the side menu, and the session guard's spinner in `main`.
 * Anything else is left to the browser (null).
 */
import { renderToString } from 'react-dom/server';
import { SERVER_SCREENS as ONBOARDING_SCREENS } from '@portal/mf-onboarding/server';
import { api, signIn, type SignInPayload } from '@portal/shared';
import { StaticRouter } from '@portal/shared/router/server';
import { screenRouteFor, type BootData, type ServerRenderedAs } from '@portal/shared/page';
import { loadRegisteredCatalogues, LOCALES } from '@portal/shared/i18n';
import { OnServerContext } from '../boot/on-server';
import { PortalProviders } from '../boot/portal-providers';
import { createSeededStore } from '../boot/seeded-store';
import { ServerScreensContext, serverScreenKey, type ServerScreens } from '../remotes/server-screens';
import { enabledModules } from '../tenant/enabled-modules';
import { TenantGate } from '../tenant/tenant-gate';

const SCREENS: ServerScreens = Object.fromEntries(
  Object.entries(ONBOARDING_SCREENS).map(([expose, screen]) => [serverScreenKey('onboarding', expose), screen]),
);

/**
 * Every text this bundle renders, in every language, loaded once before its first page: a
 * render is synchronous, so a screen must never wait for a language's texts (the browser's
 * bundles fetch them; here they are part of the bundle).
 */
export function prepareTexts(): Promise<unknown> {
  return Promise.all(LOCALES.map((locale) => loadRegisteredCatalogues(locale)));
}

/** The remote screens this bundle renders, `module/Expose`: the API checks each against the deployed remote. */
export const SERVER_SCREEN_KEYS: readonly string[] = Object.keys(SCREENS);

export interface ServerRendering {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The session the HTML assumes (the root's data-server-rendered). */
  renderedAs: ServerRenderedAs;
}

/**
 * What the server renders at `url`: a visitor's screen (its key, `module/Expose`, which the API
 * checks against the deployed remote) or the signed-in frame (no remote code); null when the
 * browser renders the page.
 */
export type ServerRenderPlan = { renderedAs: 'visitor'; screen: string } | { renderedAs: 'signed-in'; screen: null };

export function serverRenderPlanFor(boot: BootData, url: string): ServerRenderPlan | null {
  const { pathname } = new URL(url, 'http://server.invalid');
  const route = screenRouteFor(pathname);
  if (!route || !boot.tenant) return null;
  // The shell routes only modules this deployment has and this tenant enables.
  if (!enabledModules(boot.deployment, boot.tenant).has(route.module)) return null;
  if (!route.public) return { renderedAs: 'signed-in', screen: null };
  const key = serverScreenKey(route.module, route.expose);
  return SCREENS[key] ? { renderedAs: 'visitor', screen: key } : null;
}

/**
 * The session a signed-in page is rendered with. It stands for any signed-in client and none
 * in particular: with a client in the session, the guard (routing/session-guard.tsx) asks the
 * API about it through three RTK Query hooks, which report loading on their first render and
 * start their requests in effects, which the server does not run; so the guard renders its
 * spinner, as it does in the browser's first render, and nothing of this session reaches the HTML.
 */
const ANY_SIGNED_IN_CLIENT: SignInPayload = { token: 'server-rendering', client: { id: 'server-rendering' } };

/** The shell's HTML for `url` (path and query), or null when the browser must render. */
export function renderPortal(boot: BootData, url: string): ServerRendering | null {
  const plan = serverRenderPlanFor(boot, url);
  if (!plan) return null;
  const store = createSeededStore(boot.deployment, boot.tenantIdentifier, boot, boot.locale);
  if (plan.renderedAs === 'signed-in') store.dispatch(signIn(ANY_SIGNED_IN_CLIENT));
  const html = renderToString(
    <OnServerContext.Provider value>
      <ServerScreensContext.Provider value={SCREENS}>
        <PortalProviders deployment={boot.deployment} store={store}>
          <StaticRouter location={url}>
            <TenantGate identifier={boot.tenantIdentifier} />
          </StaticRouter>
        </PortalProviders>
      </ServerScreensContext.Provider>
    </OnServerContext.Provider>,
  );
  // The seeded entries have no subscriber, so the cache would keep the store alive for a minute
  // behind a removal timer; resetting clears those timers and lets the request's store go.
  store.dispatch(api.util.resetApiState());
  return { html, renderedAs: plan.renderedAs };
}

import '@fontsource/poppins/300.css';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/700.css';
import { startTransition } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/shared/router';
import { tenantFromHost, type Deployment } from '@portal/shared/page';
import { loadCatalogue, loadRegisteredCatalogues, LOCALE_TAGS } from '@portal/shared/i18n';
import { SHARED_CATALOGUES } from '@portal/shared/i18n/react';
import { applyHtmlLang, firstLocale } from '../i18n/page-locale';
import { applyBranding } from '../branding/apply-branding';
import { loadSanitizer } from '../branding/sanitizer';
import { readBootData } from './boot-data';
import { TenantGate } from '../tenant/tenant-gate';
import { fetchDeployment } from './deployment';
import { startFirstScreen } from './first-screen';
import { PortalProviders } from './portal-providers';
import { firstRenderSession, renderMode } from './render-mode';
import { createSeededStore } from './seeded-store';
import { startWebVitals } from '../vitals/start-web-vitals';
import { noteRequestedSignOut } from '../layout/use-log-out';
import { shareSessionAcrossTabs } from '../session/tab-session';
import './global.scss';

export async function boot(container: HTMLElement) {
  // The server's page carries the deployment, tenant and branding inline: no round trip
  // before the first screen. Without it (pnpm dev) they are fetched.
  const inline = readBootData(document);
  const locale = firstLocale(inline?.locale);
  applyHtmlLang(locale);
  let deployment: Deployment;
  try {
    deployment = inline?.deployment ?? (await fetchDeployment());
  } catch (error) {
    console.error('Cannot load the deployment config', error);
    const messages = await loadCatalogue(SHARED_CATALOGUES, locale).catch(() => SHARED_CATALOGUES.en);
    createRoot(container).render(
      <IntlProvider locale={LOCALE_TAGS[locale]} messages={messages}>
        <p className="shell-status" role="alert">
          <FormattedMessage id="errors.genericError" />
        </p>
      </IntlProvider>,
    );
    return;
  }
  const identifier = inline?.tenantIdentifier ?? tenantFromHost(window.location.hostname, deployment.defaultTenant);
  // Seeded exactly as the server's renderer seeds its own (docs/boot.md).
  const store = createSeededStore(deployment, identifier, inline, locale);
  // A tab opened without a session asks this browser's other tabs for theirs (tab-session.ts).
  shareSessionAcrossTabs(store, { beforeSignOut: noteRequestedSignOut });
  // Branding goes on the document before the first render.
  if (inline?.tenant) applyBranding(document, inline.branding);
  // The screen's code and data are on their way before React renders the frame. Only a head
  // start: the components ask again, so a failure here must not keep the page from rendering.
  if (inline?.tenant) {
    await startFirstScreen(store, deployment, inline.tenant, window.location.pathname).catch((error: unknown) =>
      console.error('Cannot start the first screen early', error),
    );
  }
  // A page in another language than the bundled English has its texts before it renders, so
  // hydration matches the server's HTML and nothing changes language under the reader.
  if (locale !== 'en') {
    await loadRegisteredCatalogues(locale).catch((error: unknown) => console.error('Cannot load the texts', error));
  }
  const app = (
    <PortalProviders deployment={deployment} store={store}>
      <BrowserRouter>
        <TenantGate identifier={identifier} />
      </BrowserRouter>
    </PortalProviders>
  );
  if (renderMode(container, firstRenderSession(store.getState().session)) === 'hydrate') {
    // The server's HTML is on screen already. A visitor's screen hydrates when its remote has
    // loaded (its Suspense boundary keeps the server's HTML until then); a signed-in frame
    // hydrates at once, its session check's spinner included.
    // As a transition, hydration and the first render run in slices of a few milliseconds that
    // yield to the browser between them: on a phone they are then no long task that blocks
    // input (TBT).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    startWebVitals(deployment.apiBase, window.location.pathname);
    return;
  }
  // A page the browser renders writes the tenant's header and footer in its first render:
  // the sanitizer is needed first (the server named it among the page's preloads).
  if (inline?.branding?.header || inline?.branding?.footer) {
    await loadSanitizer().catch((error: unknown) => console.error('Cannot load the HTML sanitizer', error));
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
  startWebVitals(deployment.apiBase, window.location.pathname);
}

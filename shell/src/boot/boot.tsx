import '@fontsource/poppins/300.css';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@portal/shared/router';
import { createPortalStore, tenantApi } from '@portal/shared';
import type { Deployment } from '@portal/shared/page';
import { applyBranding } from '../branding/apply-branding';
import { readBootData } from './boot-data';
import { TenantGate } from '../tenant/tenant-gate';
import { DeploymentContext } from './deployment-context';
import { fetchDeployment } from './deployment';
import { tenantIdentifierFromHost } from './tenant-identifier';
import './global.scss';

export async function boot(container: HTMLElement) {
  const root = createRoot(container);
  // The server's page carries the deployment, tenant and branding inline: no round trip
  // before the first screen. Without it (pnpm dev) they are fetched.
  const inline = readBootData(document);
  let deployment: Deployment;
  try {
    deployment = inline?.deployment ?? (await fetchDeployment());
  } catch (error) {
    console.error('Cannot load the deployment config', error);
    root.render(
      <p className="shell-status" role="alert">
        Something went wrong... please try again in a few minutes
      </p>,
    );
    return;
  }
  const { store } = createPortalStore({ apiBase: deployment.apiBase });
  const identifier =
    inline?.tenantIdentifier ?? tenantIdentifierFromHost(window.location.hostname, deployment.defaultTenant);
  if (inline) {
    // Seeds the cache entries the shell and the remotes read (useTenant/useBranding), as if
    // the queries had just answered; branding goes on the document before the first render.
    store.dispatch(
      tenantApi.util.upsertQueryEntries([
        { endpointName: 'getTenant', arg: identifier, value: inline.tenant },
        ...(inline.tenant ? [{ endpointName: 'getBranding' as const, arg: identifier, value: inline.branding }] : []),
      ]),
    );
    if (inline.tenant) applyBranding(document, inline.tenant, inline.branding, deployment.productName);
  }
  root.render(
    <StrictMode>
      <DeploymentContext.Provider value={deployment}>
        <Provider store={store}>
          <BrowserRouter>
            <TenantGate identifier={identifier} />
          </BrowserRouter>
        </Provider>
      </DeploymentContext.Provider>
    </StrictMode>,
  );
}

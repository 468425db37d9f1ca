import '@fontsource/poppins/300.css';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@portal/shared/router';
import { createPortalStore } from '@portal/shared';
import { TenantGate } from '../tenant/tenant-gate';
import { DeploymentContext } from './deployment-context';
import { fetchDeployment } from './deployment';
import { tenantIdentifierFromHost } from './tenant-identifier';
import './global.scss';

export async function boot(container: HTMLElement) {
  const root = createRoot(container);
  let deployment;
  try {
    deployment = await fetchDeployment();
  } catch (error) {
    console.error('Cannot load the deployment config', error);
    root.render(<p className="shell-status" role="alert">Something went wrong... please try again in a few minutes</p>);
    return;
  }
  const { store } = createPortalStore({ apiBase: deployment.apiBase });
  const identifier = tenantIdentifierFromHost(window.location.hostname, deployment.defaultTenant);
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

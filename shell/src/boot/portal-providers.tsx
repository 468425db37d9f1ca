/**
 * What wraps the shell on both sides (docs/boot.md): the browser's boot and the server's
 * renderer put the same providers around the same TenantGate, each with its own router, so the
 * server's HTML and the browser's first render are one tree and hydration matches.
 */
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PortalStore } from '@portal/shared';
import type { Deployment } from '@portal/shared/page';
import { TextsProvider } from '@portal/shared/i18n/react';
import { SHELL_CATALOGUES } from '../i18n/catalogues';
import { DeploymentContext } from './deployment-context';

export function PortalProviders({
  deployment,
  store,
  children,
}: {
  deployment: Deployment;
  store: PortalStore;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <DeploymentContext.Provider value={deployment}>
        <Provider store={store}>
          <TextsProvider catalogues={SHELL_CATALOGUES}>{children}</TextsProvider>
        </Provider>
      </DeploymentContext.Provider>
    </StrictMode>
  );
}

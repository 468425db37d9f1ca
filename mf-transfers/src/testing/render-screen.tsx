// Transfers' side of the shared screen harness (@portal/shared/testing): a signed-in client,
// and tests may adjust the tenant or add the realtor the client works with.
import type { ReactElement } from 'react';
import type { Tenant } from '@portal/shared';
import {
  CLIENT,
  renderScreen as renderPortalScreen,
  TENANT,
  type RenderScreenOptions as PortalScreenOptions,
} from '@portal/shared/testing';

export { CLIENT, locationState, locationText, TENANT } from '@portal/shared/testing';

export interface RenderScreenOptions extends Pick<PortalScreenOptions, 'path' | 'state' | 'realtor' | 'locale'> {
  /** Overrides of TENANT. */
  tenant?: Partial<Tenant>;
}

export function renderScreen(screen: ReactElement, url: string, { tenant, ...options }: RenderScreenOptions = {}) {
  return renderPortalScreen(screen, url, { ...options, tenant: { ...TENANT, ...tenant }, signedInAs: CLIENT });
}

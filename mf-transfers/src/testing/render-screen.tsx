// Transfers' side of the shared screen harness (@portal/shared/testing): a signed-in client,
// and tests may adjust the tenant or add the realtor the client works with.
import type { ReactElement } from 'react';
import type { Client, Tenant } from '@portal/shared';
import {
  renderScreen as renderPortalScreen,
  TENANT,
  type RenderScreenOptions as PortalScreenOptions,
} from '@portal/shared/testing';

export { locationState, locationText, TENANT } from '@portal/shared/testing';

export const CLIENT: Client = {
  id: 'client-1',
  email: 'ana@example.com',
  firstName: 'Ana',
  middleName: null,
  lastName: 'Lopez',
  mobilePhone: '+15125550100',
  tenant: { id: TENANT.id },
};

export interface RenderScreenOptions extends Pick<PortalScreenOptions, 'path' | 'state' | 'realtor'> {
  /** Overrides of TENANT. */
  tenant?: Partial<Tenant>;
}

export function renderScreen(screen: ReactElement, url: string, { tenant, ...options }: RenderScreenOptions = {}) {
  return renderPortalScreen(screen, url, { ...options, tenant: { ...TENANT, ...tenant }, signedInAs: CLIENT });
}

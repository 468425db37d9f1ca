// Messages' side of the shared screen harness (@portal/shared/testing): a signed-in client with
// an address; the message center needs no tenant loaded, so none is.
import type { ReactElement } from 'react';
import type { Client } from '@portal/shared';
import { CLIENT as SHARED_CLIENT, renderScreen as renderPortalScreen } from '@portal/shared/testing';

export const CLIENT: Client = {
  ...SHARED_CLIENT,
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

export function renderScreen(screen: ReactElement, url: string) {
  return renderPortalScreen(screen, url, { path: url, tenant: null, signedInAs: CLIENT });
}

// Onboarding's side of the shared screen harness (@portal/shared/testing): its client, who has
// not given an email yet, and branding that is on unless a test says otherwise. Nobody is
// signed in unless a test says who.
import type { ReactElement } from 'react';
import type { Branding, Client } from '@portal/shared';
import {
  CLIENT as SHARED_CLIENT,
  renderScreen as renderPortalScreen,
  type RenderScreenOptions as PortalScreenOptions,
} from '@portal/shared/testing';

export { locationState, locationText, TENANT } from '@portal/shared/testing';

export const CLIENT: Client = { ...SHARED_CLIENT, email: null };

export interface RenderScreenOptions extends Pick<PortalScreenOptions, 'path' | 'state' | 'signedInAs'> {
  /** Overrides of the tenant's branding; null: the tenant has none. */
  branding?: Partial<Branding> | null;
}

export function renderScreen(screen: ReactElement, url: string, { branding, ...options }: RenderScreenOptions = {}) {
  return renderPortalScreen(screen, url, {
    ...options,
    branding: branding === null ? null : ({ id: 'b-1', default: false, active: true, ...branding } as Branding),
  });
}

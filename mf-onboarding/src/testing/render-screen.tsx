// Onboarding's side of the shared screen harness (@portal/shared/testing): its client, who has
// not given an email yet, and branding that is on unless a test says otherwise. Nobody is
// signed in unless a test says who.
import type { ReactElement } from 'react';
import type { Branding, Client } from '@portal/shared';
import { loadRegisteredCatalogues } from '@portal/shared/i18n';
import { TextsProvider } from '@portal/shared/i18n/react';
import {
  CLIENT as SHARED_CLIENT,
  renderScreen as renderPortalScreen,
  type RenderScreenOptions as PortalScreenOptions,
} from '@portal/shared/testing';
import { CATALOGUES } from '../i18n/catalogues';

export { locationState, locationText, TENANT } from '@portal/shared/testing';

export const CLIENT: Client = { ...SHARED_CLIENT, email: null };

export interface RenderScreenOptions extends Pick<PortalScreenOptions, 'path' | 'state' | 'signedInAs' | 'locale'> {
  /** Overrides of the tenant's branding; null: the tenant has none. */
  branding?: Partial<Branding> | null;
}

/**
 * Renders an exposed screen (which brings its own texts) or one of its parts, which gets this
 * remote's texts here, as the screen around it would give them.
 */
/**
 * Fetches the Spanish texts (the shared ones and this remote's) before a test renders in
 * Spanish, as the server does before it renders a Spanish page and the page before it hydrates:
 * a screen rendered by a synchronous `render` never resumes from waiting for its texts.
 */
export function loadSpanishTexts(): Promise<unknown> {
  return loadRegisteredCatalogues('es');
}

export function renderScreen(screen: ReactElement, url: string, { branding, ...options }: RenderScreenOptions = {}) {
  return renderPortalScreen(<TextsProvider catalogues={CATALOGUES}>{screen}</TextsProvider>, url, {
    ...options,
    branding: branding === null ? null : ({ id: 'b-1', default: false, active: true, ...branding } as Branding),
  });
}

// Messages' side of the shared screen harness (@portal/shared/testing): a signed-in client with
// an address; the message center needs no tenant loaded, so none is.
import { act } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import type { Client } from '@portal/shared';
import {
  CLIENT as SHARED_CLIENT,
  renderScreen as renderPortalScreen,
  type RenderScreenOptions,
} from '@portal/shared/testing';

export const CLIENT: Client = {
  ...SHARED_CLIENT,
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

export function renderScreen(screen: ReactElement, url: string, { locale }: Pick<RenderScreenOptions, 'locale'> = {}) {
  // Inside a Suspense boundary, as the shell renders a remote's screen (remote-screen.tsx).
  return renderPortalScreen(<Suspense fallback={null}>{screen}</Suspense>, url, {
    path: url,
    tenant: null,
    signedInAs: CLIENT,
    locale,
  });
}

/**
 * The screen on a Spanish page. Its texts arrive as a chunk of their own, so the first render
 * suspends; React 19 resumes a render that suspended inside `act` only when that act is
 * awaited, so this one is.
 */
export async function renderSpanishScreen(screen: ReactElement, url: string) {
  let view: ReturnType<typeof renderScreen> | undefined;
  await act(async () => {
    view = renderScreen(screen, url, { locale: 'es' });
  });
  return view!;
}

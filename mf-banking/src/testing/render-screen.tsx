// Banking's side of the shared screen harness (@portal/shared/testing): a signed-in client with
// an address, and fixtures for the bank-account contract.
import { act } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import type { Client, ClientBankAccount } from '@portal/shared';
import {
  CLIENT as SHARED_CLIENT,
  renderScreen as renderPortalScreen,
  type RenderScreenOptions,
} from '@portal/shared/testing';

export { locationState, locationText, TENANT } from '@portal/shared/testing';

export const CLIENT: Client = {
  ...SHARED_CLIENT,
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

/** A linked account as GET /account/client-accounts answers it. */
export function bankAccount(overrides: Partial<ClientBankAccount> = {}): ClientBankAccount {
  return {
    id: 'ba-1',
    bankName: 'First Platypus Bank',
    name: 'Plaid Checking',
    bankDisplayName: 'First Platypus Bank',
    accountLastFourDigits: '0000',
    institutionCode: 'ins_109508',
    logoURL: 'https://assets.example/fp.png',
    balance: '1234.50',
    balanceDateTime: '2026-11-20T10:00:00.000Z',
    pendingVerification: false,
    supported: true,
    state: 'verified',
    ...overrides,
  };
}

/** An account waiting for its micro-deposits (VERIFY). */
export const PENDING_ACCOUNT = bankAccount({
  id: 'ba-pending',
  bankName: 'Tartan Bank',
  bankDisplayName: 'Tartan Bank',
  state: 'pending',
  pendingVerification: true,
});

/** A savings account the payments provider cannot move money with ('Unsupported'). */
export const UNSUPPORTED_ACCOUNT = bankAccount({
  id: 'ba-savings',
  bankName: 'First Gingham Credit Union',
  bankDisplayName: 'First Gingham Credit Union',
  state: 'unsupported',
  supported: false,
});

export function renderScreen(
  screen: ReactElement,
  url: string,
  { path, state, reload, locale }: Pick<RenderScreenOptions, 'path' | 'state' | 'reload' | 'locale'> = {},
) {
  // The shell renders a remote's screen inside a Suspense boundary (remote-screen.tsx): a
  // Spanish page suspends there while the screen's texts arrive.
  return renderPortalScreen(<Suspense fallback={null}>{screen}</Suspense>, url, {
    path,
    state,
    reload,
    locale,
    signedInAs: CLIENT,
  });
}

/**
 * A screen on a Spanish page. Its texts arrive as a chunk of their own, so the first render
 * suspends; React 19 resumes a render that suspended inside `act` only when that act is
 * awaited, so this one is.
 */
export async function renderSpanishScreen(
  screen: ReactElement,
  url: string,
  options: Pick<RenderScreenOptions, 'path' | 'state' | 'reload'> = {},
) {
  let view: ReturnType<typeof renderScreen> | undefined;
  await act(async () => {
    view = renderScreen(screen, url, { ...options, locale: 'es' });
  });
  return view!;
}

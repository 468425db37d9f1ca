import { ShellTexts } from '../i18n/shell-texts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate } from '@portal/shared/router';
import { createPortalStore, sessionApi, signIn } from '@portal/shared';
import { requestReferencePayload } from '@portal/shared/constants';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import { Spinner } from '@portal/shared/ui';
import { SIGNED_OUT_STATE, SignedOutNotice } from '../layout/signed-out-notice';
import { useLogOut } from '../layout/use-log-out';
import { sessionCheckPrefetches } from './session-checks';
import { SessionGuard } from './session-guard';

const TENANT = 't-1';
const client = { id: 'c-1', email: 'ana@example.com', firstName: 'Ana', tenant: { id: TENANT } };
const identity = { hasSsn: true, ssnMasked: '***-**-1234', hasDob: true, dateOfBirth: '01/01/1990' };
const noIdentity = { hasSsn: false, ssnMasked: null, hasDob: false, dateOfBirth: null };

/** Log Out as the portal's layout wires it: end the session, then /login with the notice. */
function LogOutButton() {
  const logOut = useLogOut();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void logOut().then(() => navigate('/login', { replace: true, state: SIGNED_OUT_STATE }))}
    >
      Log Out
    </button>
  );
}

/** A request link's reference as the browser sees it (only the API can tell a real one). */
const TRANSFER = '5d0c5a3e-7c1b-4f0e-9a41-3c2b1a0f9e8d';
const reference = `${requestReferencePayload({
  transferId: TRANSFER,
  tenantId: '0b6f3f0e-3c47-4a36-9e0c-0d0a4b1c2e3f',
  payout: false,
  expiresAt: 2_000_000_000,
})}.AAAAAAAAAAAAAAAAAAAAAA`;

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderAt(url: string, { signedIn = true } = {}) {
  window.history.replaceState({}, '', url);
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  if (signedIn) store.dispatch(signIn({ token: 'tok', client }));
  render(
    <ShellTexts store={store}>
      <BrowserRouter>
        <SignedOutNotice />
        <SessionGuard tenantId={TENANT}>
          <p>screen</p>
        </SessionGuard>
        <Where />
        <LogOutButton />
      </BrowserRouter>
    </ShellTexts>,
  );
  return store;
}

const location = () => screen.getByRole('status', { name: 'location' });

function api(overrides: Record<string, StubHandler> = {}) {
  return stubApi({
    Client: () => json({ data: { Client: client } }),
    [`GET /security/customer/${client.id}/${TENANT}`]: () => json(identity),
    allTransfers: () => json({ data: { allTransfers: [] } }),
    'POST /auth/logout': () => json(null, 204),
    ...overrides,
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('SessionGuard', () => {
  it('sends a visitor to /create-account without asking the API anything, keeping the page they opened', async () => {
    const calls = api();
    renderAt('/transfer-history', { signedIn: false });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/create-account\?next=%2Ftransfer-history$/));
    expect(calls).toEqual([]);
  });

  it('lands a client who signs in on the page they opened as a visitor', async () => {
    api();
    const store = renderAt('/transfer-history/t-7', { signedIn: false });
    await waitFor(() => expect(location()).toHaveTextContent('/create-account?next=%2Ftransfer-history%2Ft-7'));
    // The code is verified on that page: the onboarding screen signs in and stays.
    act(() => store.dispatch(signIn({ token: 'tok', client })));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/transfer-history\/t-7$/));
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(sessionStorage.getItem('client:place')).toBeNull();
  });

  it('keeps the place through step-2 and goes on there once SSN and date of birth are stored', async () => {
    let stored: typeof identity | typeof noIdentity = noIdentity;
    api({ [`GET /security/customer/${client.id}/${TENANT}`]: () => json(stored) });
    const store = renderAt('/login?next=%2Fmessage-center', { signedIn: false });
    act(() => store.dispatch(signIn({ token: 'tok', client })));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/create-account\/step-2$/));
    expect(JSON.parse(sessionStorage.getItem('client:place')!)).toBe('/message-center');
    // Step-2 saved: the identity check now finds both.
    stored = identity;
    await act(() => store.dispatch(sessionApi.util.invalidateTags(['SensitiveData'])));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/message-center$/));
    await waitFor(() => expect(sessionStorage.getItem('client:place')).toBeNull());
  });

  it('never follows a ?next= that leaves the portal', async () => {
    api();
    renderAt('/login?next=%2F%2Fevil.example%2Fbank-accounts');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/transfer-history$/));
  });

  it("lands a signed-in client on a request link's request once the API has verified it", async () => {
    api({
      [`GET /transfer-requests/${reference}`]: () =>
        json({ tenantName: 'Demo Title', amount: '1250.00', propertyAddress: '12 Elm St' }),
    });
    renderAt(`/create-account?request=${reference}`);
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/create-account/step-select-account?go_to_transfer=${TRANSFER}`),
    );
  });

  it('ignores a request link the API refuses', async () => {
    api({ [`GET /transfer-requests/${reference}`]: () => json({ message: 'Request not found' }, 404) });
    renderAt(`/login?request=${reference}`);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/transfer-history$/));
  });

  it('shows the screen to a client whose identity is on file', async () => {
    const calls = api();
    renderAt('/bank-accounts');
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/bank-accounts');
    expect(calls.every((call) => call.authorization === 'Bearer tok')).toBe(true);
  });

  it("hydrates the server's spinner even when the page already has the checks' answers, then shows the screen", async () => {
    const calls = api();
    window.history.replaceState({}, '', '/bank-accounts');
    const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
    store.dispatch(signIn({ token: 'tok', client }));
    // As boot.tsx does before hydrating (first-screen.ts): the checks answered first.
    for (const start of sessionCheckPrefetches(client.id, TENANT)) start(store.dispatch);
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(() => Promise.all(store.dispatch(sessionApi.util.getRunningQueriesThunk())));
    // The server's HTML of a signed-in page: the session check's spinner.
    const server = render(
      <ShellTexts>
        <Spinner label="Loading your account" />
      </ShellTexts>,
    );
    const html = server.container.innerHTML;
    server.unmount();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const spinner = container.firstElementChild;
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <ShellTexts store={store}>
          <BrowserRouter>
            <SessionGuard tenantId={TENANT}>
              <p>screen</p>
            </SessionGuard>
          </BrowserRouter>
        </ShellTexts>,
        { onRecoverableError: recoverable },
      );
    });
    await waitFor(() => expect(container).toHaveTextContent('screen'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(spinner?.isConnected).toBe(false);
    expect(calls).toHaveLength(3);
    act(() => root?.unmount());
    container.remove();
  });

  it('sends a client without SSN and date of birth back to step-2', async () => {
    api({ [`GET /security/customer/${client.id}/${TENANT}`]: () => json(noIdentity) });
    renderAt('/bank-accounts');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/create-account\/step-2$/));
  });

  it('opens the history to a client without SSN and date of birth while a payout waits for them', async () => {
    const calls = api({
      [`GET /security/customer/${client.id}/${TENANT}`]: () => json(noIdentity),
      allTransfers: () => json({ data: { allTransfers: [{ id: 'd-1', status: 'sent', disbursement: true }] } }),
    });
    renderAt('/transfer-history');
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/transfer-history$/);
    const query = calls.find((call) => call.field === 'allTransfers')?.body as { variables: unknown };
    expect(query.variables).toMatchObject({ statuses: ['Initiated', 'sent'] });
  });

  it('marks an Initiated transfer viewed, then routes into the flow with it', async () => {
    let status = 'Initiated';
    const calls = api({
      allTransfers: () =>
        json({ data: { allTransfers: status === 'Initiated' ? [{ id: 'tr-1', status, disbursement: false }] : [] } }),
      updateTransfer: () => {
        status = 'viewed';
        return json({ data: { updateTransfer: { id: 'tr-1', status } } });
      },
    });
    renderAt('/transfer-history');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/create-account/step-select-account?go_to_transfer=tr-1'),
    );
    expect(await screen.findByText('screen')).toBeInTheDocument();
    const updates = calls.filter((call) => call.field === 'updateTransfer');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.body).toMatchObject({ variables: { id: 'tr-1', status: 'viewed' } });
  });

  it("says 'Client not found, please login' and logs out after 2 seconds when the client is gone", async () => {
    const calls = api({ Client: () => json({ data: { Client: null } }) });
    const store = renderAt('/transfer-history');
    expect(await screen.findByRole('alert')).toHaveTextContent('Client not found, please login');
    expect(calls.some((call) => call.path === '/auth/logout')).toBe(false);

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/), { timeout: 3000 });
    expect(calls.filter((call) => call.path === '/auth/logout')).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says the same when the API no longer knows the session (401)', async () => {
    api({ Client: () => json({ message: 'Client not found, please login', code: 'UNAUTHENTICATED' }, 401) });
    const store = renderAt('/bank-accounts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Client not found, please login');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(store.getState().session.token).toBeNull();
    // Still shown although the 401 already ended the session in the browser.
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/), { timeout: 3000 });
  });

  it('says nothing when the user logs out', async () => {
    const calls = api();
    const store = renderAt('/bank-accounts');
    await screen.findByText('screen');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('You have been signed out');
    expect(store.getState().session.token).toBeNull();
    expect(calls.filter((call) => call.path === '/auth/logout')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the session ended when a later call finds it gone (401 mid-use)', async () => {
    let expired = false;
    api({
      [`GET /security/customer/${client.id}/${TENANT}`]: () =>
        expired ? json({ message: 'Client not found, please login' }, 401) : json(identity),
    });
    const store = renderAt('/bank-accounts');
    await screen.findByText('screen');
    expired = true;
    await act(() => store.dispatch(sessionApi.util.invalidateTags(['SensitiveData'])));
    expect(await screen.findByRole('alert')).toHaveTextContent('Client not found, please login');
  });

  it('only logs a failure to read the sensitive data, and lets the client stay', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api({ [`GET /security/customer/${client.id}/${TENANT}`]: () => json({ message: 'down' }, 503) });
    renderAt('/bank-accounts');
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/bank-accounts');
    expect(error).toHaveBeenCalledWith('Sensitive data unavailable', expect.anything());
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from '@portal/shared/router';
import { createPortalStore, sessionApi, signIn } from '@portal/shared';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import { Spinner } from '@portal/shared/ui';
import { useLogOut } from '../layout/use-log-out';
import { sessionCheckPrefetches } from './session-checks';
import { SessionGuard } from './session-guard';

const TENANT = 't-1';
const client = { id: 'c-1', email: 'ana@example.com', firstName: 'Ana', tenant: { id: TENANT } };
const identity = { hasSsn: true, ssnMasked: '***-**-1234', hasDob: true, dateOfBirth: '01/01/1990' };
const noIdentity = { hasSsn: false, ssnMasked: null, hasDob: false, dateOfBirth: null };

function LogOutButton() {
  const logOut = useLogOut();
  return (
    <button type="button" onClick={() => void logOut()}>
      Log Out
    </button>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderAt(url: string, { signedIn = true } = {}) {
  window.history.replaceState({}, '', url);
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  if (signedIn) store.dispatch(signIn({ token: 'tok', client }));
  render(
    <Provider store={store}>
      <BrowserRouter>
        <SessionGuard tenantId={TENANT}>
          <p>screen</p>
        </SessionGuard>
        <Where />
        <LogOutButton />
      </BrowserRouter>
    </Provider>,
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
  it('sends a visitor to /create-account without asking the API anything', async () => {
    const calls = api();
    renderAt('/transfer-history', { signedIn: false });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/create-account$/));
    expect(calls).toEqual([]);
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
    const server = render(<Spinner label="Loading your account" />);
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
        <Provider store={store}>
          <BrowserRouter>
            <SessionGuard tenantId={TENANT}>
              <p>screen</p>
            </SessionGuard>
          </BrowserRouter>
        </Provider>,
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
    await waitFor(() => expect(location()).toHaveTextContent(/^\/create-account$/));
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

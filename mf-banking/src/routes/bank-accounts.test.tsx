import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubCall } from '@portal/shared/testing';
import { clientAccountsApi, createPortalStore, signIn, type ClientBankAccount } from '@portal/shared';
import { bankAccount, CLIENT, locationText, renderScreen, TENANT } from '../testing/render-screen';
import { sandboxLinkStubs } from '../testing/sandbox-link-stubs';
import { wait } from '../features/linking/lib/wait';
import BankAccounts, { prefetchScreenData } from './bank-accounts';

// The 8-second wait after linking (requirements §9) is asserted, not sat through.
jest.mock('../features/linking/lib/wait', () => ({ wait: jest.fn(() => Promise.resolve()) }));

const ACCOUNTS_PATH = `GET /account/client-accounts/${CLIENT.id}`;

function renderPage() {
  return renderScreen(<BankAccounts />, '/bank-accounts');
}

/** Answers the account list from a variable the test changes, as the server's state changes. */
function accountsStub(initial: ClientBankAccount[]) {
  const state = { accounts: initial };
  return { state, handler: () => json({ accounts: state.accounts }) };
}

const calls = (all: StubCall[], key: string) => all.filter((call) => `${call.method} ${call.path}` === key);

describe('/bank-accounts', () => {
  it('prefetches the very query the screen reads (the shell starts it during the session check)', async () => {
    const all = stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [bankAccount()] }) });
    const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
    store.dispatch(signIn({ token: 'tok', client: CLIENT }));
    prefetchScreenData(store.dispatch, CLIENT.id);
    const cached = () => clientAccountsApi.endpoints.getClientAccounts.select(CLIENT.id)(store.getState());
    await waitFor(() => expect(cached().data).toHaveLength(1));
    expect(calls(all, ACCOUNTS_PATH)).toHaveLength(1);
  });

  it('shows each account: logo, bank, name, last four, balance and status', async () => {
    stubApi({
      [ACCOUNTS_PATH]: () =>
        json({
          accounts: [
            bankAccount(),
            bankAccount({
              id: 'ba-2',
              bankName: 'Tartan Bank',
              bankDisplayName: 'Tartan Bank',
              accountLastFourDigits: '2222',
              logoURL: null,
              balance: null,
              state: 'pending',
              pendingVerification: true,
            }),
            bankAccount({
              id: 'ba-3',
              bankName: 'First Gingham Credit Union',
              bankDisplayName: 'First Gingham Credit Union',
              name: 'Plaid Saving',
              accountLastFourDigits: '3333',
              balance: '-20.00',
              state: 'unsupported',
              supported: false,
            }),
            bankAccount({
              id: 'ba-4',
              bankName: 'Houndstooth Bank',
              bankDisplayName: 'Houndstooth Bank',
              accountLastFourDigits: '4444',
              balance: null,
            }),
          ],
        }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Linked bank accounts' });
    const [platypus, tartan, gingham, houndstooth] = within(list).getAllByRole('listitem');

    expect(within(platypus!).getByRole('heading', { name: 'First Platypus Bank' })).toBeInTheDocument();
    expect(platypus!.querySelector('img')).toHaveAttribute('src', 'https://assets.example/fp.png');
    expect(platypus).toHaveTextContent('Plaid Checking ••••0000');
    expect(platypus).toHaveTextContent('$1,234.50');
    expect(within(platypus!).getByText('Verified')).toBeInTheDocument();
    expect(within(platypus!).queryByRole('button', { name: /VERIFY/ })).not.toBeInTheDocument();

    // Waiting for micro-deposits is a step, not a balance failure.
    expect(tartan).toHaveTextContent('Waiting for 2 small deposits — verify them when they arrive');
    expect(tartan).not.toHaveTextContent('$__.__');
    expect(tartan).not.toHaveTextContent("We're having trouble retrieving your current balance.");
    expect(within(tartan!).getByRole('button', { name: /^VERIFY/ })).toBeEnabled();
    expect(within(tartan!).queryByText('Verified')).not.toBeInTheDocument();

    expect(gingham).toHaveTextContent('($20.00)');
    expect(within(gingham!).getByText('Unsupported')).toBeInTheDocument();
    expect(within(gingham!).queryByText('Verified')).not.toBeInTheDocument();

    // A verified account whose balance could not be read keeps the requirements' message.
    expect(houndstooth).toHaveTextContent('$__.__');
    expect(houndstooth).toHaveTextContent("We're having trouble retrieving your current balance.");
  });

  it('explains an unsupported account in the Bank Notice', async () => {
    stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts: [bankAccount({ state: 'unsupported', supported: false })] }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bank Notice' }));
    const notice = await screen.findByRole('dialog', { name: 'Bank Notice' });
    expect(notice).toHaveTextContent(
      "You can't pay or be paid with this account here. Link a checking account instead",
    );
    expect(notice).toHaveTextContent('The selected bank is not supported by the third-party service.');
    expect(notice).toHaveTextContent('please link a checking account');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no account is linked: the payment is at its bank step, and linking comes first', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [] }) });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading bank accounts' })).toBeInTheDocument();
    expect(await screen.findByText('You have no linked bank accounts')).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Payment steps' });
    expect(within(steps).getByText('Bank').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/^Next, link the bank account you'll pay from\./)).toHaveTextContent(
      'the portal never sees your bank password.',
    );
    expect(screen.getByRole('button', { name: '+ Add Account' })).toHaveClass('cp-ui-button--primary');
    expect(screen.getByRole('link', { name: 'Make Transfer' })).toHaveClass('cp-ui-button--secondary');
    expect(screen.getByRole('link', { name: 'Make Transfer' })).toHaveAttribute(
      'href',
      '/create-account/step-select-account',
    );
  });

  it('shows a failed load inline, and retries', async () => {
    let fail = true;
    stubApi({
      [ACCOUNTS_PATH]: () =>
        fail
          ? json({ message: 'The bank service is unavailable.', code: 'X' }, 503)
          : json({ accounts: [bankAccount()] }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank service is unavailable.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'First Platypus Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disconnects an account after confirming, and the list no longer has it', async () => {
    const accounts = accountsStub([
      bankAccount(),
      bankAccount({ id: 'ba-2', bankName: 'Tartan Bank', bankDisplayName: 'Tartan Bank' }),
    ]);
    const sent = stubApi({
      [ACCOUNTS_PATH]: accounts.handler,
      'DELETE /account': ({ body }) => {
        accounts.state.accounts = accounts.state.accounts.filter(
          (a) => a.id !== (body as { bankAccountId: string }).bankAccountId,
        );
        return json(body);
      },
    });
    renderPage();
    const tartan = (await screen.findByRole('heading', { name: 'Tartan Bank' })).closest('li')!;
    await userEvent.click(within(tartan).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this account?' });
    expect(calls(sent, 'DELETE /account')).toHaveLength(0); // nothing before the confirmation
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tartan Bank' })).not.toBeInTheDocument());
    expect(calls(sent, 'DELETE /account').map((call) => call.body)).toEqual([{ bankAccountId: 'ba-2' }]);
    expect(screen.getByRole('heading', { name: 'First Platypus Bank' })).toBeInTheDocument();
  });

  it('shows a refused disconnect inline, on that account', async () => {
    stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts: [bankAccount()] }),
      'DELETE /account': () => json({ message: 'A transfer from this account is in progress.', code: 'CONFLICT' }, 409),
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'First Platypus Bank' })).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('A transfer from this account is in progress.');
    expect(screen.getByRole('heading', { name: 'First Platypus Bank' })).toBeInTheDocument();
  });

  it('links an account through the sandbox Link, waits 8 seconds, reloads and selects it', async () => {
    const accounts = accountsStub([]);
    const sent = stubApi({
      [ACCOUNTS_PATH]: accounts.handler,
      'POST /account/plaid/link-token': () =>
        json({ linkToken: 'link-sandbox-1', expiration: '2026-11-23T03:00:00Z', provider: 'sandbox' }),
      ...sandboxLinkStubs(),
      'POST /account/auth/create-client': () => {
        accounts.state.accounts = [bankAccount({ id: 'ba-new' })];
        return json({ bankAccountId: 'ba-new', status: 'verified' });
      },
    });
    renderPage();
    await screen.findByText('You have no linked bank accounts');
    const add = screen.getByRole('button', { name: '+ Add Account' });
    await userEvent.dblClick(add);

    const dialog = await screen.findByRole('dialog', { name: 'Select your bank' });
    expect(calls(sent, 'POST /account/plaid/link-token')).toHaveLength(1); // the double click opened one Link
    expect(calls(sent, 'POST /account/plaid/link-token')[0]!.body).toEqual({
      user: { client_user_id: CLIENT.id },
      options: { products: ['auth'] },
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'First Platypus Bank' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'user_good');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provided credentials were not correct.');

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'pass_good');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Plaid Checking/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const card = (await screen.findByRole('heading', { name: 'First Platypus Bank' })).closest('li')!;
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(sent, 'POST /account/auth/create-client').map((call) => call.body)).toEqual([
      {
        id: CLIENT.id,
        publicToken: 'public-sandbox-1',
        plaidAccountId: 'acc-chk',
        institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
      },
    ]);
    expect(wait).toHaveBeenCalledWith(8000);
    expect(calls(sent, 'POST /account/microdeposit/start')).toHaveLength(0);
  });

  it('starts micro-deposits for an account Link returns unverified, then shows VERIFY', async () => {
    const accounts = accountsStub([]);
    const sent = stubApi({
      [ACCOUNTS_PATH]: accounts.handler,
      'POST /account/plaid/link-token': () => json({ linkToken: 'lt', expiration: 'x', provider: 'sandbox' }),
      ...sandboxLinkStubs({ verificationStatus: 'pending_manual_verification' }),
      'POST /account/microdeposit/start': () => {
        accounts.state.accounts = [bankAccount({ id: 'ba-md', state: 'pending', pendingVerification: true })];
        return json({ bankAccountId: 'ba-md', status: 'pending' });
      },
    });
    renderPage();
    await screen.findByText('You have no linked bank accounts');
    await userEvent.click(screen.getByRole('button', { name: '+ Add Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'First Platypus Bank' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'user_good');
    await userEvent.type(screen.getByLabelText('Password'), 'pass_good');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Plaid Checking/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('button', { name: /^VERIFY/ })).toBeInTheDocument();
    expect(calls(sent, 'POST /account/microdeposit/start').map((call) => call.body)).toEqual([
      {
        tenantId: TENANT.id,
        id: CLIENT.id,
        publicToken: 'public-sandbox-1',
        plaidAccountId: 'acc-chk',
        institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
      },
    ]);
    expect(calls(sent, 'POST /account/auth/create-client')).toHaveLength(0);
  });

  it.each([
    ['verify', '/create-account/error'],
    ['suspended', '/create-account/error'],
    ['document', '/create-account/verification'],
  ])("goes on from a payments customer in status '%s' to %s", async (status, path) => {
    stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts: [] }),
      'POST /account/plaid/link-token': () => json({ linkToken: 'lt', expiration: 'x', provider: 'sandbox' }),
      ...sandboxLinkStubs(),
      'POST /account/auth/create-client': () => json({ bankAccountId: 'ba-new', status }),
    });
    renderPage();
    await screen.findByText('You have no linked bank accounts');
    await userEvent.click(screen.getByRole('button', { name: '+ Add Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'First Platypus Bank' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'user_good');
    await userEvent.type(screen.getByLabelText('Password'), 'pass_good');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Plaid Checking/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(locationText()).toBe(path));
  });

  it('does nothing when Link is closed, and the page can link again', async () => {
    const sent = stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts: [] }),
      'POST /account/plaid/link-token': () => json({ linkToken: 'lt', expiration: 'x', provider: 'sandbox' }),
      ...sandboxLinkStubs(),
    });
    renderPage();
    await screen.findByText('You have no linked bank accounts');
    await userEvent.click(screen.getByRole('button', { name: '+ Add Account' }));
    // Behind the open dialog (hidden from assistive tech by it), and not clickable again.
    expect(screen.getByRole('button', { name: '+ Add Account', hidden: true })).toBeDisabled();
    await screen.findByRole('button', { name: 'First Platypus Bank' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '+ Add Account' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      sent.filter((call) => call.path.startsWith('/account/auth') || call.path.startsWith('/account/micro')),
    ).toEqual([]);
  });

  it('shows why a link token could not be had', async () => {
    stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts: [] }),
      'POST /account/plaid/link-token': () => json({ message: 'Bank linking is unavailable.', code: 'X' }, 502),
    });
    renderPage();
    await screen.findByText('You have no linked bank accounts');
    await userEvent.click(screen.getByRole('button', { name: '+ Add Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank linking is unavailable.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Account' })).toBeEnabled();
  });
});

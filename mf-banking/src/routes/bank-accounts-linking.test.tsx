import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaidLinkOptionsWithLinkToken } from 'react-plaid-link';
import { json, stubApi, type StubCall } from '@portal/shared/testing';
import type { ClientBankAccount } from '@portal/shared';
import { bankAccount, CLIENT, renderScreen, renderSpanishScreen, TENANT } from '../testing/render-screen';
import { linkSuccess, sandboxLinkStubs } from '../testing/sandbox-link-stubs';
import BankAccounts from './bank-accounts';

jest.mock('../features/linking/lib/wait', () => ({ wait: jest.fn(() => Promise.resolve()) }));

// Plaid's Link cannot load here; the test plays Plaid: it sees the options and answers as Link would.
const plaid: { options: PlaidLinkOptionsWithLinkToken | null; open: jest.Mock } = { options: null, open: jest.fn() };
jest.mock('react-plaid-link', () => ({
  usePlaidLink: (options: PlaidLinkOptionsWithLinkToken) => {
    plaid.options = options;
    return { open: plaid.open, ready: true, error: null, exit: jest.fn() };
  },
}));

const ACCOUNTS_PATH = `GET /account/client-accounts/${CLIENT.id}`;
const calls = (all: StubCall[], key: string) => all.filter((call) => `${call.method} ${call.path}` === key);

function accountsStub(initial: ClientBankAccount[]) {
  const state = { accounts: initial };
  return { state, handler: () => json({ accounts: state.accounts }) };
}

async function linkThroughSandbox() {
  await userEvent.click(screen.getByRole('button', { name: '+ Add Account' }));
  await userEvent.click(await screen.findByRole('button', { name: 'First Platypus Bank' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'user_good');
  await userEvent.type(screen.getByLabelText('Password'), 'pass_good');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await userEvent.click(await screen.findByRole('radio', { name: /Plaid Checking/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

/** No accounts yet; + Add Account opens Plaid's Link (played by the mock above). Answers what was sent. */
async function openPlaidLink(): Promise<StubCall[]> {
  const sent = stubApi({
    [ACCOUNTS_PATH]: () => json({ accounts: [] }),
    'POST /account/plaid/link-token': () =>
      json({ linkToken: 'link-production-1', expiration: 'x', provider: 'plaid' }),
  });
  renderScreen(<BankAccounts />, '/bank-accounts');
  await screen.findByText('You have no linked bank accounts');
  await userEvent.click(screen.getByRole('button', { name: '+ Add Account' }));
  await waitFor(() => expect(plaid.options).not.toBeNull());
  return sent;
}

beforeEach(() => {
  plaid.options = null;
});

/** Plays Plaid's Link exiting on a changed bank login, with `displayMessage` as Link words it. */
function exitPlaidLink(displayMessage: string | null) {
  act(() =>
    plaid.options!.onExit!(
      {
        error_type: 'ITEM_ERROR',
        error_code: 'ITEM_LOGIN_REQUIRED',
        error_message: 'the login details of this item have changed',
        // Plaid sends null when it has no words for the user (its error reference), though
        // react-plaid-link types the field a string.
        display_message: displayMessage as string,
      },
      { institution: null, status: 'requires_credentials', link_session_id: 'ls', request_id: 'r' },
    ),
  );
}

describe('/bank-accounts: VERIFY, Plaid, identity mismatch', () => {
  it('VERIFY opens Link in update mode and verifies the micro-deposits', async () => {
    const accounts = accountsStub([bankAccount({ id: 'ba-md', state: 'pending', pendingVerification: true })]);
    const sent = stubApi({
      [ACCOUNTS_PATH]: accounts.handler,
      'POST /account/microdeposit/link-token': () =>
        json({ linkToken: 'lt-update', expiration: 'x', provider: 'sandbox' }),
      'GET /sandbox/link/session': () =>
        json({ mode: 'verify_microdeposits', account: { id: 'a', name: 'Plaid Checking', mask: '0000' } }),
      'POST /sandbox/link/verify-microdeposits': () => json(linkSuccess('a', 'manually_verified')),
      'POST /account/microdeposit/verify': () => {
        accounts.state.accounts = [bankAccount({ id: 'ba-md' })];
        return json({ bankAccountId: 'ba-md', status: 'verified' });
      },
    });
    renderScreen(<BankAccounts />, '/bank-accounts');
    await userEvent.click(await screen.findByRole('button', { name: /^VERIFY/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'First deposit' }), '0.07');
    await userEvent.type(screen.getByRole('textbox', { name: 'Second deposit' }), '0.03');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^VERIFY/ })).not.toBeInTheDocument();
    const body = { bankAccountId: 'ba-md', id: CLIENT.id, tenantId: TENANT.id };
    expect(calls(sent, 'POST /account/microdeposit/link-token').map((call) => call.body)).toEqual([body]);
    expect(calls(sent, 'POST /account/microdeposit/verify').map((call) => call.body)).toEqual([body]);
  });

  it("uses Plaid's own Link when the token is Plaid's, with the same flow after it", async () => {
    const accounts = accountsStub([]);
    const sent = stubApi({
      [ACCOUNTS_PATH]: accounts.handler,
      'POST /account/plaid/link-token': () =>
        json({ linkToken: 'link-production-1', expiration: 'x', provider: 'plaid' }),
      'POST /account/auth/create-client': () => {
        accounts.state.accounts = [bankAccount({ id: 'ba-plaid' })];
        return json({ bankAccountId: 'ba-plaid', status: 'verified' });
      },
    });
    renderScreen(<BankAccounts />, '/bank-accounts');
    await screen.findByText('You have no linked bank accounts');
    await userEvent.click(screen.getByRole('button', { name: '+ Add Account' }));
    await waitFor(() => expect(plaid.open).toHaveBeenCalled());
    expect(plaid.options?.token).toBe('link-production-1');
    expect(sent.some((call) => call.path.startsWith('/sandbox/'))).toBe(false);

    const { public_token, metadata } = linkSuccess('plaid-acc');
    act(() => plaid.options!.onSuccess(public_token, metadata));
    expect(await screen.findByRole('heading', { name: 'First Platypus Bank' })).toBeInTheDocument();
    expect(calls(sent, 'POST /account/auth/create-client')[0]!.body).toMatchObject({ plaidAccountId: 'plaid-acc' });
  });

  it('refuses a Plaid success without a public token (nullable since react-plaid-link 5)', async () => {
    const sent = await openPlaidLink();
    act(() => plaid.options!.onSuccess(null, linkSuccess('plaid-acc').metadata));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link returned no public token');
    expect(calls(sent, 'POST /account/auth/create-client')).toEqual([]);
    expect(screen.getByRole('button', { name: '+ Add Account' })).toBeEnabled();
  });

  it("shows the error Plaid's Link exited with", async () => {
    await openPlaidLink();
    exitPlaidLink('Please log in to your bank again.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to your bank again.');
    expect(screen.getByRole('button', { name: '+ Add Account' })).toBeEnabled();
  });

  it("says a known error Link exited with in the page's language when Link gave no words of its own", async () => {
    stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts: [bankAccount()] }),
      'POST /account/plaid/link-token': () =>
        json({ linkToken: 'link-production-1', expiration: 'x', provider: 'plaid' }),
    });
    await renderSpanishScreen(<BankAccounts />, '/bank-accounts');
    await userEvent.click(await screen.findByRole('button', { name: '+ Agregar cuenta' }));
    await waitFor(() => expect(plaid.options).not.toBeNull());
    exitPlaidLink(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sus datos de inicio de sesión en este banco cambiaron. Vuelva a iniciar sesión en su banco.',
    );
  });

  describe('identity mismatch', () => {
    function mismatchStubs() {
      const accounts = accountsStub([]);
      const sent = stubApi({
        [ACCOUNTS_PATH]: accounts.handler,
        'POST /account/plaid/link-token': () => json({ linkToken: 'lt', expiration: 'x', provider: 'sandbox' }),
        ...sandboxLinkStubs(),
        'POST /account/auth/create-client': ({ body }) => {
          if (!(body as { override?: boolean }).override) {
            return json({
              bankAccountId: 'ba-mm',
              status: 'mismatch',
              mismatch: { lastName: 'Lopez-Garcia', zipcode: '78702' },
            });
          }
          accounts.state.accounts = [bankAccount({ id: 'ba-mm' })];
          return json({ bankAccountId: 'ba-mm', status: 'verified' });
        },
        updateClient: ({ body }) => {
          const { variables } = body as { variables: { id: string; data: Record<string, string> } };
          return json({ data: { updateClient: { ...CLIENT, ...variables.data, __typename: 'Client' } } });
        },
      });
      return sent;
    }

    it('shows only the fields that differ, each required and equal to the bank, then saves and links', async () => {
      const sent = mismatchStubs();
      const { store } = renderScreen(<BankAccounts />, '/bank-accounts');
      await screen.findByText('You have no linked bank accounts');
      await linkThroughSandbox();

      const form = await screen.findByRole('form', { name: 'Confirm Your Details' });
      expect(
        within(form)
          .getAllByRole('textbox')
          .map((input) => input.getAttribute('name')),
      ).toEqual(['lastName', 'zipcode']);
      expect(within(form).queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lopez');

      const lastName = within(form).getByRole('textbox', { name: 'Last Name' });
      await userEvent.clear(lastName);
      await userEvent.click(within(form).getByRole('button', { name: 'Save and Continue' }));
      expect(await within(form).findByText('This is required')).toBeInTheDocument();
      expect(within(form).getByText('Your Account details are not matching with bank details')).toBeInTheDocument();
      await userEvent.type(lastName, 'x'.repeat(31));
      expect(await within(form).findByText('Max length exceeded')).toBeInTheDocument();
      expect(calls(sent, 'POST /graphql')).toHaveLength(0);

      await userEvent.clear(lastName);
      await userEvent.type(lastName, 'lopez-garcia');
      const zip = within(form).getByRole('textbox', { name: 'ZIP Code' });
      await userEvent.clear(zip);
      await userEvent.type(zip, '78702');
      await userEvent.click(within(form).getByRole('button', { name: 'Save and Continue' }));

      const card = (await screen.findByRole('heading', { name: 'First Platypus Bank' })).closest('li')!;
      expect(card).toHaveAttribute('aria-current', 'true');
      const update = calls(sent, 'POST /graphql')[0]!.body as { variables: unknown };
      expect(update.variables).toEqual({ id: CLIENT.id, data: { lastName: 'lopez-garcia', zipcode: '78702' } });
      expect(
        calls(sent, 'POST /account/auth/create-client')
          .map((call) => call.body)
          .at(-1),
      ).toEqual({
        id: CLIENT.id,
        bankAccountId: 'ba-mm',
        override: true,
      });
      expect(store.getState().session.client).toMatchObject({ lastName: 'lopez-garcia', zipcode: '78702' });
    });

    it('says what each choice does, and shows the same screen again after a reload', async () => {
      mismatchStubs();
      const first = renderScreen(<BankAccounts />, '/bank-accounts');
      await screen.findByText('You have no linked bank accounts');
      await linkThroughSandbox();
      const form = await screen.findByRole('form', { name: 'Confirm Your Details' });
      const choices = within(form).getByRole('list', { name: 'What each choice does' });
      expect(choices).toHaveTextContent('Save and Continue: your details here change to what your bank has');
      expect(choices).toHaveTextContent('Override: your details stay as they are and the account is linked anyway');

      // A reload: a new page (store and screen) on the same session storage.
      first.unmount();
      renderScreen(<BankAccounts />, '/bank-accounts', { reload: true });
      const again = await screen.findByRole('form', { name: 'Confirm Your Details' });
      expect(within(again).getByRole('textbox', { name: 'ZIP Code' })).toBeInTheDocument();
      await userEvent.click(within(again).getByRole('button', { name: 'Override' }));
      expect(await screen.findByRole('heading', { name: 'First Platypus Bank' })).toBeInTheDocument();
      expect(sessionStorage.getItem('client:pending_mismatch')).toBeNull();
    });

    it("'Override' links the account as it is", async () => {
      const sent = mismatchStubs();
      renderScreen(<BankAccounts />, '/bank-accounts');
      await screen.findByText('You have no linked bank accounts');
      await linkThroughSandbox();
      const form = await screen.findByRole('form', { name: 'Confirm Your Details' });
      await userEvent.dblClick(within(form).getByRole('button', { name: 'Override' }));
      expect(await screen.findByRole('heading', { name: 'First Platypus Bank' })).toBeInTheDocument();
      expect(calls(sent, 'POST /graphql')).toHaveLength(0);
      expect(calls(sent, 'POST /account/auth/create-client').map((call) => call.body)).toEqual([
        expect.objectContaining({ plaidAccountId: 'acc-chk' }),
        { id: CLIENT.id, bankAccountId: 'ba-mm', override: true },
      ]);
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '@portal/shared/testing';
import {
  bankAccount,
  CLIENT,
  locationState,
  locationText,
  PENDING_ACCOUNT,
  renderScreen,
  UNSUPPORTED_ACCOUNT,
} from '../testing/render-screen';
import { sandboxLinkStubs } from '../testing/sandbox-link-stubs';
import StepSelectAccount from './step-select-account';

jest.mock('../features/linking/lib/wait', () => ({ wait: jest.fn(() => Promise.resolve()) }));

const ACCOUNTS_PATH = `GET /account/client-accounts/${CLIENT.id}`;
const VERIFIED = bankAccount();
const PENDING = PENDING_ACCOUNT;
const UNSUPPORTED = UNSUPPORTED_ACCOUNT;

const radioOf = (bank: string) => within(screen.getByRole('heading', { name: bank }).closest('li')!).getByRole('radio');

describe('/create-account/step-select-account', () => {
  it('lets only a verified, supported account be picked, then goes to step-3 with it and the query kept', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [PENDING, UNSUPPORTED, VERIFIED] }) });
    renderScreen(<StepSelectAccount />, '/create-account/step-select-account?go_to_transfer=t-1');
    await screen.findByRole('list', { name: 'Your bank accounts' });
    expect(radioOf('Tartan Bank')).toBeDisabled();
    expect(radioOf('First Gingham Credit Union')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription(
      'Choose an account above to continue.',
    );

    await userEvent.click(radioOf('First Platypus Bank'));
    expect(radioOf('First Platypus Bank')).toBeChecked();
    expect(screen.queryByText('Choose an account above to continue.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(locationText()).toBe('/create-account/step-3?go_to_transfer=t-1&bank_account=ba-1');
    expect(locationState()).toBeUndefined();
  });

  it('names each radio by bank, account name and last four: two accounts at one bank sound different', async () => {
    const savings = bankAccount({ id: 'ba-2', name: 'Plaid Saving', accountLastFourDigits: '1111' });
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [VERIFIED, savings] }) });
    renderScreen(<StepSelectAccount />, '/create-account/step-select-account');
    expect(await screen.findByRole('radio', { name: 'First Platypus Bank Plaid Checking ••••0000' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'First Platypus Bank Plaid Saving ••••1111' })).toBeEnabled();
  });

  it('shows the three disbursement tabs and continues to Accept Your Payment with the account chosen', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [VERIFIED] }) });
    renderScreen(
      <StepSelectAccount />,
      '/create-account/step-select-account?go_to_transfer=t-9&disbursement=select-bank',
      { state: { fromSummary: true } },
    );
    const tabs = screen.getByRole('navigation', { name: 'Disbursement steps' });
    expect(
      within(tabs)
        .getAllByRole('listitem')
        .map((tab) => tab.textContent),
    ).toEqual(['Select a Bank Account', 'Accept Your Payment', 'Success']);
    expect(within(tabs).getByText('Select a Bank Account')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Choose the verified account that will receive your payment.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(locationText()).toBe('/create-account/step-4?go_to_transfer=t-9&disbursement=payment&bank_account=ba-1');
    expect(locationState()).toEqual({ fromSummary: true });
  });

  it('has no tabs outside a disbursement', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [VERIFIED] }) });
    renderScreen(<StepSelectAccount />, '/create-account/step-select-account');
    await screen.findByRole('radio');
    expect(screen.queryByRole('navigation', { name: 'Disbursement steps' })).not.toBeInTheDocument();
  });

  it("stays in an agent's flow", async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [VERIFIED] }) });
    renderScreen(<StepSelectAccount />, '/partner/create-account/step-select-account/jane-realtor', {
      path: '/partner/create-account/step-select-account/:landingPageKey',
    });
    await userEvent.click(await screen.findByRole('radio'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(locationText()).toBe('/partner/create-account/step-3/jane-realtor?bank_account=ba-1');
  });

  it('with nothing linked, says why a bank is needed and makes linking the action', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [] }) });
    renderScreen(<StepSelectAccount />, '/create-account/step-select-account');
    expect(
      await screen.findByText(/^Link the bank account you'll send your funds from\. You sign in to your bank/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Account' })).toHaveClass('cp-ui-button--primary');
  });

  it('says what to do when no account can be used', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [PENDING] }) });
    renderScreen(<StepSelectAccount />, '/create-account/step-select-account');
    expect(await screen.findByText('Link or verify a bank account to make a transfer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('selects a newly linked verified account', async () => {
    let accounts = [PENDING];
    stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts }),
      'POST /account/plaid/link-token': () => json({ linkToken: 'lt', expiration: 'x', provider: 'sandbox' }),
      ...sandboxLinkStubs(),
      'POST /account/auth/create-client': () => {
        accounts = [bankAccount({ id: 'ba-new' }), PENDING];
        return json({ bankAccountId: 'ba-new', status: 'verified' });
      },
    });
    renderScreen(<StepSelectAccount />, '/create-account/step-select-account?go_to_transfer=t-2');
    await screen.findByRole('list', { name: 'Your bank accounts' });
    await userEvent.click(screen.getByRole('button', { name: '+ Add Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'First Platypus Bank' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'user_good');
    await userEvent.type(screen.getByLabelText('Password'), 'pass_good');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Plaid Checking/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(radioOf('First Platypus Bank')).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(locationText()).toBe('/create-account/step-3?go_to_transfer=t-2&bank_account=ba-new');
  });
});

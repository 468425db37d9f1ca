import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transferStartFailedMessage } from '@portal/shared/constants';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import { authorize } from '../testing/authorize';
import { authorizationTerms, transferRecord } from '../testing/fixtures';
import { locationState, locationText, renderScreen, TENANT } from '../testing/render-screen';
import TransferReview from './transfer-review';

const URL = '/create-account/step-4?go_to_transfer=transfer-1';
const FAILED = transferStartFailedMessage({
  name: TENANT.name,
  phone: TENANT.pocPhone,
  supportEmail: TENANT.supportEmail,
});

function renderReview(overrides: Record<string, StubHandler> = {}, fee = { amount: '2.50', clientPays: true }) {
  const calls = stubApi({
    Transfer: () => json({ data: { Transfer: transferRecord() } }),
    allTransferFeeConfigs: () => json({ data: { allTransferFeeConfigs: [{ id: 'f1', ...fee }] } }),
    allTransfers: () => json({ data: { allTransfers: [] } }),
    authorizationTerms: () => json({ data: { authorizationTerms: authorizationTerms() } }),
    ...overrides,
  });
  const view = renderScreen(<TransferReview />, URL);
  return { ...view, calls };
}

function row(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const starts = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.path === '/transfer/start');

describe('Review (step-4)', () => {
  it('shows the from and to panels and every row, the client paying the fee', async () => {
    renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    await screen.findByText('Total', { selector: 'dt' });
    expect(within(screen.getByRole('region', { name: 'From' })).getByText(/1001/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'To' })).getByText('Demo Title & Escrow')).toBeInTheDocument();
    expect(row('Date')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row('Purpose')).toBe('Earnest Money Deposit for Purchase');
    expect(row('Property')).toBe('12 Elm Street, Springfield, IL 62704');
    expect(row('Office')).toBe('Downtown Office');
    expect(row('Agent')).toBe('Jane Agent');
    expect(row('Note')).toBe('Offer accepted');
    expect(row('Amount')).toBe('$500.00');
    expect(row('Convenience Fee')).toBe('$2.50');
    expect(row('Total')).toBe('$502.50');
  });

  it('adds nothing when the tenant pays the fee', async () => {
    renderReview({}, { amount: '2.50', clientPays: false });
    await screen.findByText('Total', { selector: 'dt' });
    expect(row('Convenience Fee')).toBe('$0.00');
    expect(row('Total')).toBe('$500.00');
  });

  it('starts the transfer once however often Make Transfer is clicked, with the modal, then shows success', async () => {
    let release: () => void = () => undefined;
    const { calls } = renderReview({
      'POST /transfer/start': () =>
        new Promise((resolve) => {
          release = () => resolve(json({ transferId: 'transfer-1', status: 'pending' }));
        }),
    });
    const user = userEvent.setup();
    const make = await screen.findByRole('button', { name: 'Make Transfer' });
    await authorize(user);
    await user.dblClick(make);
    // The modal now covers the page; a click that still reaches the button changes nothing.
    fireEvent.click(make);
    expect(await screen.findByRole('dialog', { name: 'Processing Fund Transfer ...' })).toBeInTheDocument();
    expect(starts(calls)).toHaveLength(1);
    expect(starts(calls)[0]!.body).toEqual({
      transferId: 'transfer-1',
      bankAccountId: 'acct-1',
      authorization: { version: 'debit-2026-11', sha256: 'a'.repeat(64) },
    });
    release();
    await waitFor(() => expect(locationText()).toBe('/create-account/success?go_to_transfer=transfer-1'));
    expect(starts(calls)).toHaveLength(1);
  });

  it('shows the long failure message from the server when the provider refused, and stays', async () => {
    const message = FAILED.replace(TENANT.name, 'Server Said');
    renderReview({
      'POST /transfer/start': () => json({ code: 'TRANSFER_START_FAILED', message }, 502),
    });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(await screen.findByRole('button', { name: 'Make Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(locationText()).toBe(URL);
    expect(screen.getByRole('button', { name: 'Make Transfer' })).toBeEnabled();
  });

  it("builds the refusal text from the tenant's contacts when the server's refusal has none", async () => {
    renderReview({ 'POST /transfer/start': () => json({ code: 'TRANSFER_START_FAILED' }, 422) });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(await screen.findByRole('button', { name: 'Make Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it('waits for the recorded outcome while another tab holds the start', async () => {
    let answers = 0;
    const { calls } = renderReview({
      'POST /transfer/start': () =>
        (answers += 1) === 1
          ? json({ code: 'TRANSFER_IN_PROGRESS', message: 'in progress' }, 409)
          : json({ transferId: 'transfer-1', status: 'pending' }),
    });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(await screen.findByRole('button', { name: 'Make Transfer' }));
    await waitFor(() => expect(locationText()).toBe('/create-account/success?go_to_transfer=transfer-1'), {
      timeout: 3000,
    });
    expect(starts(calls)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes Back to the details as a draft, with the account', async () => {
    const { calls } = renderReview({
      updateTransfer: () => json({ data: { updateTransfer: transferRecord() } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(locationText()).toBe('/create-account/step-3?go_to_transfer=transfer-1&bank_account=acct-1'),
    );
    expect(calls.find((call) => call.field === 'updateTransfer')?.body).toMatchObject({
      variables: { id: 'transfer-1', data: { status: 'draft' } },
    });
  });

  it('Use Different Account leads to step-select-account keeping the transfer, from the summary', async () => {
    renderReview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use Different Account' }));
    expect(locationText()).toBe('/create-account/step-select-account?go_to_transfer=transfer-1');
    expect(locationState()).toEqual({ fromSummary: true });
  });

  it('sends a submitted transfer back to history: it cannot be edited', async () => {
    renderReview({ Transfer: () => json({ data: { Transfer: transferRecord({ status: 'submitted' }) } }) });
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(locationState()).toEqual({ notEditable: true });
  });
});

describe('Review without its transfer', () => {
  it('says so, with a way to the history, when the transfer is not the client’s', async () => {
    const calls = stubApi({
      Transfer: () => json({ data: { Transfer: null } }),
      allTransferFeeConfigs: () => json({ data: { allTransferFeeConfigs: [] } }),
    });
    renderScreen(<TransferReview />, URL);
    expect(await screen.findByText('This transfer could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Transfer History' })).toHaveAttribute('href', '/transfer-history');
    expect(screen.queryByRole('button', { name: 'Make Transfer' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/transfer/start')).toBe(false);
  });
});

// The disbursement's Accept Your Payment and Success tabs (requirements §2, §4, §8, §9).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_SEND_FAILED, NO_EMAILS_PROVIDED, transferStartFailedMessage } from '@portal/shared/constants';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import { authorize } from '../testing/authorize';
import { authorizationTerms, sentDisbursement, SOURCE } from '../testing/fixtures';
import { CLIENT, locationState, locationText, renderScreen, TENANT } from '../testing/render-screen';
import TransferReview from './transfer-review';
import TransferSuccess from './transfer-success';

const REVIEW_URL = '/create-account/step-4?go_to_transfer=disb-1&disbursement=payment&bank_account=acct-1';
const ACCEPT = '/transfer/disbursement/start';

function renderPayment(overrides: Record<string, StubHandler> = {}, url = REVIEW_URL) {
  const calls = stubApi({
    Transfer: () => json({ data: { Transfer: sentDisbursement() } }),
    BankAccount: () => json({ data: { BankAccount: SOURCE } }),
    allTransferFeeConfigs: () =>
      json({ data: { allTransferFeeConfigs: [{ id: 'f1', amount: '2.50', clientPays: true }] } }),
    allTransfers: () => json({ data: { allTransfers: [] } }),
    authorizationTerms: () => json({ data: { authorizationTerms: authorizationTerms('credit') } }),
    ...overrides,
  });
  renderScreen(<TransferReview />, url);
  return calls;
}

function row(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

const DEPOSIT = 'I authorize this deposit into my account';

const tabTexts = () =>
  within(screen.getByRole('navigation', { name: 'Disbursement steps' }))
    .getAllByRole('listitem')
    .map((tab) => [tab.textContent, tab.getAttribute('aria-current')]);

describe('Accept Your Payment (step-4 of a disbursement)', () => {
  it('shows the payment tab, the escrow paying into the chosen account, no fee, and Accept Payment', async () => {
    renderPayment();
    expect(within(await screen.findByRole('region', { name: 'To' })).getByText(/1001/)).toBeInTheDocument();
    // The credit's terms, ticked before Accept Payment is available; funds in 1-3 business days.
    expect(await screen.findByRole('region', { name: 'Deposit authorization' })).toHaveTextContent(
      authorizationTerms('credit').text,
    );
    expect(screen.getByRole('button', { name: 'Accept Payment' })).toBeDisabled();
    // Why, in the paid client's words, not the payer's.
    expect(
      screen.getByText('Tick the box to authorize this deposit before you accept the payment.'),
    ).toBeInTheDocument();
    await authorize(userEvent.setup(), DEPOSIT);
    expect(screen.getByRole('button', { name: 'Accept Payment' })).toBeEnabled();
    expect(row('Expected Arrival')).toBe('11/30/2026 – 12/02/2026');
    expect(screen.queryByRole('button', { name: 'Make Transfer' })).not.toBeInTheDocument();
    expect(tabTexts()).toEqual([
      ['Select a Bank Account', null],
      ['Accept Your Payment', 'step'],
      ['Success', null],
    ]);
    expect(within(screen.getByRole('region', { name: 'From' })).getByText(TENANT.name)).toBeInTheDocument();
    expect(row('Purpose')).toBe('Earnest Money Refund');
    expect(row('Amount')).toBe('$1,250.00');
    // The tenant pays what it sent: the client's convenience fee is for transfers only.
    expect(row('Convenience Fee')).toBe('$0.00');
    expect(row('Total')).toBe('$1,250.00');
  });

  it('accepts once however often it is clicked, with the modal, then opens the Success tab', async () => {
    let release: () => void = () => undefined;
    const calls = renderPayment({
      [`POST ${ACCEPT}`]: () =>
        new Promise((resolve) => {
          release = () => resolve(json({ transferId: 'disb-1', status: 'pending' }));
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'To' });
    await authorize(user, DEPOSIT);
    const accept = screen.getByRole('button', { name: 'Accept Payment' });
    await user.dblClick(accept);
    fireEvent.click(accept);
    expect(await screen.findByRole('dialog', { name: 'Processing Fund Transfer ...' })).toBeInTheDocument();
    const accepts = () => calls.filter((call) => call.path === ACCEPT);
    expect(accepts()).toHaveLength(1);
    expect(accepts()[0]!.body).toEqual({
      transferId: 'disb-1',
      bankAccountId: 'acct-1',
      authorization: { version: 'credit-2026-11', sha256: 'a'.repeat(64) },
    });
    release();
    await waitFor(() =>
      expect(locationText()).toBe('/create-account/success?go_to_transfer=disb-1&disbursement=success'),
    );
    expect(accepts()).toHaveLength(1);
    expect(calls.some((call) => call.path === '/transfer/start')).toBe(false);
  });

  it('shows the failure text of requirements §8 when the provider refused, and stays, to try again', async () => {
    renderPayment({ [`POST ${ACCEPT}`]: () => json({ code: 'TRANSFER_START_FAILED' }, 502) });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'To' });
    await authorize(user, DEPOSIT);
    await user.click(screen.getByRole('button', { name: 'Accept Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      transferStartFailedMessage({ name: TENANT.name, phone: TENANT.pocPhone, supportEmail: TENANT.supportEmail }),
    );
    expect(locationText()).toBe(REVIEW_URL);
    expect(screen.getByRole('button', { name: 'Accept Payment' })).toBeEnabled();
  });

  it('confirms a lost answer with the server, then opens the Success tab', async () => {
    let lookups = 0;
    const calls = renderPayment({
      [`POST ${ACCEPT}`]: () => Promise.reject(new TypeError('Failed to fetch')),
      Transfer: (call) =>
        (call.body as { query: string }).query.includes('query TransferState')
          ? json({ data: { Transfer: { id: 'disb-1', status: (lookups += 1) > 1 ? 'pending' : 'starting' } } })
          : json({ data: { Transfer: sentDisbursement() } }),
    });
    const user = userEvent.setup();
    await authorize(user, DEPOSIT);
    await user.click(screen.getByRole('button', { name: 'Accept Payment' }));
    expect(
      await screen.findByRole('dialog', { name: "We're confirming your transfer — don't pay again" }),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(locationText()).toBe('/create-account/success?go_to_transfer=disb-1&disbursement=success'),
      { timeout: 4000 },
    );
    expect(calls.filter((call) => call.path === ACCEPT)).toHaveLength(1);
  });

  it('goes back to Select a Bank Account keeping the choice (Back and Use Different Account)', async () => {
    renderPayment();
    const user = userEvent.setup();
    const back =
      '/create-account/step-select-account?go_to_transfer=disb-1&disbursement=select-bank&bank_account=acct-1';
    await user.click(await screen.findByRole('button', { name: 'Use Different Account' }));
    expect(locationText()).toBe(back);
  });

  it('cannot accept without an account of the client', async () => {
    renderPayment({}, '/create-account/step-4?go_to_transfer=disb-1&disbursement=payment');
    expect(await screen.findByText('Bank account not found, please select bank account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Payment' })).toBeDisabled();
  });

  it('sends a payment already accepted back to history', async () => {
    renderPayment({ Transfer: () => json({ data: { Transfer: sentDisbursement({ status: 'pending' }) } }) });
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(locationState()).toEqual({ notEditable: true });
  });
});

describe('Success of a disbursement', () => {
  const SEND = '/message/email/disbursement-initiated-client';
  function renderSuccess(handlers: Record<string, StubHandler> = {}) {
    const calls = stubApi({ [`POST ${SEND}`]: () => json({ sent: 1 }), ...handlers });
    renderScreen(<TransferSuccess />, '/create-account/success?go_to_transfer=disb-1&disbursement=success');
    return calls;
  }

  it('marks the Success tab and says when the funds arrive (requirements §9)', () => {
    renderSuccess();
    expect(tabTexts()).toEqual([
      ['Select a Bank Account', null],
      ['Accept Your Payment', null],
      ['Success', 'step'],
    ]);
    expect(screen.getByText('Your payment has been accepted and is pending.')).toBeInTheDocument();
    expect(screen.getByText(/Funds expected in 1-3 business days\./)).toBeInTheDocument();
    expect(screen.queryByText(/next business day/)).not.toBeInTheDocument();
  });

  it('sends its receipts through the disbursement route', async () => {
    const calls = renderSuccess();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Receipt' }));
    expect(await screen.findByText('Receipt successfully sent!')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === SEND).map((call) => call.body)).toEqual([
      { transfer_GUID: 'disb-1', emailRecipient: [CLIENT.email], additionalEmailRecipient: true },
    ]);
    expect(calls.some((call) => call.path === '/message/email/transfer-initiated')).toBe(false);
  });

  it('says when no address is given, and when sending failed', async () => {
    const calls = renderSuccess({ [`POST ${SEND}`]: () => json({ code: 'EMAIL_SEND_FAILED', message: 'x' }, 502) });
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Email 1' }));
    await user.click(screen.getByRole('button', { name: 'Send Receipt' }));
    expect(await screen.findByText(NO_EMAILS_PROVIDED)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === SEND)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Email 1' }), 'seller@closing.example');
    await user.click(screen.getByRole('button', { name: 'Send Receipt' }));
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Send receipt' })).getByRole('status')).toHaveTextContent(
        EMAIL_SEND_FAILED,
        { normalizeWhitespace: false },
      ),
    );
  });
});

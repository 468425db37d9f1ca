// The transfer page (/transfer-history/:transferId): timeline, failure in plain words, cancel, retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CANCEL_TOO_LATE,
  cancelledInPlainWords,
  TRANSFER_UNDER_REVIEW,
  TRANSFER_UNDER_REVIEW_NEXT,
  wireFraudNotice,
} from '@portal/shared/constants';
import { json, stubApi, type StubCall, type StubHandler } from '@portal/shared/testing';
import { failedR01, transferOverview } from '../testing/overview-fixtures';
import { locationText, renderScreen, TENANT } from '../testing/render-screen';
import TransferOverviewScreen from './transfer-overview';

function renderOverview(handlers: Record<string, StubHandler> = {}, id = 'transfer-1') {
  const calls = stubApi({
    Transfer: () => json({ data: { Transfer: transferOverview() } }),
    'GET /transfers/events': () => new Response(null, { status: 503 }),
    ...handlers,
  });
  renderScreen(<TransferOverviewScreen />, `/transfer-history/${id}`, { path: '/transfer-history/:transferId' });
  return calls;
}

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const timeline = () =>
  within(screen.getByRole('region', { name: 'Status timeline' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);
const mutations = (calls: StubCall[], field: string) => calls.filter((call) => call.field === field);

describe('The transfer page', () => {
  it('shows the amounts, accounts, property, expected arrival and each step with its time', async () => {
    const calls = renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Status timeline' });
    expect(calls.find((call) => call.field === 'Transfer')?.body).toMatchObject({ variables: { id: 'transfer-1' } });
    expect(value('Amount')).toBe('$500.00');
    expect(value('Total')).toBe('$502.50');
    expect(value('Paid To')).toBe(TENANT.name);
    expect(value('Confirmation Code')).toBe('K7M4-P2QX');
    expect(value('Expected Arrival')).toBe('11/23/2026');
    expect(value('From Account')).toBe('First Platypus Bank Plaid Checking ••••1001');
    expect(value('To Account')).toBe('Escrow Bank Demo Title & Escrow Escrow Trust Account ••••4321');
    expect(value('Property')).toBe('12 Elm Street, Springfield, IL 62704');
    expect(timeline()).toHaveLength(3);
    expect(timeline()[0]).toMatch(/^Created\d{2}\/\d{2}\/2026 \d{1,2}:\d{2} (AM|PM)$/);
    expect(timeline()[1]).toMatch(/^Authorized/);
    expect(timeline()[2]).toMatch(/^Pending/);
    expect(screen.getByRole('button', { name: 'Download Receipt (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Authorization (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(wireFraudNotice(TENANT.name));
    expect(screen.getByText('The authorization you gave')).toBeInTheDocument();
  });

  it('says why an R01 failed and what to do, and tries again with another account, the values kept by the server', async () => {
    const calls = renderOverview({
      Transfer: () => json({ data: { Transfer: failedR01() } }),
      retryTransfer: () => json({ data: { retryTransfer: { id: 'transfer-2', status: 'draft' } } }),
    });
    expect(await screen.findByText('Your bank returned the payment for insufficient funds.')).toBeInTheDocument();
    expect(
      screen.getByText('Make sure the account holds the full amount, or try again with another account.'),
    ).toBeInTheDocument();
    expect(timeline()[3]).toMatch(/^Failed.*R01: Your bank returned the payment for insufficient funds\.$/);
    expect(screen.queryByRole('button', { name: 'Cancel Transfer' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again with another account' }));
    await waitFor(() => expect(locationText()).toBe('/create-account/step-select-account?go_to_transfer=transfer-2'));
    expect(mutations(calls, 'retryTransfer')[0]?.body).toMatchObject({ variables: { id: 'transfer-1' } });
  });

  it('shows a return after completion as failed, with its reason', async () => {
    renderOverview({
      Transfer: () =>
        json({
          data: {
            Transfer: failedR01({
              status: 'returned',
              failure: {
                code: 'R10',
                message: 'Your bank returned the payment as unauthorized at your request.',
                nextStep: 'Contact the title company: the funds for your closing have not been received.',
              },
            }),
          },
        }),
    });
    expect(await screen.findByText('Returned', { selector: '[data-marker]' })).toHaveAttribute('data-marker', 'error');
    expect(screen.getByText('Your bank returned the payment as unauthorized at your request.')).toBeInTheDocument();
  });

  it('tells the client calmly that the title company is reviewing a held payment, and nothing of why', async () => {
    renderOverview({
      Transfer: () => json({ data: { Transfer: transferOverview({ underReview: true, cancellable: false }) } }),
    });
    expect(await screen.findByText(TRANSFER_UNDER_REVIEW)).toBeInTheDocument();
    expect(screen.getByText(TRANSFER_UNDER_REVIEW_NEXT)).toBeInTheDocument();
    expect(screen.getByText('Pending', { selector: '[data-marker]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Transfer' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/risk|rule|threshold|fraud|identity/i);
  });

  it('says a rejected payment was not accepted, in the server’s words', async () => {
    const declined = {
      message: 'The title company could not accept this payment. No money was taken.',
      nextStep: 'Please contact the title company for another way to pay.',
    };
    renderOverview({
      Transfer: () =>
        json({
          data: {
            Transfer: transferOverview({
              status: 'rejected',
              cancellable: false,
              failure: { code: null, ...declined },
            }),
          },
        }),
    });
    expect(await screen.findByText(declined.message)).toBeInTheDocument();
    expect(screen.getByText(declined.nextStep)).toBeInTheDocument();
    expect(screen.queryByText(TRANSFER_UNDER_REVIEW)).not.toBeInTheDocument();
  });

  it('cancels a pending transfer after the client confirms', async () => {
    let status = 'pending';
    const calls = renderOverview({
      Transfer: () =>
        json({
          data: {
            Transfer: transferOverview(
              status === 'cancelled'
                ? { status, cancellable: false, failure: { code: null, ...cancelledInPlainWords() } }
                : {},
            ),
          },
        }),
      cancelTransfer: () => {
        status = 'cancelled';
        return json({ data: { cancelTransfer: { id: 'transfer-1', status } } });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
    expect(mutations(calls, 'cancelTransfer')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Transfer' }));
    expect(await screen.findByText(cancelledInPlainWords().message)).toBeInTheDocument();
    expect(screen.getByText('Cancelled', { selector: '[data-marker]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Transfer' })).not.toBeInTheDocument();
    expect(mutations(calls, 'cancelTransfer')[0]?.body).toMatchObject({ variables: { id: 'transfer-1' } });
  });

  it('keeps the transfer when the client changes their mind', async () => {
    const calls = renderOverview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep Transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mutations(calls, 'cancelTransfer')).toHaveLength(0);
  });

  it('says it is too late once the provider submitted it', async () => {
    let submitted = false;
    renderOverview({
      Transfer: () =>
        json({ data: { Transfer: transferOverview(submitted ? { status: 'submitted', cancellable: false } : {}) } }),
      cancelTransfer: () => {
        submitted = true;
        return json({ data: null, errors: [{ message: CANCEL_TOO_LATE, extensions: { code: 'CONFLICT' } }] });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Transfer' }));
    expect(await screen.findByText(CANCEL_TOO_LATE)).toBeInTheDocument();
    expect(await screen.findByText('Submitted', { selector: '[data-marker]' })).toBeInTheDocument();
    expect(screen.getByText(CANCEL_TOO_LATE)).toBeInTheDocument();
  });

  it('says so when the transfer is not the client’s', async () => {
    renderOverview({ Transfer: () => json({ data: { Transfer: null } }) });
    expect(await screen.findByText('This transfer could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Transfer History' })).toHaveAttribute('href', '/transfer-history');
  });
});

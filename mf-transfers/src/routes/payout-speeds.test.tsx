// How fast a disbursement arrives, as Accept Your Payment, Success and the transfer page say it.
import { screen, waitFor, within } from '@testing-library/react';
import { INSTANT_ACCOUNT_REQUIRED } from '@portal/shared/constants';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import { localCalendarDate } from '../features/transfers/lib/payout-arrival';
import { authorizationTerms, sentDisbursement, SOURCE, transferRecord } from '../testing/fixtures';
import { transferOverview } from '../testing/overview-fixtures';
import { renderScreen } from '../testing/render-screen';
import TransferOverviewScreen from './transfer-overview';
import TransferReview from './transfer-review';
import TransferSuccess from './transfer-success';

const REVIEW_URL = '/create-account/step-4?go_to_transfer=disb-1&disbursement=payment&bank_account=acct-1';
const TODAY = localCalendarDate(new Date());

const INSTANT_ACCOUNTS = [
  { ...SOURCE, id: 'acct-1', instantPayments: true },
  {
    ...SOURCE,
    id: 'acct-2',
    bankDisplayName: 'First Gingham Credit Union',
    accountLastFourDigits: '2222',
    instantPayments: false,
  },
  {
    ...SOURCE,
    id: 'acct-3',
    bankDisplayName: 'Houndstooth Bank',
    accountLastFourDigits: '6666',
    instantPayments: true,
  },
];

function renderPayment(rail: string, earliest: string, handlers: Record<string, StubHandler> = {}) {
  stubApi({
    Transfer: () =>
      json({ data: { Transfer: sentDisbursement({ payoutSpeed: 'instant', instantFallback: 'same-day' }) } }),
    BankAccount: () => json({ data: { BankAccount: SOURCE } }),
    allTransfers: () => json({ data: { allTransfers: [] } }),
    allTransferFeeConfigs: () =>
      json({ data: { allTransferFeeConfigs: [{ id: 'f1', amount: '2.50', clientPays: true }] } }),
    allBankAccounts: () => json({ data: { allBankAccounts: INSTANT_ACCOUNTS } }),
    authorizationTerms: () =>
      json({
        data: {
          authorizationTerms: {
            ...authorizationTerms('credit'),
            expectedArrival: { earliest, latest: earliest, rail },
          },
        },
      }),
    ...handlers,
  });
  renderScreen(<TransferReview />, REVIEW_URL);
}

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

const arrivalRegion = () => screen.findByRole('region', { name: 'When it arrives' });

describe('Accept Your Payment: when the payout arrives', () => {
  it('says "in minutes" for an instant payout and names the accounts that can receive it instantly', async () => {
    renderPayment('instant', TODAY);
    const region = await arrivalRegion();
    expect(await within(region).findByText('Funds arrive in minutes.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Instant payment into the account you chose.');
    const accounts = await within(region).findByRole('list', { name: 'Your accounts that can receive it instantly:' });
    expect(
      within(accounts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First Platypus Bank ending in 1001', 'Houndstooth Bank ending in 6666']);
    expect(region).not.toHaveTextContent('cannot receive instant payments');
  });

  it('says "today" and why when the chosen account falls back to same-day ACH', async () => {
    renderPayment('same-day', TODAY);
    const region = await arrivalRegion();
    expect(await within(region).findByText('Funds expected today.')).toBeInTheDocument();
    expect(region).toHaveTextContent(
      'This account cannot receive instant payments, so the payment goes by same-day ACH.',
    );
  });

  it('names the day when same-day ACH misses the cutoff', async () => {
    renderPayment('same-day', '2099-01-05');
    expect(await within(await arrivalRegion()).findByText('Funds expected on 01/05/2099.')).toBeInTheDocument();
  });

  it('shows why an account that must receive it instantly cannot, and offers no Accept Payment', async () => {
    renderPayment('instant', TODAY, {
      authorizationTerms: () =>
        json({ errors: [{ message: INSTANT_ACCOUNT_REQUIRED, extensions: { code: 'CONFLICT' } }] }),
    });
    expect(await screen.findByText(INSTANT_ACCOUNT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Payment' })).toBeDisabled();
  });
});

describe('Success and the transfer page: the rail it went by', () => {
  it('Success says "in minutes" for an instant payout, not the 1-3 business days of a standard one', async () => {
    const instant = transferOverview({
      id: 'disb-1',
      disbursement: true,
      status: 'pending',
      expectedArrival: { earliest: TODAY, latest: TODAY, rail: 'instant' },
    });
    stubApi({
      Transfer: () => json({ data: { Transfer: instant } }),
      'GET /transfers/events': () => new Response(null, { status: 503 }),
    });
    renderScreen(<TransferSuccess />, '/create-account/success?go_to_transfer=disb-1&disbursement=success');
    expect(await screen.findByText(/Funds arrive in minutes\./)).toBeInTheDocument();
    expect(screen.queryByText(/1-3 business days/)).not.toBeInTheDocument();
  });

  it('the transfer page shows the payment speed, and when it arrives while it has not', async () => {
    stubApi({
      Transfer: () =>
        json({
          data: {
            Transfer: transferOverview({
              disbursement: true,
              status: 'pending',
              expectedArrival: { earliest: TODAY, latest: TODAY, rail: 'same-day' },
            }),
          },
        }),
      'GET /transfers/events': () => new Response(null, { status: 503 }),
    });
    renderScreen(<TransferOverviewScreen />, '/transfer-history/transfer-1', { path: '/transfer-history/:transferId' });
    const label = await screen.findByText('Payment Speed', { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent('Same-day ACH. Funds expected today.');
  });
});

describe('The transfer page: refunds', () => {
  it("lists the tenant's refunds of the transfer with their amount, date, rail and status", async () => {
    stubApi({
      Transfer: (call) =>
        json({
          data: {
            Transfer:
              (call.body as { variables: { id: string } }).variables.id === 'refund-1'
                ? transferOverview({ id: 'refund-1', disbursement: true, refundOfTransferId: 'transfer-1' })
                : transferOverview({
                    status: 'completed',
                    refunds: [
                      {
                        id: 'refund-1',
                        amount: '400.00',
                        status: 'completed',
                        rail: 'standard',
                        createdAt: '2026-11-24T15:00:00.000Z',
                      },
                      {
                        id: 'refund-2',
                        amount: '102.50',
                        status: 'pending',
                        rail: 'same-day',
                        createdAt: '2026-11-25T15:00:00.000Z',
                      },
                    ],
                  }),
          },
        }),
      'GET /transfers/events': () => new Response(null, { status: 503 }),
    });
    renderScreen(<TransferOverviewScreen />, '/transfer-history/transfer-1', { path: '/transfer-history/:transferId' });
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(
      within(refunds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '$400.00 refunded to your account on 11/24/2026 by standard ACH Completed',
      '$102.50 refunded to your account on 11/25/2026 by same-day ACH Pending',
    ]);
  });
});

describe('Review of a client transfer: a same-day debit', () => {
  function renderDebit(rail: string, earliest: string) {
    stubApi({
      Transfer: () => json({ data: { Transfer: transferRecord() } }),
      allTransferFeeConfigs: () =>
        json({
          data: { allTransferFeeConfigs: [{ id: 'f1', amount: '2.50', clientPays: true, sameDayAmount: '5.00' }] },
        }),
      allTransfers: () => json({ data: { allTransfers: [] } }),
      authorizationTerms: () =>
        json({
          data: {
            authorizationTerms: {
              ...authorizationTerms('debit'),
              expectedArrival: { earliest, latest: earliest, rail },
            },
          },
        }),
    });
    renderScreen(<TransferReview />, '/create-account/step-4?go_to_transfer=transfer-1');
  }

  it('says it arrives today and charges the same-day fee of the fee config', async () => {
    renderDebit('same-day', TODAY);
    expect(await screen.findByText('Arrives today.')).toBeInTheDocument();
    await waitFor(() => expect(row('Convenience Fee')).toBe('$5.00'));
    expect(row('Total')).toBe('$505.00');
  });

  it('says nothing of today and charges the standard fee for a standard debit', async () => {
    renderDebit('standard', '2099-01-05');
    await screen.findByText('Expected Arrival', { selector: 'dt' });
    expect(row('Convenience Fee')).toBe('$2.50');
    expect(screen.queryByText('Arrives today.')).not.toBeInTheDocument();
  });
});

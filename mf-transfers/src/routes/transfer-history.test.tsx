import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { createPortalStore, signIn } from '@portal/shared';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import type { HistoryTransfer } from '../features/history/api/get-transfer-history';
import {
  POLL_INTERVAL_MS,
  STREAM_DELAY_MS,
  useLiveTransferStatus,
} from '../features/history/hooks/use-live-transfer-status';
import { eventStream } from '../testing/event-stream';
import { CLIENT, renderScreen } from '../testing/render-screen';
import { getTransferHistoryApi } from '../features/history/api/get-transfer-history';
import TransferHistory, { prefetchScreenData } from './transfer-history';

function row(id: string, status: string, overrides: Partial<HistoryTransfer> = {}): HistoryTransfer {
  return {
    id,
    status,
    disbursement: false,
    amount: '1500.00',
    fee: '2.50',
    purpose: 'Earnest Money Deposit for Purchase',
    propertyAddress1: `${id} Elm Street`,
    propertyAddress2: null,
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipcode: '62704',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    sourceBankAccount: { id: 'acct-1' },
    destBankAccount: { id: 'escrow-1' },
    failure: null,
    ...overrides,
  };
}

function renderHistory(transfers: HistoryTransfer[], handlers: Record<string, StubHandler> = {}, state?: unknown) {
  const calls = stubApi({
    allTransfers: () => json({ data: { allTransfers: transfers } }),
    'GET /transfers/events': () => new Response(null, { status: 503 }),
    ...handlers,
  });
  const view = renderScreen(<TransferHistory />, '/transfer-history', { state });
  return { ...view, calls };
}

/** Every row, in the order the screen shows them: "Needs your action" first, then the rest. */
const items = () => screen.getAllByRole('listitem');
const itemOf = (id: string) => items().find((item) => item.getAttribute('data-transfer-id') === id)!;

describe('Transfer history', () => {
  it('prefetches the very query the screen reads (the shell starts it during the session check)', async () => {
    const calls = stubApi({ allTransfers: () => json({ data: { allTransfers: [row('t-1', 'pending')] } }) });
    const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
    store.dispatch(signIn({ token: 'tok', client: CLIENT }));
    prefetchScreenData(store.dispatch, CLIENT.id);
    const cached = () => getTransferHistoryApi.endpoints.getTransferHistory.select(CLIENT.id)(store.getState());
    await waitFor(() => expect(cached().data?.map((transfer) => transfer.id)).toEqual(['t-1']));
    expect(calls.filter((call) => call.field === 'allTransfers')).toHaveLength(1);
  });

  it('lists the transfers in the order the server sorted them, without hidden statuses or draft disbursements', async () => {
    const { calls } = renderHistory([
      row('t-new', 'pending'),
      row('t-hidden', 'awaiting approval'),
      row('t-disb-draft', 'draft', { disbursement: true }),
      row('t-old', 'completed'),
    ]);
    await screen.findByRole('list', { name: 'Transfers' });
    expect(items().map((item) => item.getAttribute('data-transfer-id'))).toEqual(['t-new', 't-old']);
    const query = calls.find((call) => call.field === 'allTransfers')?.body as {
      query: string;
      variables: Record<string, unknown>;
    };
    expect(query.query).toContain('createdAt_DESC');
    expect(query.variables).toEqual({ clientId: CLIENT.id, hidden: ['created', 'rejected', 'awaiting approval'] });
    expect(within(items()[0]!).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('11/20/2026')).toBeInTheDocument();
  });

  it('marks each status as requirements §4 maps it', async () => {
    const statuses = [
      'draft',
      'pending',
      'submitted',
      'sent',
      'viewed',
      'completed',
      'cancelled',
      'error',
      'Requested',
    ];
    renderHistory(statuses.map((status, index) => row(`t${index}`, status)));
    await screen.findByRole('list', { name: 'Transfers' });
    const markerOf = (status: string) =>
      items()
        .find((item) => item.querySelector('[data-marker]')?.textContent?.toLowerCase() === status.toLowerCase())
        ?.querySelector('[data-marker]')
        ?.getAttribute('data-marker');
    expect(statuses.map(markerOf)).toEqual([
      'inactive',
      'pending',
      'active',
      'sent',
      'viewed',
      'completed',
      'cancelled',
      'error',
      'inactive',
    ]);
  });

  it("shows the empty-state text and the '+' to start a transfer, with a visible label", async () => {
    renderHistory([]);
    expect(
      await screen.findByText('You have no pending or completed transfers, select the + button to start a transfer.'),
    ).toBeInTheDocument();
    const plus = screen.getByRole('link', { name: 'New Transfer' });
    expect(plus).toHaveTextContent('+ New Transfer');
    expect(plus).toHaveAttribute('href', '/create-account/step-select-account');
    expect(plus).toHaveClass('cp-ui-button--primary');
  });

  it('continues a draft where it stopped and sends Requested and viewed transfers to step-select-account', async () => {
    renderHistory([
      row('t-draft', 'draft'),
      row('t-early', 'draft', { sourceBankAccount: null, amount: '0.00' }),
      row('t-req', 'Requested'),
      row('t-viewed', 'viewed'),
      row('t-disb', 'sent', { disbursement: true }),
      row('t-done', 'completed'),
    ]);
    await screen.findByRole('list', { name: 'Transfers' });
    const linkOf = (index: number) =>
      within(items()[index]!)
        .queryAllByRole('link')
        .find((link) => link.textContent !== 'Details') ?? null;
    expect(linkOf(0)).toHaveAttribute('href', '/create-account/step-4?go_to_transfer=t-draft');
    expect(linkOf(1)).toHaveAttribute('href', '/create-account/step-select-account?go_to_transfer=t-early');
    expect(linkOf(2)).toHaveAttribute('href', '/create-account/step-select-account?go_to_transfer=t-req');
    expect(linkOf(3)).toHaveAttribute('href', '/create-account/step-select-account?go_to_transfer=t-viewed');
    expect(linkOf(4)).toHaveTextContent('ACCEPT PAYMENT');
    expect(linkOf(4)).toHaveAttribute(
      'href',
      '/create-account/step-select-account?go_to_transfer=t-disb&disbursement=select-bank',
    );
    expect(linkOf(5)).toBeNull();
  });

  it('puts what needs the client first, under its own heading, each group newest first', async () => {
    renderHistory([
      row('t-done', 'completed'),
      row('t-req', 'Requested'),
      row('t-pending', 'pending'),
      row('d-sent', 'sent', { disbursement: true }),
      row('t-draft', 'draft'),
    ]);
    const needed = await screen.findByRole('list', { name: 'Needs your action' });
    expect(screen.getByRole('heading', { name: 'Needs your action' })).toBeInTheDocument();
    expect(
      within(needed)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-transfer-id')),
    ).toEqual(['t-req', 'd-sent', 't-draft']);
    const others = screen.getByRole('list', { name: 'Transfers' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-transfer-id')),
    ).toEqual(['t-done', 't-pending']);
    expect(screen.getByRole('heading', { name: 'Other transfers' })).toBeInTheDocument();
    // The waiting items carry the primary buttons; starting a new transfer steps back.
    expect(screen.getByRole('link', { name: 'New Transfer' })).toHaveClass('cp-ui-button--secondary');
  });

  it('reads a payout as incoming, from the title company, with ACCEPT PAYMENT as the primary action', async () => {
    renderHistory([row('d-sent', 'sent', { disbursement: true }), row('t-pending', 'pending')]);
    await screen.findByRole('list', { name: 'Needs your action' });
    const [payout, payment] = items();
    expect(payout).toHaveAttribute('data-direction', 'incoming');
    expect(payout).toHaveTextContent('Payment from Demo Title & Escrow');
    expect(within(payout!).getByText('+$1,500.00')).toBeInTheDocument();
    expect(within(payout!).getByRole('link', { name: 'ACCEPT PAYMENT' })).toHaveClass('cp-ui-button--primary');
    expect(payment).toHaveAttribute('data-direction', 'outgoing');
    expect(payment).toHaveTextContent('Payment to Demo Title & Escrow');
    expect(within(payment!).getByText('$1,500.00')).toBeInTheDocument();
  });

  it('shows no group headings when nothing needs the client', async () => {
    renderHistory([row('t-done', 'completed')]);
    await screen.findByRole('list', { name: 'Transfers' });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows an accepted disbursement by its status and details only, with nothing to accept or edit', async () => {
    renderHistory([
      row('d-pending', 'pending', { disbursement: true, purpose: 'Earnest Money Refund' }),
      row('d-submitted', 'submitted', { disbursement: true }),
      row('d-completed', 'completed', { disbursement: true }),
    ]);
    await screen.findByRole('list', { name: 'Transfers' });
    expect(items().map((item) => item.querySelector('[data-marker]')?.textContent)).toEqual([
      'Pending',
      'Submitted',
      'Completed',
    ]);
    for (const item of items()) {
      expect(
        within(item)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Details']);
      expect(within(item).queryByRole('button')).toBeNull();
    }
  });

  it('offers editing only on editable transfers, and Details on every row', async () => {
    renderHistory([row('t-pending', 'pending'), row('t-sub', 'submitted'), row('t-draft', 'draft')]);
    await screen.findByRole('list', { name: 'Transfers' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      within(itemOf('t-pending'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Details']);
    expect(within(itemOf('t-draft')).getByRole('link', { name: 'Continue' })).toBeInTheDocument();
    expect(
      within(itemOf('t-sub')).getByRole('link', {
        name: 'Details: Earnest Money Deposit for Purchase, $1,500.00, 11/20/2026',
      }),
    ).toHaveAttribute('href', '/transfer-history/t-sub');
  });

  it("says a failed, returned or cancelled transfer's reason in one line", async () => {
    renderHistory([
      row('t-r01', 'error', { failure: { message: 'Your bank returned the payment for insufficient funds.' } }),
      row('t-returned', 'returned', {
        failure: { message: 'Your bank returned the payment because the account is closed.' },
      }),
      row('t-done', 'completed'),
      row('t-cancelled', 'cancelled', {
        failure: { message: 'This transfer was cancelled before it reached your bank.' },
      }),
    ]);
    await screen.findByRole('list', { name: 'Transfers' });
    expect(within(items()[0]!).getByText('Your bank returned the payment for insufficient funds.')).toBeInTheDocument();
    expect(within(items()[3]!).getByText(/was cancelled/)).toHaveAttribute('data-cancelled', 'true');
    expect(within(items()[0]!).getByText(/insufficient funds/)).not.toHaveAttribute('data-cancelled');
    expect(items()[1]!.querySelector('[data-marker]')).toHaveAttribute('data-marker', 'error');
    expect(within(items()[1]!).getByText(/account is closed/)).toBeInTheDocument();
    expect(items()[2]!.querySelector('.mf-transfers-history__failure')).toBeNull();
  });

  it('shows the dialog when a locked transfer was opened elsewhere and sent back here', async () => {
    renderHistory([row('t-sub', 'submitted')], {}, { notEditable: true });
    expect(await screen.findByRole('dialog', { name: 'The transfer cannot be edited' })).toBeInTheDocument();
  });

  it('shows status changes from the live stream without a reload', async () => {
    const stream = eventStream();
    let status = 'pending'; // what the server holds
    const { calls } = renderHistory([], {
      allTransfers: () => json({ data: { allTransfers: [row('t-live', status)] } }),
      'GET /transfers/events': () => stream.response,
    });
    await screen.findByRole('list', { name: 'Transfers' });
    await waitFor(() => expect(calls.some((call) => call.path === '/transfers/events')).toBe(true), {
      timeout: STREAM_DELAY_MS + 2000,
    });
    expect(calls.find((call) => call.path === '/transfers/events')?.authorization).toBe('Bearer tok');
    status = 'completed';
    act(() =>
      stream.send('transfer-status', { transferId: 't-live', status: 'completed', updatedAt: '2026-11-21T00:00:00Z' }),
    );
    await waitFor(() => expect(within(items()[0]!).getByText('Completed')).toHaveAttribute('data-marker', 'completed'));
    expect(calls.filter((call) => call.path === '/transfers/events')).toHaveLength(1); // still streaming
  });
});

describe('useLiveTransferStatus', () => {
  function wrapperWith(store: ReturnType<typeof createPortalStore>['store']) {
    return function Wrapper({ children }: { children: ReactNode }) {
      return <Provider store={store}>{children}</Provider>;
    };
  }

  it('falls back to polling every 10 s when the stream cannot be opened', async () => {
    stubApi({ 'GET /transfers/events': () => new Response('no', { status: 404 }) });
    const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
    store.dispatch(signIn({ token: 'tok', client: CLIENT }));
    const { result } = renderHook(() => useLiveTransferStatus(CLIENT.id, true), { wrapper: wrapperWith(store) });
    expect(result.current.pollingInterval).toBe(0);
    await waitFor(() => expect(result.current.pollingInterval).toBe(POLL_INTERVAL_MS), {
      timeout: STREAM_DELAY_MS + 2000,
    });
    expect(POLL_INTERVAL_MS).toBe(10_000);
  });
});

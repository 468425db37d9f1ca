import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSFER_UNDER_REVIEW, TRANSFER_UNDER_REVIEW_NEXT, wireFraudNotice } from '@portal/shared/constants';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import { STREAM_DELAY_MS } from '../features/history/hooks/use-live-transfer-status';
import { eventStream } from '../testing/event-stream';
import { transferOverview } from '../testing/overview-fixtures';
import { CLIENT, renderScreen, TENANT } from '../testing/render-screen';
import TransferSuccess from './transfer-success';

const SEND = 'POST /message/email/transfer-initiated';

function renderSuccess(handlers: Record<string, StubHandler> = {}) {
  const calls = stubApi({
    [SEND]: () => json({ sent: 1 }),
    Transfer: () => json({ data: { Transfer: transferOverview() } }),
    'GET /transfers/events': () => new Response(null, { status: 503 }),
    ...handlers,
  });
  renderScreen(<TransferSuccess />, '/create-account/success?go_to_transfer=transfer-1');
  return calls;
}

const sends = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.path === '/message/email/transfer-initiated');

describe('Success', () => {
  it('says the transfer is pending, when funds arrive, and links to history', () => {
    renderSuccess();
    expect(screen.getByRole('heading', { level: 1, name: 'Success' })).toBeInTheDocument();
    expect(screen.getByText('Your transfer has been initiated and is pending.')).toBeInTheDocument();
    expect(screen.getByText(/Funds are expected to arrive the next business day\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Transfer History' })).toHaveAttribute('href', '/transfer-history');
    expect(screen.getByRole('textbox', { name: 'Email 1' })).toHaveValue(CLIENT.email);
  });

  it('shows what was paid, to whom, the confirmation code, the expected arrival and the wire-fraud notice', async () => {
    renderSuccess();
    await screen.findByText('Confirmation Code', { selector: 'dt' });
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Amount')).toBe('$500.00');
    expect(value('Convenience Fee')).toBe('$2.50');
    expect(value('Total')).toBe('$502.50');
    expect(value('Paid To')).toBe(TENANT.name);
    expect(value('Confirmation Code')).toBe('K7M4-P2QX');
    expect(value('Expected Arrival')).toBe('11/23/2026');
    expect(screen.getByRole('note')).toHaveTextContent(wireFraudNotice(TENANT.name));
    expect(screen.getByRole('link', { name: 'View this transfer' })).toHaveAttribute(
      'href',
      '/transfer-history/transfer-1',
    );
  });

  it('stops saying pending once the transfer completed (the live status stream)', async () => {
    let status = 'pending';
    const stream = eventStream();
    renderSuccess({
      Transfer: () => json({ data: { Transfer: transferOverview({ status }) } }),
      'GET /transfers/events': () => stream.response,
    });
    expect(await screen.findByText('Pending', { selector: '[data-marker]' })).toBeInTheDocument();
    await waitFor(() => expect(stream.opened()).toBe(true), { timeout: STREAM_DELAY_MS + 2000 });
    status = 'completed';
    act(() => stream.send('transfer-status', { transferId: 'transfer-1', status: 'completed' }));
    expect(await screen.findByText('Completed', { selector: '[data-marker]' })).toBeInTheDocument();
    expect(screen.getByText('Your transfer is complete.')).toBeInTheDocument();
    expect(screen.queryByText('Your transfer has been initiated and is pending.')).not.toBeInTheDocument();
  });

  it('says the title company is reviewing a held payment, and not why', async () => {
    renderSuccess({
      Transfer: () => json({ data: { Transfer: transferOverview({ underReview: true, cancellable: false }) } }),
    });
    expect(await screen.findByText(TRANSFER_UNDER_REVIEW)).toBeInTheDocument();
    expect(screen.getByText(TRANSFER_UNDER_REVIEW_NEXT)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/risk|threshold|overrid|name match|velocity/i);
  });

  it('downloads the receipt PDF with the session', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const calls = renderSuccess({
      'GET /transfer/transfer-1/receipt.pdf': () =>
        new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const created = jest.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('receipt-K7M4-P2QX.pdf');
      expect(this.href).toBe('blob:receipt');
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Receipt (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/transfer/transfer-1/receipt.pdf')?.authorization).toBe('Bearer tok');
    clicked.mockRestore();
  });

  it('sends the receipt to every address given, blanks skipped', async () => {
    const calls = renderSuccess();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '+ Add another email' }));
    await user.click(screen.getByRole('button', { name: '+ Add another email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email 3' }), 'closer@title.example');
    await user.click(screen.getByRole('button', { name: 'Send Receipt' }));
    expect(await screen.findByText('Receipt successfully sent!')).toBeInTheDocument();
    expect(sends(calls).map((call) => call.body)).toEqual([
      {
        transfer_GUID: 'transfer-1',
        emailRecipient: [CLIENT.email, 'closer@title.example'],
        additionalEmailRecipient: true,
      },
    ]);
  });

  it('offers at most five inputs', async () => {
    renderSuccess();
    const user = userEvent.setup();
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: '+ Add another email' }));
    expect(screen.getByRole('textbox', { name: 'Email 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add another email' })).not.toBeInTheDocument();
  });

  it('refuses no address and a malformed one without calling the server', async () => {
    const calls = renderSuccess();
    const user = userEvent.setup();
    const first = screen.getByRole('textbox', { name: 'Email 1' });
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Send Receipt' }));
    expect(await screen.findByText('No emails provided.')).toBeInTheDocument();
    await user.type(first, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Receipt' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(sends(calls)).toEqual([]);
  });

  it('says when the e-mail could not be sent', async () => {
    renderSuccess({ [SEND]: () => json({ code: 'EMAIL_SEND_FAILED', message: 'x' }, 502) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Receipt' }));
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Send receipt' })).getByRole('status')).toHaveTextContent(
        'Failed to send email.  Please try again later.',
        {
          normalizeWhitespace: false,
        },
      ),
    );
  });
});

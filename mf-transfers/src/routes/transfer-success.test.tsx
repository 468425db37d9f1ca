import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import { CLIENT, renderScreen } from '../testing/render-screen';
import TransferSuccess from './transfer-success';

const SEND = 'POST /message/email/transfer-initiated';

function renderSuccess(handlers: Record<string, StubHandler> = {}) {
  const calls = stubApi({ [SEND]: () => json({ sent: 1 }), ...handlers });
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

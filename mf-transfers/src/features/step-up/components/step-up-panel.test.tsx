import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { CLIENT, json, renderScreen, stubApi } from '@portal/shared/testing';
import { TextsProvider } from '@portal/shared/i18n/react';
import { CATALOGUES } from '../../../i18n/catalogues';
import { StepUpPanel } from './step-up-panel';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));

const MESSAGE =
  'For a payment of this size, please confirm it is you with your passkey or a code sent by text message.';
const ATTEMPT = 'a'.repeat(43);

function renderPanel(passkey: boolean) {
  const onConfirmed = jest.fn();
  const onCancel = jest.fn();
  renderScreen(
    <TextsProvider catalogues={CATALOGUES}>
      <StepUpPanel transferId="t-1" message={MESSAGE} passkey={passkey} onConfirmed={onConfirmed} onCancel={onCancel} />
    </TextsProvider>,
    '/create-account/step-4?go_to_transfer=t-1',
    { signedInAs: CLIENT },
  );
  return { onConfirmed, onCancel };
}

describe('StepUpPanel', () => {
  it('texts a code, refuses a wrong one, and confirms with the right one', async () => {
    let tries = 0;
    const calls = stubApi({
      'POST /step-up/code': () => json({ attempt: ATTEMPT }),
      'POST /step-up/code/verify': () =>
        ++tries === 1
          ? json({ message: 'Invalid Code', code: 'BAD_USER_INPUT', attemptsLeft: 4 }, 400)
          : json(null, 204),
    });
    const { onConfirmed } = renderPanel(false);
    expect(screen.getByRole('region', { name: 'Confirm it is you' })).toHaveTextContent(MESSAGE);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter Code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Code');
    expect(onConfirmed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.body)).toEqual([
      { transferId: 't-1' },
      { transferId: 't-1', attempt: ATTEMPT, code: '111111' },
      { transferId: 't-1', attempt: ATTEMPT, code: '111111' },
    ]);
  });

  it('asks a client with a passkey for it, and can fall back to a code', async () => {
    jest.mocked(startAuthentication).mockResolvedValue({ id: 'cred' } as never);
    const calls = stubApi({
      'POST /step-up/passkey/options': () => json({ challenge: 'su-1' }),
      'POST /step-up/passkey': () => json(null, 204),
    });
    const { onConfirmed } = renderPanel(true);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Text me a code instead' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm with your passkey' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(calls[1]?.body).toEqual({ transferId: 't-1', response: { id: 'cred' } });
  });
});

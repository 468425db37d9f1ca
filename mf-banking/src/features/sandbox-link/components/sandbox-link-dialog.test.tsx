import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '@portal/shared/testing';
import { TextsProvider } from '@portal/shared/i18n/react';
import { CATALOGUES } from '../../../i18n/catalogues';
import { renderScreen } from '../../../testing/render-screen';
import { INSTITUTIONS, linkSuccess, sandboxLinkStubs } from '../../../testing/sandbox-link-stubs';
import SandboxLinkDialog from './sandbox-link-dialog';

function renderDialog() {
  const onSuccess = jest.fn();
  const onExit = jest.fn();
  // Inside the screen's texts, as the screens that open it render it.
  renderScreen(
    <TextsProvider catalogues={CATALOGUES}>
      <SandboxLinkDialog linkToken="link-1" onSuccess={onSuccess} onExit={onExit} />
    </TextsProvider>,
    '/bank-accounts',
  );
  return { onSuccess, onExit };
}

describe('the sandbox Link dialog', () => {
  it('searches banks by name, sending the link token', async () => {
    const sent = stubApi({
      ...sandboxLinkStubs(),
      'GET /sandbox/link/institutions': () => json({ institutions: INSTITUTIONS.slice(1) }),
    });
    renderDialog();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search for your bank' }), 'hound');
    expect(await screen.findByRole('button', { name: 'Houndstooth Bank' })).toBeInTheDocument();
    const searches = sent.filter((call) => call.path === '/sandbox/link/institutions');
    expect(searches.length).toBeGreaterThan(1);
    const last = fetchUrls()
      .filter((url) => url.pathname.endsWith('/institutions'))
      .at(-1)!;
    expect(last.searchParams.get('linkToken')).toBe('link-1');
    expect(last.searchParams.get('query')).toBe('hound');
  });

  it('asks the MFA institution for a code, refuses a wrong one, then returns Plaid-shaped onSuccess', async () => {
    stubApi({
      ...sandboxLinkStubs(),
      'POST /sandbox/link/login': () =>
        json({ link_session_id: 'ls-mfa', status: 'mfa', prompt: 'Enter the code we sent to your phone.' }),
      'POST /sandbox/link/mfa': ({ body }) =>
        (body as { answer: string }).answer === '1234'
          ? json({
              link_session_id: 'ls-mfa',
              status: 'accounts',
              accounts: [
                {
                  id: 'a-1',
                  name: 'Plaid Checking',
                  mask: '0000',
                  type: 'depository',
                  subtype: 'checking',
                  verification_status: null,
                },
              ],
            })
          : json({ error_type: 'ITEM_ERROR', error_code: 'INVALID_MFA' }, 400),
    });
    const { onSuccess, onExit } = renderDialog();
    const platypus = await screen.findByRole('button', { name: 'First Platypus Bank' });
    expect(platypus.querySelector('img')).toHaveAttribute('src', 'https://assets.example/fp.png');
    await userEvent.click(screen.getByRole('button', { name: 'Houndstooth Bank' }));
    expect(screen.getByRole('dialog', { name: 'Houndstooth Bank' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'user_good');
    await userEvent.type(screen.getByLabelText('Password'), 'pass_good');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter the code we sent to your phone.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provided MFA responses were not correct.');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // One account: already chosen.
    expect(await screen.findByRole('radio', { name: /Plaid Checking/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const { public_token, metadata } = linkSuccess('a-1');
    expect(onSuccess).toHaveBeenCalledWith(public_token, metadata);
    expect(onExit).not.toHaveBeenCalled();
  });

  it('on close, calls onExit with the last error and where the user left, as Plaid does', async () => {
    stubApi(sandboxLinkStubs());
    const { onSuccess, onExit } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'First Platypus Bank' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'user_good');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    await userEvent.keyboard('{Escape}');
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onExit).toHaveBeenCalledWith(
      expect.objectContaining({ error_type: 'ITEM_ERROR', error_code: 'INVALID_CREDENTIALS' }),
      expect.objectContaining({
        status: 'requires_credentials',
        institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
      }),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('on close before any error, calls onExit(null, …)', async () => {
    stubApi(sandboxLinkStubs());
    const { onExit } = renderDialog();
    await screen.findByRole('button', { name: 'First Platypus Bank' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onExit).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ status: 'institution_not_found', institution: null }),
    );
  });

  describe('update mode (micro-deposits)', () => {
    function verifyStubs(answers: Array<() => Response>) {
      return stubApi({
        'GET /sandbox/link/session': () =>
          json({
            mode: 'verify_microdeposits',
            institution: { institution_id: 'ins_109511', name: 'Tartan Bank' },
            account: { id: 'a-md', name: 'Plaid Checking', mask: '0000' },
          }),
        'POST /sandbox/link/verify-microdeposits': () => answers.shift()!(),
      });
    }

    it('asks for the two amounts, says how many tries are left, then succeeds', async () => {
      const sent = verifyStubs([
        () => json({ error_type: 'ITEM_ERROR', error_code: 'INCORRECT_DEPOSIT_AMOUNTS', attempts_remaining: 2 }, 400),
        () => json(linkSuccess('a-md', 'manually_verified')),
      ]);
      const { onSuccess } = renderDialog();
      expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toHaveTextContent(
        'Plaid Checking ••••0000',
      );
      await userEvent.type(screen.getByRole('textbox', { name: 'First deposit' }), '0.01');
      await userEvent.type(screen.getByRole('textbox', { name: 'Second deposit' }), '.02');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The amounts you entered do not match the deposits in your account. 2 attempts remaining.',
      );
      expect(onSuccess).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { linkToken: 'link-1', amounts: ['0.01', '0.02'] },
        { linkToken: 'link-1', amounts: ['0.01', '0.02'] },
      ]);
    });

    it('refuses what is not an amount without asking the bank', async () => {
      const sent = verifyStubs([]);
      renderDialog();
      await userEvent.type(await screen.findByRole('textbox', { name: 'First deposit' }), '7');
      await userEvent.type(screen.getByRole('textbox', { name: 'Second deposit' }), '0.03');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Enter each amount in dollars, for example 0.07.');
      expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    });

    it('locks after too many tries, and closing hands the error to onExit', async () => {
      verifyStubs([() => json({ error_type: 'ITEM_ERROR', error_code: 'TOO_MANY_VERIFICATION_ATTEMPTS' }, 400)]);
      const { onExit } = renderDialog();
      await userEvent.type(await screen.findByRole('textbox', { name: 'First deposit' }), '0.01');
      await userEvent.type(screen.getByRole('textbox', { name: 'Second deposit' }), '0.02');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please link your bank account again.');
      expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onExit).toHaveBeenCalledWith(
        expect.objectContaining({ error_code: 'TOO_MANY_VERIFICATION_ATTEMPTS' }),
        expect.objectContaining({ institution: { institution_id: 'ins_109511', name: 'Tartan Bank' } }),
      );
    });
  });
});

function fetchUrls(): URL[] {
  return (globalThis.fetch as jest.Mock).mock.calls.map(([request]) => new URL((request as Request).url));
}

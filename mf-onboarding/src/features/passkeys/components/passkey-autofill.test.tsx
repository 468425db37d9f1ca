import { act, screen, waitFor } from '@testing-library/react';
import { signOut } from '@portal/shared';
import userEvent from '@testing-library/user-event';
import { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import { json, stubApi } from '@portal/shared/testing';
import { CLIENT, locationText, renderScreen } from '../../../testing/render-screen';
import Login from '../../../routes/login';

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));

const SIGNED_IN = {
  token: 'tok-pk',
  expiresAt: '2030-01-01T00:00:00Z',
  client: { ...CLIENT, email: 'a@b.co' },
  loginUser: null,
};
const REFUSED = 'This passkey is not registered for this site. Please sign in with your phone.';
const named = (name: string, message = name) => Object.assign(new Error(message), { name });

/**
 * The browser's waiting conditional request, as the library behaves: it ends with an AbortError
 * when the page cancels it or when another ceremony starts.
 */
function waitingAutofill() {
  let abort: (error: Error) => void = () => undefined;
  let pick: (response: unknown) => void = () => undefined;
  const waiting = new Promise<unknown>((resolve, reject) => {
    abort = reject;
    pick = resolve;
  });
  return { waiting, pick: (response: unknown) => pick(response), abort: () => abort(named('AbortError')) };
}

let conditional = true;

describe('passkey autofill on /login (conditional UI)', () => {
  beforeEach(() => {
    Object.assign(window, {
      PublicKeyCredential: Object.assign(function PublicKeyCredential() {}, {
        isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true),
        isConditionalMediationAvailable: () => Promise.resolve(conditional),
      }),
    });
    conditional = true;
    jest.mocked(startAuthentication).mockReset();
    jest.mocked(WebAuthnAbortService.cancelCeremony).mockReset();
  });
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });

  const phoneField = () => screen.getByRole('textbox', { name: 'Mobile Number' });
  const challenges = (calls: { path: string }[]) => calls.filter((call) => call.path === '/auth/passkey/options');

  it('asks for no challenge, and keeps autocomplete="tel", where the browser has no passkey autofill', async () => {
    conditional = false;
    const calls = stubApi({});
    renderScreen(<Login />, '/login');
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel');
    expect(calls).toEqual([]);
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it('offers passkeys in the phone field and signs in with the one picked there', async () => {
    const autofill = waitingAutofill();
    jest.mocked(startAuthentication).mockReturnValueOnce(autofill.waiting as never);
    const calls = stubApi({
      'POST /auth/passkey/options': () => json({ challenge: 'ch-auto', timeout: 300000 }),
      'POST /auth/passkey': () => json(SIGNED_IN),
    });
    const { store } = renderScreen(<Login />, '/login');
    await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(1));
    expect(jest.mocked(startAuthentication).mock.calls[0]![0]).toEqual({
      optionsJSON: { challenge: 'ch-auto', timeout: 300000 },
      useBrowserAutofill: true,
    });
    // The token is on the field before the request starts (the library looks for it).
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel webauthn');

    autofill.pick({ id: 'cred-auto' });
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(store.getState().session.token).toBe('tok-pk');
    expect(calls.map((call) => call.path)).toEqual(['/auth/passkey/options', '/auth/passkey']);
    expect(calls[1]?.body).toEqual({ response: { id: 'cred-auto' } });
  });

  it('ends the waiting request when a text code is asked for, and asks for no other challenge', async () => {
    const autofill = waitingAutofill();
    jest.mocked(startAuthentication).mockReturnValueOnce(autofill.waiting as never);
    jest.mocked(WebAuthnAbortService.cancelCeremony).mockImplementation(autofill.abort);
    const calls = stubApi({
      'POST /auth/passkey/options': () => json({ challenge: 'ch-auto' }),
      'POST /auth/login': () => json({ attempt: 'a'.repeat(43) }),
    });
    renderScreen(<Login />, '/login');
    await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(1));

    const user = userEvent.setup();
    await user.type(phoneField(), '5125550100');
    await user.click(screen.getByRole('button', { name: 'Get Security Code' }));
    expect(await screen.findByRole('textbox', { name: 'Enter Code' })).toBeInTheDocument();
    expect(WebAuthnAbortService.cancelCeremony).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(challenges(calls)).toHaveLength(1);
    expect(startAuthentication).toHaveBeenCalledTimes(1);

    // 'Change number' brings the field back, and passkeys in it.
    jest.mocked(startAuthentication).mockReturnValueOnce(new Promise(() => undefined) as never);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(2));
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel webauthn');
  });

  it("ends it before 'Sign in with a passkey' opens the dialog, and offers it again when that fails", async () => {
    const autofill = waitingAutofill();
    const order: string[] = [];
    jest
      .mocked(startAuthentication)
      .mockImplementationOnce(() => {
        order.push('autofill');
        return autofill.waiting as never;
      })
      .mockImplementationOnce(() => {
        order.push('dialog');
        return Promise.reject(named('NotAllowedError')) as never;
      })
      .mockImplementationOnce(() => {
        order.push('autofill again');
        return new Promise(() => undefined) as never;
      });
    jest.mocked(WebAuthnAbortService.cancelCeremony).mockImplementation(() => {
      order.push('cancel');
      autofill.abort();
    });
    let issued = 0;
    const calls = stubApi({ 'POST /auth/passkey/options': () => json({ challenge: `ch-${(issued += 1)}` }) });
    renderScreen(<Login />, '/login');
    await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(1));

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was used.');
    await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(3));
    expect(order).toEqual(['autofill', 'cancel', 'dialog', 'autofill again']);
    // The dialog's own request named no autofill; each ceremony had a challenge of its own.
    expect(jest.mocked(startAuthentication).mock.calls[1]![0]).toEqual({ optionsJSON: { challenge: 'ch-2' } });
    expect(challenges(calls)).toHaveLength(3);
  });

  it('says why a passkey picked in the field did not sign in, and offers passkeys again', async () => {
    // The person picks a few seconds after the page opened.
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    jest
      .mocked(startAuthentication)
      .mockImplementationOnce(() => {
        now += 5_000;
        return Promise.resolve({ id: 'removed-cred' }) as never;
      })
      .mockReturnValueOnce(new Promise(() => undefined) as never);
    const calls = stubApi({
      'POST /auth/passkey/options': () => json({ challenge: 'ch' }),
      'POST /auth/passkey': () => json({ message: REFUSED }, 400),
    });
    try {
      renderScreen(<Login />, '/login');
      expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
      await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(2));
      expect(challenges(calls)).toHaveLength(2);
      expect(locationText()).toBe('/login');
    } finally {
      clock.mockRestore();
    }
  });

  it('does not ask again when the answer came at once, from the browser rather than a person', async () => {
    jest.mocked(startAuthentication).mockResolvedValue({ id: 'removed-cred' } as never);
    const calls = stubApi({
      'POST /auth/passkey/options': () => json({ challenge: 'ch' }),
      'POST /auth/passkey': () => json({ message: REFUSED }, 400),
    });
    renderScreen(<Login />, '/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(challenges(calls)).toHaveLength(1);
    expect(startAuthentication).toHaveBeenCalledTimes(1);
  });

  it('asks again when a sign-out settling just then drops its request', async () => {
    let answered = 0;
    const calls = stubApi({
      // The first request is still out when the sign-out drops it.
      'POST /auth/passkey/options': () =>
        (answered += 1) === 1 ? new Promise<Response>(() => undefined) : json({ challenge: 'ch-2' }),
    });
    jest.mocked(startAuthentication).mockReturnValue(new Promise(() => undefined) as never);
    const { store } = renderScreen(<Login />, '/login');
    await waitFor(() => expect(challenges(calls)).toHaveLength(1));
    act(() => {
      store.dispatch(signOut());
    });
    await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(1));
    expect(challenges(calls)).toHaveLength(2);
    expect(jest.mocked(startAuthentication).mock.calls[0]![0]).toMatchObject({ optionsJSON: { challenge: 'ch-2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

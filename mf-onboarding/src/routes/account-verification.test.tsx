import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT, loadSpanishTexts, locationText, renderScreen } from '../testing/render-screen';
import { json, stubApi } from '@portal/shared/testing';
import AccountVerification from './account-verification';

const VERIFY = 'POST /users/tenant-1/verify';
const RESEND = 'POST /users/resend/tenant-1';
const ATTEMPT = 'a'.repeat(43);
const signedIn = (client = CLIENT) =>
  json({ token: 'tok-9', expiresAt: '2030-01-01T00:00:00.000Z', client, loginUser: { id: 'lu-1' } });

function renderVerification(url = '/create-account/account-verification', path?: string, locale?: 'es') {
  return renderScreen(<AccountVerification />, url, {
    state: { attempt: ATTEMPT, mobilePhone: '(512) 555-0100' },
    path,
    locale,
  });
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Enter Code' }), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return user;
}

describe('Account verification', () => {
  it('says where the code went and asks for it', () => {
    stubApi({});
    renderVerification();
    expect(screen.getByText(/sent a 6-digit security code to \(512\) 555-0100/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
  });

  it.each(['', '12345', '12a456'])("wants 6 digits: %p gets 'Code must be 6 digits'", async (code) => {
    const calls = stubApi({});
    renderVerification();
    if (code) await enterCode(code);
    else await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code must be 6 digits')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows 'Invalid Code' when the API refuses the code", async () => {
    stubApi({ [VERIFY]: () => json({ message: 'Invalid Code', code: 'BAD_USER_INPUT' }, 400) });
    const { store } = renderVerification();
    await enterCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Code');
    expect(store.getState().session.token).toBeNull();
  });

  it('signs the client in and goes to step-2 when the client has no e-mail', async () => {
    const calls = stubApi({ [VERIFY]: () => signedIn() });
    const { store } = renderVerification();
    await enterCode('123456');
    await waitFor(() => expect(locationText()).toBe('/create-account/step-2'));
    expect(calls[0]?.body).toEqual({ attempt: ATTEMPT, code: '123456' });
    expect(store.getState().session).toMatchObject({ token: 'tok-9', client: CLIENT, loginUser: { id: 'lu-1' } });
    expect(sessionStorage.getItem('token')).toBe('tok-9');
  });

  it('goes to /transfer-history when the client has an e-mail', async () => {
    stubApi({ [VERIFY]: () => signedIn({ ...CLIENT, email: 'ana@example.com' }) });
    renderVerification();
    await enterCode('123456');
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
  });

  it("stays in the agent's flow", async () => {
    stubApi({ [VERIFY]: () => signedIn() });
    renderVerification(
      '/partner/create-account/account-verification/jane-realtor',
      '/partner/create-account/account-verification/:landingPageKey',
    );
    await enterCode('123456');
    await waitFor(() => expect(locationText()).toBe('/partner/create-account/step-2/jane-realtor'));
  });

  it('resends the code, once per click while the request is in flight', async () => {
    let answer!: () => void;
    const calls = stubApi({
      [RESEND]: () => new Promise((resolve) => (answer = () => resolve(json({ sent: true })))),
    });
    renderVerification();
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    await userEvent.dblClick(resend);
    expect(resend).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    answer();
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(resend).toBeEnabled();
  });

  it('says how many tries the code has left after a wrong one, and when it has none', async () => {
    let left = 2;
    stubApi({ [VERIFY]: () => json({ message: 'Invalid Code', code: 'BAD_USER_INPUT', attemptsLeft: left }, 400) });
    renderVerification();
    const user = await enterCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Code 2 tries left with this code.');
    left = 0;
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Invalid Code This code no longer works. Ask for a new one with Resend Code.',
      ),
    );
  });

  it('holds Resend Code while the phone may not get another code, counting down', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const message = 'Too many codes were requested for this phone number. Please try again in 1 minute.';
      stubApi({
        [RESEND]: () => json({ message, code: 'RATE_LIMITED', retryAfterSeconds: 62 }, 429),
      });
      renderVerification();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const resend = screen.getByRole('button', { name: 'Resend Code' });
      await user.click(resend);
      // The wait is said once, by the live countdown, not also by the answer's fixed minutes.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^Too many codes were requested for this phone number\.$/,
      );
      expect(resend).toBeDisabled();
      expect(screen.getByText('You can ask for a new code in 1:02.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.getByText('You can ask for a new code in 1:00.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60_000));
      expect(resend).toBeEnabled();
      expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to change the number', () => {
    stubApi({});
    renderVerification();
    expect(screen.getByRole('link', { name: 'Change number' })).toHaveAttribute('href', '/create-account');
  });

  it('explains what to do when reached without registering', () => {
    stubApi({});
    renderScreen(<AccountVerification />, '/create-account/account-verification');
    expect(screen.getByText(/could not find your registration/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });
});

describe('Account verification in Spanish', () => {
  beforeAll(loadSpanishTexts);

  it('asks for the code, counts the tries left and says a new code is coming, in Spanish', async () => {
    let left = 1;
    stubApi({
      [VERIFY]: () => json({ message: 'Código no válido', code: 'BAD_USER_INPUT', attemptsLeft: left }, 400),
      [RESEND]: () => json({ sent: true }),
    });
    renderVerification(undefined, undefined, 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifique su número de teléfono' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enviamos un código de seguridad de 6 dígitos al (512) 555-0100. Ingréselo a continuación para verificar su número de teléfono.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar número' })).toHaveAttribute('href', '/create-account');
    const code = screen.getByRole('textbox', { name: 'Ingrese el código' });
    expect(code).toHaveAccessibleDescription('El código de 6 dígitos que le enviamos por mensaje de texto');

    const user = userEvent.setup();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código no válido Le queda 1 intento con este código.');
    left = 3;
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Código no válido Le quedan 3 intentos con este código.'),
    );
    left = 0;
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Código no válido Este código ya no es válido. Solicite uno nuevo con Reenviar código.',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Le estamos enviando un código nuevo.')).toBeInTheDocument();
  });

  it("drops the answer's own wait from a Spanish 'too many codes' and counts down in Spanish", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const message = 'Se solicitaron demasiados códigos para este número de teléfono. Inténtelo de nuevo en 1 minuto.';
      stubApi({ [RESEND]: () => json({ message, code: 'RATE_LIMITED', retryAfterSeconds: 62 }, 429) });
      renderVerification(undefined, undefined, 'es');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^Se solicitaron demasiados códigos para este número de teléfono\.$/,
      );
      expect(screen.getByText('Podrá solicitar un código nuevo en 1:02.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('explains what to do when reached without registering, in Spanish', async () => {
    stubApi({});
    renderScreen(<AccountVerification />, '/create-account/account-verification', { locale: 'es' });
    expect(await screen.findByText(/No pudimos encontrar su registro/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cree una cuenta' })).toHaveAttribute('href', '/create-account');
    expect(screen.getByRole('link', { name: 'inicie sesión' })).toHaveAttribute('href', '/login');
  });
});

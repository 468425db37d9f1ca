import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { json, stubApi } from '@portal/shared/testing';
import { CLIENT, loadSpanishTexts, locationText, renderScreen } from '../../../testing/render-screen';
import Login from '../../../routes/login';
import { PasskeyList } from './passkey-list';

jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn(), startAuthentication: jest.fn() }));

const ATTEMPT = 'a'.repeat(43);
const SIGNED_IN = {
  token: 'tok-new',
  expiresAt: '2030-01-01T00:00:00Z',
  client: { ...CLIENT, email: 'a@b.co' },
  loginUser: null,
};
const PASSKEY = {
  id: 'pk-1',
  name: 'Work laptop',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};
const declined = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

let platformAuthenticator = true;

describe('passkeys', () => {
  beforeEach(() => {
    // jsdom has no WebAuthn; the screens show passkeys only where the browser has it.
    Object.assign(window, {
      PublicKeyCredential: Object.assign(function PublicKeyCredential() {}, {
        isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(platformAuthenticator),
      }),
    });
    platformAuthenticator = true;
    jest.mocked(startRegistration).mockReset();
    jest.mocked(startAuthentication).mockReset();
  });
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });

  it("signs in with 'Sign in with a passkey', no phone asked", async () => {
    jest.mocked(startAuthentication).mockResolvedValue({ id: 'cred' } as never);
    const calls = stubApi({
      'POST /auth/passkey/options': () => json({ challenge: 'ch-1', rpId: 'demo.localhost' }),
      'POST /auth/passkey': () => json(SIGNED_IN),
    });
    const { store } = renderScreen(<Login />, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(store.getState().session.token).toBe('tok-new');
    expect(jest.mocked(startAuthentication).mock.calls[0]![0]).toEqual({
      optionsJSON: { challenge: 'ch-1', rpId: 'demo.localhost' },
    });
    expect(calls[1]?.body).toEqual({ response: { id: 'cred' } });
  });

  it('says so when no passkey was used, and stays on /login', async () => {
    jest.mocked(startAuthentication).mockRejectedValue(declined());
    stubApi({ 'POST /auth/passkey/options': () => json({ challenge: 'ch-1' }) });
    renderScreen(<Login />, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was used.');
    expect(locationText()).toBe('/login');
  });

  it('offers a passkey after the text code, adds it with the new session, then goes on', async () => {
    jest.mocked(startRegistration).mockResolvedValue({ id: 'new-cred' } as never);
    const calls = stubApi({
      'POST /auth/login': () => json({ attempt: ATTEMPT }),
      'POST /users/tenant-1/verify': () => json(SIGNED_IN),
      'GET /passkeys': () => json([]),
      'POST /passkeys/registration/options': () => json({ challenge: 'reg-1' }),
      'POST /passkeys/registration': () => json(PASSKEY, 201),
    });
    const { store } = renderScreen(<Login />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '5125550100');
    await user.click(screen.getByRole('button', { name: 'Get Security Code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const offer = await screen.findByRole('region', { name: 'Sign in faster next time with a passkey' });
    // Not signed in yet: the client goes on only after the offer.
    expect(store.getState().session.token).toBeNull();
    await user.click(within(offer).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent('Passkey added.');
    const registration = calls.find((call) => call.path === '/passkeys/registration');
    expect(registration).toMatchObject({ authorization: 'Bearer tok-new', body: { response: { id: 'new-cred' } } });

    await user.click(within(offer).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(store.getState().session.token).toBe('tok-new');
  });

  it('offers none on a device that cannot hold a passkey', async () => {
    stubApi({
      'POST /auth/login': () => json({ attempt: ATTEMPT }),
      'POST /users/tenant-1/verify': () => json(SIGNED_IN),
    });
    renderScreen(<Login />, '/login');
    platformAuthenticator = false;
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '5125550100');
    await user.click(screen.getByRole('button', { name: 'Get Security Code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(screen.queryByRole('region', { name: 'Sign in faster next time with a passkey' })).toBeNull();
  });

  it('goes on without an offer when the client has a passkey already', async () => {
    stubApi({
      'POST /auth/login': () => json({ attempt: ATTEMPT }),
      'POST /users/tenant-1/verify': () => json(SIGNED_IN),
      'GET /passkeys': () => json([PASSKEY]),
    });
    renderScreen(<Login />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '5125550100');
    await user.click(screen.getByRole('button', { name: 'Get Security Code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it("goes on at 'Not now' without adding one", async () => {
    const calls = stubApi({
      'POST /auth/login': () => json({ attempt: ATTEMPT }),
      'POST /users/tenant-1/verify': () => json(SIGNED_IN),
      'GET /passkeys': () => json([]),
    });
    renderScreen(<Login />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '5125550100');
    await user.click(screen.getByRole('button', { name: 'Get Security Code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(calls.some((call) => call.path.startsWith('/passkeys/registration'))).toBe(false);
  });

  it('lists the passkeys in /account, renames and removes one', async () => {
    let passkeys = [PASSKEY];
    const calls = stubApi({
      'GET /passkeys': () => json(passkeys),
      'PATCH /passkeys/pk-1': ({ body }) => {
        passkeys = [{ ...PASSKEY, name: (body as { name: string }).name }];
        return json(passkeys[0]);
      },
      'DELETE /passkeys/pk-1': () => {
        passkeys = [];
        return json(null, 204);
      },
    });
    renderScreen(<PasskeyList />, '/account', { signedInAs: CLIENT });
    const item = await screen.findByRole('listitem', { name: 'Work laptop' });
    expect(item).toHaveTextContent('Added 11/20/2026 · Last used never');

    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Rename Work laptop' }));
    const name = within(item).getByRole('textbox', { name: 'Passkey name' });
    await user.clear(name);
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText('This is required')).toBeInTheDocument();
    await user.type(name, 'Phone');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    const renamed = await screen.findByRole('listitem', { name: 'Phone' });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Phone' });

    await user.click(within(renamed).getByRole('button', { name: 'Remove Phone' }));
    await user.click(within(renamed).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('You have no passkeys. You sign in with a code sent by text message.'),
    ).toBeInTheDocument();
  });
});

describe('passkeys in Spanish', () => {
  beforeAll(loadSpanishTexts);
  beforeEach(() => {
    Object.assign(window, {
      PublicKeyCredential: Object.assign(function PublicKeyCredential() {}, {
        isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true),
      }),
    });
    jest.mocked(startRegistration).mockReset();
    jest.mocked(startAuthentication).mockReset();
  });
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });

  it('offers passkey sign-in on /login and says in Spanish when none was used', async () => {
    jest.mocked(startAuthentication).mockRejectedValue(declined());
    stubApi({ 'POST /auth/passkey/options': () => json({ challenge: 'ch-1' }) });
    renderScreen(<Login />, '/login', { locale: 'es' });
    expect(await screen.findByText('o')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión con una llave de acceso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se usó ninguna llave de acceso. Si aún no tiene una para este sitio, obtenga un código de seguridad.',
    );
  });

  it('offers a passkey after the text code in Spanish', async () => {
    jest.mocked(startRegistration).mockRejectedValue(declined());
    stubApi({
      'POST /auth/login': () => json({ attempt: ATTEMPT }),
      'POST /users/tenant-1/verify': () => json(SIGNED_IN),
      'GET /passkeys': () => json([]),
      'POST /passkeys/registration/options': () => json({ challenge: 'reg-1' }),
    });
    renderScreen(<Login />, '/login', { locale: 'es' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Número de teléfono móvil' }), '5125550100');
    await user.click(screen.getByRole('button', { name: 'Obtener código de seguridad' }));
    await user.type(await screen.findByRole('textbox', { name: 'Ingrese el código' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const offer = await screen.findByRole('region', {
      name: 'Inicie sesión más rápido la próxima vez con una llave de acceso',
    });
    expect(within(offer).getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Agregar una llave de acceso' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      'No se agregó ninguna llave de acceso. Puede agregar una más tarde en Su cuenta.',
    );
    await user.click(within(offer).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
  });

  it('lists, renames and removes passkeys in Spanish', async () => {
    stubApi({
      'GET /passkeys': () =>
        json([PASSKEY, { ...PASSKEY, id: 'pk-2', name: 'Phone', lastUsedAt: '2026-11-21T10:00:00.000Z' }]),
    });
    renderScreen(<PasskeyList />, '/account', { signedInAs: CLIENT, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Llaves de acceso' })).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Work laptop' });
    expect(item).toHaveTextContent('Agregada el 11/20/2026 · Nunca se ha usado');
    expect(screen.getByRole('listitem', { name: 'Phone' })).toHaveTextContent(
      'Agregada el 11/20/2026 · Último uso: 11/21/2026',
    );
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Cambiar el nombre de Work laptop' }));
    expect(within(item).getByRole('form', { name: 'Cambiar el nombre de la llave de acceso' })).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: 'Nombre de la llave de acceso' })).toHaveValue('Work laptop');
    await user.click(within(item).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(item).getByRole('button', { name: 'Eliminar Work laptop' }));
    const confirm = within(item).getByRole('group', { name: '¿Eliminar esta llave de acceso?' });
    expect(within(confirm).getByRole('button', { name: 'Conservar' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });
});

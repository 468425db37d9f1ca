import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT, loadSpanishTexts, locationText, renderScreen } from '../testing/render-screen';
import { json, stubApi } from '@portal/shared/testing';
import Login from './login';

const REALTOR = { id: 'a'.repeat(24), displayName: 'Jane Realtor', landingPageURI: 'jane-realtor', licenses: [] };
const NOT_REGISTERED = 'The phone number entered is not registered. Please Create Account to register phone number.';

async function askForCode(phone = '5125550100') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), phone);
  await user.click(screen.getByRole('button', { name: 'Get Security Code' }));
  return user;
}

describe('Log In', () => {
  it('texts a code, then signs in with it', async () => {
    const calls = stubApi({
      'POST /auth/login': () => json({ attempt: 'a'.repeat(43) }),
      'POST /users/tenant-1/verify': () =>
        json({
          token: 'tok',
          expiresAt: '2030-01-01T00:00:00Z',
          client: { ...CLIENT, email: 'a@b.co' },
          loginUser: null,
        }),
    });
    const { store } = renderScreen(<Login />, '/login');
    const user = await askForCode();
    expect(await screen.findByText(/sent a 6-digit security code to \(512\) 555-0100/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ mobilePhone: '5125550100' });

    await user.type(screen.getByRole('textbox', { name: 'Enter Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(store.getState().session.token).toBe('tok');
    // The code goes with the attempt login answered, never with a client id.
    expect(calls[1]?.body).toEqual({ attempt: 'a'.repeat(43), code: '654321' });
  });

  it('needs a valid US number', async () => {
    const calls = stubApi({});
    renderScreen(<Login />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Get Security Code' }));
    expect(await screen.findByText('This is required')).toBeInTheDocument();
    await askForCode('123');
    expect(await screen.findByText('Please enter a valid US mobile phone number')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends an unregistered number to Create Account', async () => {
    stubApi({ 'POST /auth/login': () => json({ message: NOT_REGISTERED, code: 'NOT_FOUND' }, 404) });
    renderScreen(<Login />, '/login');
    await askForCode();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOT_REGISTERED);
    expect(alert.querySelector('a')).toHaveAttribute('href', '/create-account');
  });

  it("keeps the agent of ?partnerURI= in the session and in the flow's links", async () => {
    stubApi({ allRealtors: () => json({ data: { allRealtors: [REALTOR] } }) });
    const { store } = renderScreen(<Login />, '/login?partnerURI=jane-realtor');
    await waitFor(() => expect(store.getState().session.realtor).toEqual(REALTOR));
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/partner/jane-realtor');
  });
});

describe('Log In in Spanish', () => {
  beforeAll(loadSpanishTexts);

  it('asks for the number, texts the code and asks for it, in Spanish', async () => {
    stubApi({ 'POST /auth/login': () => json({ attempt: 'a'.repeat(43) }) });
    renderScreen(<Login />, '/login', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Número de teléfono móvil' });
    expect(phone).toHaveAccessibleDescription('Solo números de teléfono móvil de EE. UU.');
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/create-account');

    const user = userEvent.setup();
    await user.type(phone, '5125550100');
    await user.click(screen.getByRole('button', { name: 'Obtener código de seguridad' }));
    expect(
      await screen.findByText('Enviamos un código de seguridad de 6 dígitos al (512) 555-0100.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ingrese el código' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar número' })).toBeInTheDocument();
  });
});

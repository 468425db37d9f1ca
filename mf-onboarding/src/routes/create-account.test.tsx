import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSpanishTexts, locationState, locationText, renderScreen } from '../testing/render-screen';
import { json, stubApi } from '@portal/shared/testing';
import { requestReferencePayload } from '@portal/shared/constants';
import CreateAccount from './create-account';

/** A request link's reference as the browser sees it: only the API can tell a real one. */
const reference = `${requestReferencePayload({
  transferId: '5d0c5a3e-7c1b-4f0e-9a41-3c2b1a0f9e8d',
  tenantId: '0b6f3f0e-3c47-4a36-9e0c-0d0a4b1c2e3f',
  payout: false,
  expiresAt: 2_000_000_000,
})}.AAAAAAAAAAAAAAAAAAAAAA`;

const branding = { registerText: 'Pay your escrow deposit in minutes.', registerButtonText: 'Get Started' };

async function fillIn({ first = 'Ana', last = 'Lopez', phone = '5125550100' } = {}) {
  const user = userEvent.setup();
  if (first) await user.type(screen.getByRole('textbox', { name: 'First Name' }), first);
  if (last) await user.type(screen.getByRole('textbox', { name: 'Last Name' }), last);
  if (phone) await user.type(screen.getByRole('textbox', { name: 'Mobile Phone' }), phone);
  return user;
}

describe('Create Account', () => {
  it("shows the tenant's registration text and button text", () => {
    stubApi({});
    renderScreen(<CreateAccount />, '/create-account', { branding });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Pay your escrow deposit in minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it("falls back to 'Create Account' and says names must match a government ID", () => {
    stubApi({});
    renderScreen(<CreateAccount />, '/create-account', { branding: null });
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      'Your first and last name must match your government-issued ID.',
    );
  });

  it('keeps Create Account disabled until the terms are accepted, and says why', async () => {
    stubApi({});
    renderScreen(<CreateAccount />, '/create-account');
    const button = screen.getByRole('button', { name: 'Create Account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Tick the box above to agree to the terms, then Create Account.');
    const terms = screen.getByRole('checkbox', { name: /Terms of Service and Privacy Policy/ });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      expect.stringContaining('dwolla.com'),
    );
    await userEvent.click(terms);
    expect(button).toBeEnabled();
    expect(screen.queryByText(/Tick the box above/)).not.toBeInTheDocument();
    await userEvent.click(terms);
    expect(button).toBeDisabled();
  });

  it('masks the phone as (xxx) xxx-xxxx and keeps only digits', async () => {
    stubApi({});
    renderScreen(<CreateAccount />, '/create-account');
    const phone = screen.getByRole('textbox', { name: 'Mobile Phone' });
    await userEvent.type(phone, '1abc512555-0100999');
    expect(phone).toHaveValue('(512) 555-0100');
  });

  it('shows the rules of requirements §5', async () => {
    stubApi({});
    renderScreen(<CreateAccount />, '/create-account');
    const user = await fillIn({ first: 'x'.repeat(51), last: '', phone: '123' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Max length exceeded')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      expect.stringContaining('This is required'),
    );
    expect(screen.getByText('Please enter a valid US mobile phone number')).toBeInTheDocument();
  });

  it('registers with the digits of the phone and goes to account-verification with the sign-in attempt', async () => {
    const calls = stubApi({
      'POST /users/tenant-1': () => json({ attempt: 'a'.repeat(43) }, 201),
    });
    renderScreen(<CreateAccount />, '/create-account');
    const user = await fillIn();
    await user.type(screen.getByRole('textbox', { name: 'Middle Name (optional)' }), 'María');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(locationText()).toBe('/create-account/account-verification'));
    expect(locationState()).toEqual({ attempt: 'a'.repeat(43), mobilePhone: '(512) 555-0100' });
    expect(calls[0]?.body).toEqual({
      firstName: 'Ana',
      middleName: 'María',
      lastName: 'Lopez',
      mobilePhone: '5125550100',
      agreement: true,
    });
  });

  it('offers to log in when the phone already has an account', async () => {
    stubApi({
      'POST /users/tenant-1': () =>
        json({ message: 'Account exists for phone number. Please login in.', code: 'CONFLICT' }, 409),
    });
    renderScreen(<CreateAccount />, '/create-account');
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account exists for phone number. Please login in.');
    expect(alert.querySelector('a')).toHaveAttribute('href', '/login');
  });

  it('shows the generic message when the API cannot be reached', async () => {
    stubApi({ 'POST /users/tenant-1': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderScreen(<CreateAccount />, '/create-account');
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong... please try again in a few minutes',
    );
  });

  it('says who asks, how much and for which property when opened from a verified request link', async () => {
    stubApi({
      [`GET /transfer-requests/${reference}`]: () =>
        json({ tenantName: 'Demo Title & Escrow', amount: '1250.00', propertyAddress: '12 Elm St, Austin, TX 78701' }),
    });
    renderScreen(<CreateAccount />, `/create-account?request=${reference}`);
    const request = await screen.findByRole('region', { name: 'Demo Title & Escrow requests $1,250.00' });
    expect(request).toHaveTextContent('For 12 Elm St, Austin, TX 78701');
    // The way to /login keeps the request.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?request=${reference}`);
  });

  it('shows the usual page for a reference the API refuses', async () => {
    const calls = stubApi({
      [`GET /transfer-requests/${reference}`]: () => json({ message: 'Request not found', code: 'NOT_FOUND' }, 404),
    });
    renderScreen(<CreateAccount />, `/create-account?request=${reference}`);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('takes where the visitor was going on to account-verification', async () => {
    stubApi({ 'POST /users/tenant-1': () => json({ attempt: 'a'.repeat(43) }, 201) });
    renderScreen(<CreateAccount />, '/create-account?next=%2Fbank-accounts');
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(locationText()).toBe('/create-account/account-verification?next=%2Fbank-accounts'));
  });
});

describe('Create Account in Spanish', () => {
  beforeAll(loadSpanishTexts);

  it('labels the form, the terms and the wait for them in Spanish', async () => {
    stubApi({});
    renderScreen(<CreateAccount />, '/create-account', { branding: null, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Su nombre y su apellido deben coincidir con los de su identificación oficial.',
    );
    expect(screen.getByRole('textbox', { name: 'Segundo nombre (opcional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Apellido' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Teléfono móvil' })).toHaveAttribute('placeholder', '(555) 555-5555');
    expect(
      screen.getByRole('checkbox', {
        name: 'Acepto los Términos de uso del portal y los Términos del servicio y la Política de privacidad del procesador de pagos Dwolla.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      expect.stringContaining('dwolla.com'),
    );
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toHaveAccessibleDescription(
      'Marque la casilla de arriba para aceptar los términos y luego seleccione Crear cuenta.',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it("keeps the tenant's own words, marked English, says who asks and how much in Spanish, and names the button in Spanish", async () => {
    stubApi({
      [`GET /transfer-requests/${reference}`]: () =>
        json({ tenantName: 'Demo Title & Escrow', amount: '1250.00', propertyAddress: '12 Elm St, Austin, TX 78701' }),
    });
    renderScreen(<CreateAccount />, `/create-account?request=${reference}`, { branding, locale: 'es' });
    const request = await screen.findByRole('region', { name: 'Demo Title & Escrow le solicita $1,250.00' });
    expect(request).toHaveTextContent('Propiedad: 12 Elm St, Austin, TX 78701');
    expect(request).toHaveTextContent('irá directamente a la solicitud para pagarla.');
    // The tenant wrote its lead and button in its default language, English.
    expect(screen.getByText('Pay your escrow deposit in minutes.')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toHaveAccessibleDescription(
      'Marque la casilla de arriba para aceptar los términos y luego seleccione Crear cuenta.',
    );
  });
});

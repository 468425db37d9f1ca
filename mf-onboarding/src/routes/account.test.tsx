import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT, loadSpanishTexts, renderScreen } from '../testing/render-screen';
import { json, stubApi } from '@portal/shared/testing';
import { testKeyPair, useNodeWebCrypto } from '../testing/rsa-key';
import Account from './account';

const SENSITIVE = `/security/customer/${CLIENT.id}/tenant-1`;
const VIEW = { hasSsn: true, ssnMasked: '***-**-1234', hasDob: true, dobMasked: '**/**/1990' };
const client = {
  ...CLIENT,
  email: 'ana@example.com',
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  updatedAt: '1',
};

beforeAll(useNodeWebCrypto);

/** What the API holds of the client's status updates (Client.noticeChannel, textsOptedOut). */
let preference = { noticeChannel: 'both', textsOptedOut: false };

async function renderAccount(overrides: Parameters<typeof stubApi>[0] = {}, locale?: 'es') {
  const { publicJwk, decrypt } = await testKeyPair();
  const calls = stubApi({
    [`GET ${SENSITIVE}`]: () => json(VIEW),
    'GET /security/public-key': () => json(publicJwk),
    Client: () => json({ data: { Client: { id: client.id, ...preference } } }),
    updateClient: (call) => {
      const { data } = (call.body as { variables: { data: Record<string, unknown> } }).variables;
      if ('noticeChannel' in data) preference = { ...preference, noticeChannel: String(data.noticeChannel) };
      return json({ data: { updateClient: { ...client, ...preference, ...data, updatedAt: '2' } } });
    },
    [`PUT ${SENSITIVE}`]: () => json(VIEW),
    ...overrides,
  });
  const view = renderScreen(<Account />, '/account', { signedInAs: client, locale });
  await screen.findByRole('button', { name: locale === 'es' ? 'Guardar cambios' : 'Save Changes' });
  return { ...view, calls, decrypt };
}

beforeEach(() => {
  preference = { noticeChannel: 'both', textsOptedOut: false };
});

describe('Your Account', () => {
  it('shows the SSN and the date of birth only masked, and a read-only phone', async () => {
    await renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    const ssn = screen.getByRole('textbox', { name: 'Last 4 digits of SSN' });
    expect(ssn).toHaveValue('');
    expect(ssn).toHaveAccessibleDescription('On file: ***-**-1234. Type 4 digits to replace it.');
    const dob = screen.getByRole('textbox', { name: 'Date of Birth' });
    expect(dob).toHaveValue('');
    expect(dob).toHaveAccessibleDescription('On file: **/**/1990. Type a new date (MM/DD/YYYY) to replace it.');
    expect(document.body.textContent).not.toContain('01/15');
    const phone = screen.getByRole('textbox', { name: 'Mobile Phone' });
    expect(phone).toHaveValue('(512) 555-0100');
    expect(phone).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ana');
  });

  it('limits names to 30 characters and checks a new SSN and date of birth', async () => {
    const { calls } = await renderAccount();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'x'.repeat(30));
    await user.type(screen.getByRole('textbox', { name: 'Last 4 digits of SSN' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Date of Birth' }), `0101${new Date().getFullYear() - 5}`);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Max length exceeded')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid social security number')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 18 years old')).toBeInTheDocument();
    const writes = calls.filter(
      (call) => call.method !== 'GET' && !['updateClient', 'Client'].includes(call.field ?? ''),
    );
    expect(writes).toEqual([]);
  });

  it('saves the profile without touching SSN and date of birth when they are unchanged', async () => {
    const { calls, store } = await renderAccount();
    const user = userEvent.setup();
    const last = screen.getByRole('textbox', { name: 'Last Name' });
    await user.clear(last);
    await user.type(last, 'García');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(store.getState().toast.items.map((toast) => toast.text)).toEqual(['Your account has been updated.']),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(calls.find((call) => call.field === 'updateClient')?.body).toMatchObject({
      variables: { data: { firstName: 'Ana', lastName: 'García', email: 'ana@example.com', middleName: null } },
    });
    expect(store.getState().session.client).toMatchObject({ lastName: 'García' });
  });

  it('replaces the SSN with four new digits, encrypted', async () => {
    const { calls, decrypt } = await renderAccount();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Last 4 digits of SSN' }), '9876');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as { ssn: string; dob?: string };
    expect(await decrypt(body.ssn)).toBe('9876');
    expect(body.dob).toBeUndefined();
  });

  it('replaces the date of birth with a newly typed one, encrypted, without ever showing the stored one', async () => {
    const { calls, decrypt } = await renderAccount();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Date of Birth' }), '02201985');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as { ssn?: string; dob: string };
    expect(await decrypt(body.dob)).toBe('02/20/1985');
    expect(body.ssn).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue(''));
  });

  describe('Status updates', () => {
    const group = () => screen.findByRole('group', { name: 'Status updates' });

    it('offers e-mail, text or both as one named radio group, both chosen by default', async () => {
      await renderAccount();
      const choices = within(await group()).getAllByRole('radio');
      expect(choices.map((radio) => radio.getAttribute('value'))).toEqual(['both', 'email', 'sms']);
      expect(within(await group()).getByRole('radio', { name: 'Email and text message' })).toBeChecked();
      expect(within(await group()).getByRole('radio', { name: 'Email only' })).not.toBeChecked();
      expect(within(await group()).getByRole('radio', { name: 'Text message only' })).not.toBeChecked();
      expect(await group()).toHaveAccessibleDescription(/pending, complete, failed or returned/);
      expect(screen.queryByText(/Text messages are off/)).not.toBeInTheDocument();
    });

    it('saves only the choice, keeping what was typed in the profile above', async () => {
      const { calls, store } = await renderAccount();
      const user = userEvent.setup();
      const city = screen.getByRole('textbox', { name: 'City' });
      await user.clear(city);
      await user.type(city, 'Round Rock');
      await user.click(within(await group()).getByRole('radio', { name: 'Email only' }));
      await user.click(screen.getByRole('button', { name: 'Save Status Updates' }));

      await waitFor(() =>
        expect(store.getState().toast.items.map((toast) => toast.text)).toEqual([
          'Your choice of status updates has been saved.',
        ]),
      );
      const saved = calls.filter((call) => call.field === 'updateClient');
      expect(saved.map((call) => call.body)).toEqual([
        expect.objectContaining({ variables: { id: client.id, data: { noticeChannel: 'email' } } }),
      ]);
      expect(within(await group()).getByRole('radio', { name: 'Email only' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Round Rock');
    });

    it('says texts are off after the phone replied STOP, and how to turn them back on', async () => {
      preference = { noticeChannel: 'both', textsOptedOut: true };
      await renderAccount();
      const off = await screen.findByText(/Text messages are off/);
      expect(off.closest('p')).toHaveTextContent(
        'Text messages are off. You replied STOP to one of our texts, so we cannot text (512) 555-0100. ' +
          'To turn them back on, reply START to any of our texts.',
      );
      expect(await group()).toHaveAccessibleDescription(/reply START to any of our texts/);
    });

    it('does not mention STOP to a client who chose e-mail only', async () => {
      preference = { noticeChannel: 'email', textsOptedOut: true };
      await renderAccount();
      expect(within(await group()).getByRole('radio', { name: 'Email only' })).toBeChecked();
      expect(screen.queryByText(/Text messages are off/)).not.toBeInTheDocument();
    });
  });
});

describe('Your Account in Spanish', () => {
  beforeAll(loadSpanishTexts);

  it('labels the profile, the masked values, the status updates and the passkeys in Spanish', async () => {
    preference = { noticeChannel: 'both', textsOptedOut: true };
    await renderAccount({ 'GET /passkeys': () => json([]) }, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Su cuenta' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Últimos 4 dígitos del Seguro Social (SSN)' }),
    ).toHaveAccessibleDescription('Registrado: ***-**-1234. Escriba 4 dígitos para reemplazarlo.');
    expect(screen.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveAccessibleDescription(
      'Registrada: **/**/1990. Escriba una fecha nueva (MM/DD/AAAA) para reemplazarla.',
    );
    expect(screen.getByRole('textbox', { name: 'Teléfono móvil' })).toHaveAccessibleDescription(
      'Su número de teléfono para iniciar sesión no se puede cambiar aquí',
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('TX');

    const updates = await screen.findByRole('group', { name: 'Actualizaciones de estado' });
    expect(within(updates).getByRole('radio', { name: 'Correo electrónico y mensaje de texto' })).toBeChecked();
    expect(updates).toHaveAccessibleDescription(/Demo Title & Escrow le envió una solicitud o un pago/);
    expect(updates).toHaveAccessibleDescription(/responda START a cualquiera de nuestros mensajes/);
    expect(
      await screen.findByText(
        'No tiene llaves de acceso. Usted inicia sesión con un código que le enviamos por mensaje de texto.',
      ),
    ).toBeInTheDocument();
  });

  it('words its toasts in Spanish before they leave the screen', async () => {
    const { store } = await renderAccount({}, 'es');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(store.getState().toast.items.map((toast) => toast.text)).toEqual(['Se actualizó su cuenta.']),
    );
    await user.click(await screen.findByRole('radio', { name: 'Solo correo electrónico' }));
    await user.click(screen.getByRole('button', { name: 'Guardar actualizaciones de estado' }));
    await waitFor(() =>
      expect(store.getState().toast.items.map((toast) => toast.text)).toContain(
        'Se guardó su preferencia de actualizaciones de estado.',
      ),
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT, loadSpanishTexts, renderScreen } from '../testing/render-screen';
import { json, stubApi } from '@portal/shared/testing';
import { testKeyPair, useNodeWebCrypto } from '../testing/rsa-key';
import { Step2Form } from '../features/identity/components/step-2-form';
import Step2, { afterStep2 } from './step-2';

const SENSITIVE = `PUT /security/customer/${CLIENT.id}/tenant-1`;
const VIEW = { hasSsn: true, ssnMasked: '***-**-1234', hasDob: true, dobMasked: '**/**/1990' };

beforeAll(useNodeWebCrypto);

async function fill(values: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const all = {
    'Last 4 digits of SSN': '1234',
    'Date of Birth': '01151990',
    Email: 'ana@example.com',
    'Address Line 1': '100 Congress Ave',
    City: 'Austin',
    'ZIP Code': '78701',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    if (value) await user.type(screen.getByRole('textbox', { name: label }), value);
  }
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), values.State ?? 'TX');
  return user;
}

function renderForm(client = CLIENT, onSaved = jest.fn()) {
  renderScreen(<Step2Form client={client} tenantId="tenant-1" onSaved={onSaved} />, '/create-account/step-2', {
    signedInAs: client,
  });
  return onSaved;
}

describe('Step-2 form', () => {
  it('shows the phone, read-only, only to a client without an e-mail', () => {
    stubApi({ 'GET /security/public-key': () => json({}) });
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Mobile Phone' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Mobile Phone' })).toHaveValue('(512) 555-0100');
  });

  it('has no phone field for a client with an e-mail', () => {
    stubApi({ 'GET /security/public-key': () => json({}) });
    renderForm({ ...CLIENT, email: 'ana@example.com' });
    expect(screen.queryByRole('textbox', { name: 'Mobile Phone' })).not.toBeInTheDocument();
  });

  it('offers the US states, DC and Puerto Rico', () => {
    stubApi({ 'GET /security/public-key': () => json({}) });
    renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(53);
    expect(options).toEqual(expect.arrayContaining(['District of Columbia', 'Puerto Rico', 'Texas']));
  });

  it('checks the SSN, the age and the required fields (requirements §5)', async () => {
    const calls = stubApi({ 'GET /security/public-key': () => json({}) });
    renderForm();
    const eighteenTomorrow = new Date();
    eighteenTomorrow.setFullYear(eighteenTomorrow.getFullYear() - 18);
    eighteenTomorrow.setDate(eighteenTomorrow.getDate() + 1);
    const typed = [eighteenTomorrow.getMonth() + 1, eighteenTomorrow.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('');
    const user = await fill({
      'Last 4 digits of SSN': '123',
      'Date of Birth': `${typed}${eighteenTomorrow.getFullYear()}`,
      'Address Line 1': '',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Must be a valid social security number')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 18 years old')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address Line 1' })).toHaveAccessibleDescription('This is required');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('types the date of birth as MM/DD/YYYY', async () => {
    stubApi({ 'GET /security/public-key': () => json({}) });
    renderForm();
    const dob = screen.getByRole('textbox', { name: 'Date of Birth' });
    expect(dob).toHaveAccessibleDescription('Month, day, year: for example 03/27/1985');
    expect(dob).not.toHaveAttribute('placeholder');
    await userEvent.type(dob, '01151990');
    expect(dob).toHaveValue('01/15/1990');
  });

  it('encrypts SSN and date of birth to the API key, then saves the client', async () => {
    const { publicJwk, decrypt } = await testKeyPair();
    const updated = {
      ...CLIENT,
      email: 'ana@example.com',
      address1: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    };
    const calls = stubApi({
      'GET /security/public-key': () => json(publicJwk),
      [SENSITIVE]: () => json(VIEW),
      updateClient: () => json({ data: { updateClient: updated } }),
    });
    const onSaved = renderForm();
    const user = await fill({ 'Address Line 2 (optional)': 'Suite 5' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(updated));
    const put = calls.find((call) => call.method === 'PUT')!;
    const { ssn, dob } = put.body as { ssn: string; dob: string };
    expect(ssn).not.toContain('1234');
    expect(await decrypt(ssn)).toBe('1234');
    expect(await decrypt(dob)).toBe('01/15/1990');
    expect(calls.find((call) => call.field === 'updateClient')?.body).toMatchObject({
      variables: {
        id: CLIENT.id,
        data: {
          email: 'ana@example.com',
          address1: '100 Congress Ave',
          address2: 'Suite 5',
          city: 'Austin',
          state: 'TX',
          zipcode: '78701',
        },
      },
    });
  });

  it("shows the API's message when it refuses the data", async () => {
    const { publicJwk } = await testKeyPair();
    stubApi({
      'GET /security/public-key': () => json(publicJwk),
      [SENSITIVE]: () => json({ message: 'Must be at least 18 years old', code: 'BAD_USER_INPUT' }, 400),
    });
    const onSaved = renderForm();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be at least 18 years old');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('after step-2', () => {
  it('goes to /bank-accounts, or on with the transfer the client was routed here for', () => {
    expect(afterStep2(new URLSearchParams(''))).toBe('/bank-accounts');
    expect(afterStep2(new URLSearchParams('go_to_transfer=t1'))).toBe(
      '/create-account/step-select-account?go_to_transfer=t1',
    );
    expect(afterStep2(new URLSearchParams('go_to_transfer=t1&disbursement=select-bank'))).toBe(
      '/create-account/step-select-account?go_to_transfer=t1&disbursement=select-bank',
    );
  });
});

describe('Step-2 in Spanish', () => {
  beforeAll(loadSpanishTexts);

  it('asks for the personal details in Spanish, dates still MM/DD/YYYY', async () => {
    stubApi({ 'GET /security/public-key': () => json({}) });
    renderScreen(<Step2 />, '/create-account/step-2', { signedInAs: CLIENT, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Información personal' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Información personal' })).toBeInTheDocument();
    const dob = screen.getByRole('textbox', { name: 'Fecha de nacimiento' });
    expect(dob).toHaveAccessibleDescription('Mes, día y año: por ejemplo, 03/27/1985');
    await userEvent.type(dob, '01151990');
    expect(dob).toHaveValue('01/15/1990');
    expect(screen.getByRole('textbox', { name: 'Teléfono móvil' })).toHaveAccessibleDescription(
      'Su número de teléfono para iniciar sesión',
    );
    expect(screen.getByRole('group', { name: 'Dirección' })).toHaveTextContent(
      'Ingrese la dirección asociada a su cuenta bancaria.',
    );
    expect(screen.getByRole('textbox', { name: 'Dirección, línea 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código postal (ZIP)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Seleccione un estado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });
});

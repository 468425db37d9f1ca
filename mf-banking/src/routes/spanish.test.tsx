import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '@portal/shared/testing';
import {
  bankAccount,
  CLIENT,
  PENDING_ACCOUNT,
  renderSpanishScreen,
  UNSUPPORTED_ACCOUNT as UNSUPPORTED,
} from '../testing/render-screen';
import { sandboxLinkStubs } from '../testing/sandbox-link-stubs';
import BankAccounts from './bank-accounts';
import StepSelectAccount from './step-select-account';

// The bank screens on a Spanish page: every text from es.json, which arrives as a chunk of its
// own (hence findBy… first). Money stays $1,234.50 and the bank's own names stay as they are.
jest.mock('../features/linking/lib/wait', () => ({ wait: jest.fn(() => Promise.resolve()) }));

const ACCOUNTS_PATH = `GET /account/client-accounts/${CLIENT.id}`;
// The pending account's last four, as its VERIFY button names it.
const PENDING = { ...PENDING_ACCOUNT, accountLastFourDigits: '2222' };

describe('the bank screens in Spanish', () => {
  it('/bank-accounts: title, actions, balances, states, the Bank Notice and the disconnect question', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [bankAccount(), PENDING, UNSUPPORTED] }) });
    await renderSpanishScreen(<BankAccounts />, '/bank-accounts');

    expect(await screen.findByRole('heading', { name: 'Cuentas bancarias', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Cuentas bancarias vinculadas' });
    const [platypus, tartan, gingham] = within(list).getAllByRole('listitem');
    expect(platypus).toHaveTextContent('Saldo$1,234.50');
    expect(within(platypus!).getByText('Verificada')).toBeInTheDocument();
    expect(tartan).toHaveTextContent('En espera de 2 depósitos pequeños');
    expect(within(tartan!).getByRole('button', { name: 'VERIFICAR Tartan Bank 2222' })).toHaveTextContent('VERIFICAR');
    expect(within(gingham!).getByText('No admitida')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Agregar cuenta' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Hacer una transferencia' })).toBeInTheDocument();

    await userEvent.click(within(gingham!).getByRole('button', { name: 'Aviso del banco' }));
    const notice = await screen.findByRole('dialog', { name: 'Aviso del banco' });
    expect(notice).toHaveTextContent('Aquí no puede pagar ni recibir pagos con esta cuenta.');
    expect(notice).toHaveTextContent('El servicio externo no admite el banco seleccionado.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(platypus!).getByRole('button', { name: 'Desconectar' }));
    const question = await screen.findByRole('dialog', { name: '¿Desconectar esta cuenta?' });
    expect(question).toHaveAccessibleDescription(
      'First Platypus Bank Plaid Checking ••••0000 ya no estará disponible para transferencias. ' +
        'Puede volver a vincularla más adelante.',
    );
    expect(within(question).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('/create-account/step-select-account: title, lead, list and the Continue that waits', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [bankAccount(), PENDING] }) });
    await renderSpanishScreen(<StepSelectAccount />, '/create-account/step-select-account');

    expect(await screen.findByRole('heading', { name: 'Seleccione una cuenta bancaria' })).toBeInTheDocument();
    expect(screen.getByText('Elija la cuenta verificada desde la que enviará sus fondos.')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Sus cuentas bancarias' });
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveAccessibleDescription(
      'Elija una de las cuentas de arriba para continuar.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'First Platypus Bank Plaid Checking ••••0000' }));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('/create-account/step-select-account: says what to do when no account can move money', async () => {
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [UNSUPPORTED] }) });
    await renderSpanishScreen(<StepSelectAccount />, '/create-account/step-select-account?disbursement=select-bank');
    expect(
      await screen.findByText('Vincule o verifique una cuenta bancaria para hacer una transferencia.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Elija la cuenta verificada que recibirá su pago.')).toBeInTheDocument();
  });

  it('the sandbox Link dialog: bank search, sign-in, its own error words, account choice', async () => {
    const link = sandboxLinkStubs();
    stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts: [bankAccount()] }),
      'POST /account/plaid/link-token': () => json({ linkToken: 'lt', expiration: 'x', provider: 'sandbox' }),
      ...link,
      // A refusal without a display_message of its own: the dialog says it in the page's language.
      'POST /sandbox/link/login': (call) =>
        (call.body as { password: string }).password === 'pass_good'
          ? link['POST /sandbox/link/login']!(call)
          : json({ error_type: 'ITEM_ERROR', error_code: 'INVALID_CREDENTIALS', display_message: null }, 400),
    });
    await renderSpanishScreen(<BankAccounts />, '/bank-accounts');
    await userEvent.click(await screen.findByRole('button', { name: '+ Agregar cuenta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Seleccione su banco' });
    expect(dialog).toHaveAccessibleDescription(
      'Vinculación bancaria de prueba (sandbox): no se contacta a ningún banco real.',
    );
    expect(await within(dialog).findByRole('searchbox', { name: 'Busque su banco' })).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'First Platypus Bank' }));

    expect(screen.getByRole('form', { name: 'Inicie sesión en su banco' })).toHaveTextContent(
      'Ingrese sus credenciales de banca en línea de First Platypus Bank.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de usuario' }), 'user_good');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Las credenciales proporcionadas no son correctas. Inténtelo de nuevo.',
    );

    await userEvent.clear(screen.getByLabelText('Contraseña'));
    await userEvent.type(screen.getByLabelText('Contraseña'), 'pass_good');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const choice = await screen.findByRole('form', { name: 'Elija una cuenta' });
    expect(within(choice).getByRole('group', { name: 'Seleccione la cuenta que desea vincular' })).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: 'Plaid Checking cuenta corriente ••••0000' })).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: 'Plaid Saving cuenta de ahorros ••••1111' })).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('the micro-deposit amounts: the form and how many tries are left, with plurals', async () => {
    const answers = [
      () => json({ error_type: 'ITEM_ERROR', error_code: 'INCORRECT_DEPOSIT_AMOUNTS', attempts_remaining: 2 }, 400),
      () => json({ error_type: 'ITEM_ERROR', error_code: 'INCORRECT_DEPOSIT_AMOUNTS', attempts_remaining: 1 }, 400),
    ];
    stubApi({
      [ACCOUNTS_PATH]: () => json({ accounts: [PENDING] }),
      'POST /account/microdeposit/link-token': () => json({ linkToken: 'lt-up', expiration: 'x', provider: 'sandbox' }),
      'GET /sandbox/link/session': () =>
        json({ mode: 'verify_microdeposits', account: { id: 'a', name: 'Plaid Checking', mask: '2222' } }),
      'POST /sandbox/link/verify-microdeposits': () => answers.shift()!(),
    });
    await renderSpanishScreen(<BankAccounts />, '/bank-accounts');
    await userEvent.click(await screen.findByRole('button', { name: /^VERIFICAR/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Verifique su cuenta' });
    expect(dialog).toHaveTextContent('Le enviamos dos depósitos pequeños a Plaid Checking ••••2222.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Primer depósito' }), '7');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Segundo depósito' }), '0.02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ingrese cada monto en dólares, por ejemplo, 0.07.',
    );

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Primer depósito' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Primer depósito' }), '0.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Los montos que ingresó no coinciden con los depósitos en su cuenta. Le quedan 2 intentos.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Le queda 1 intento.'));
  });

  it('the identity-mismatch screen: fields, what the bank has, what each choice does', async () => {
    sessionStorage.clear();
    sessionStorage.setItem(
      'client:pending_mismatch',
      JSON.stringify({
        clientId: CLIENT.id,
        pending: { bankAccountId: 'ba-mm', mismatch: { lastName: 'Lopez-Garcia', state: 'CA' } },
      }),
    );
    stubApi({ [ACCOUNTS_PATH]: () => json({ accounts: [] }) });
    await renderSpanishScreen(<BankAccounts />, '/bank-accounts', { reload: true });

    const form = await screen.findByRole('form', { name: 'Confirme sus datos' });
    expect(within(form).getByRole('textbox', { name: 'Apellido' })).toHaveAccessibleDescription(
      'Su banco tiene: Lopez-Garcia',
    );
    expect(within(form).getByRole('combobox', { name: 'Estado' })).toHaveAccessibleDescription('Su banco tiene: CA');
    expect(within(form).getByRole('list', { name: 'Qué hace cada opción' })).toHaveTextContent(
      'Guardar y continuar: sus datos aquí se cambian por los que tiene su banco',
    );
    expect(within(form).getByRole('button', { name: 'Guardar y continuar' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Vincular de todos modos' })).toBeEnabled();
  });
});

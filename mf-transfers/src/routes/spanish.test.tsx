// Each screen of the remote on a Spanish page (issue 38): its texts from es.json, fetched as a
// chunk of their own (hence findBy…), money and dates as on an English page, and the words the
// server wrote (the authorization terms) shown as it wrote them.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { json, stubApi } from '@portal/shared/testing';
import { authorize } from '../testing/authorize';
import { authorizationTerms, detailsApi, SOURCE, sentDisbursement, transferRecord } from '../testing/fixtures';
import { failedR01, transferOverview } from '../testing/overview-fixtures';
import { renderScreen as renderTransfersScreen, TENANT, type RenderScreenOptions } from '../testing/render-screen';
import TransferDetails from './transfer-details';
import TransferHistory from './transfer-history';
import TransferOverviewScreen from './transfer-overview';
import TransferReview from './transfer-review';
import TransferSuccess from './transfer-success';

const ES = { locale: 'es' } as const;

/**
 * The screen's first render suspends while the Spanish chunk loads: inside an awaited act, so
 * React renders it again once the chunk is in (an act left behind would hold that retry).
 */
async function renderScreen(screen: ReactElement, url: string, options: RenderScreenOptions) {
  await act(async () => {
    renderTransfersScreen(screen, url, options);
  });
}
/** The first wait of a test: the Spanish chunk is imported (and, once per run, compiled) first. */
const CHUNK = { timeout: 5_000 };
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const WIRE_FRAUD = `${TENANT.name} nunca le enviará instrucciones nuevas de pago o de transferencia bancaria (wire) por correo electrónico ni por mensaje de texto. Si recibe alguna, no actúe conforme a ella: llame a ${TENANT.name} a un número que ya conozca.`;

describe('On a Spanish page', () => {
  it('step-3 labels every field, the panels and the actions in Spanish', async () => {
    stubApi(detailsApi());
    await renderScreen(<TransferDetails />, '/create-account/step-3?bank_account=acct-1', ES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalles de la transferencia' }, CHUNK),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Detalles de la transferencia' });
    expect(within(form).getByRole('group', { name: 'Propósito' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Dirección de la propiedad' })).toBeInTheDocument();
    for (const name of [
      'Dirección de la propiedad, línea 1',
      'Ciudad de la propiedad',
      'Monto',
      'Vuelva a ingresar el monto',
    ])
      expect(within(form).getByRole('textbox', { name })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Estado de la propiedad' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Oficina' })).toHaveTextContent('Seleccione una oficina');
    expect(
      within(screen.getByRole('region', { name: 'De' })).getByText('Saldo disponible: $1,000.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Para' })).toHaveTextContent(TENANT.name);
    expect(screen.getByText('Se agrega al monto un cargo por conveniencia de $2.50.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar' })).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: 'Monto' });
    await userEvent.setup().type(amount, '5000.01');
    expect(amount).toHaveAccessibleDescription(
      'Las transferencias de más de $5,000.00 son comunes en el cierre: verifique el monto con sus documentos de cierre.',
    );
  });

  it('step-4 shows the rows, the authorization to tick and the wire-fraud notice in Spanish, the terms as the server wrote them', async () => {
    stubApi({
      Transfer: () => json({ data: { Transfer: transferRecord() } }),
      allTransferFeeConfigs: () =>
        json({ data: { allTransferFeeConfigs: [{ id: 'f1', amount: '2.50', clientPays: true }] } }),
      allTransfers: () => json({ data: { allTransfers: [] } }),
      authorizationTerms: () => json({ data: { authorizationTerms: authorizationTerms() } }),
    });
    await renderScreen(<TransferReview />, '/create-account/step-4?go_to_transfer=transfer-1', ES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisión' }, CHUNK)).toBeInTheDocument();
    const authorization = await screen.findByRole('region', { name: 'Autorización de pago' });
    expect(authorization).toHaveTextContent(authorizationTerms().text);
    expect(row('Monto')).toBe('$500.00');
    expect(row('Cargo por conveniencia')).toBe('$2.50');
    expect(row('Total')).toBe('$502.50');
    expect(row('Llegada prevista')).toBe('11/30/2026');
    expect(row('Propósito')).toBe('Earnest Money Deposit for Purchase');
    const make = screen.getByRole('button', { name: 'Hacer la transferencia' });
    expect(make).toBeDisabled();
    expect(make).toHaveAccessibleDescription(
      'Marque la casilla para autorizar este pago antes de hacer la transferencia.',
    );
    expect(screen.getByRole('button', { name: 'Usar otra cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(WIRE_FRAUD);
    await authorize(userEvent.setup(), 'Autorizo este pago');
    expect(make).toBeEnabled();
  });

  it('Accept Your Payment says when the money arrives and asks for the deposit authorization in Spanish', async () => {
    stubApi({
      Transfer: () => json({ data: { Transfer: sentDisbursement() } }),
      BankAccount: () => json({ data: { BankAccount: SOURCE } }),
      allTransferFeeConfigs: () => json({ data: { allTransferFeeConfigs: [] } }),
      allTransfers: () => json({ data: { allTransfers: [] } }),
      authorizationTerms: () => json({ data: { authorizationTerms: authorizationTerms('credit') } }),
    });
    await renderScreen(
      <TransferReview />,
      '/create-account/step-4?go_to_transfer=disb-1&disbursement=payment&bank_account=acct-1',
      ES,
    );
    expect(
      await screen.findByText(
        `${TENANT.name} le está enviando un pago. Revíselo y luego acéptelo en su cuenta.`,
        {},
        CHUNK,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Autorización de depósito' })).toHaveTextContent(
      authorizationTerms('credit').text,
    );
    expect(screen.getByRole('region', { name: 'Cuándo llega' })).toHaveTextContent(
      'Fondos previstos en 1 a 3 días hábiles. ACH estándar a la cuenta que eligió.',
    );
    expect(row('Llegada prevista')).toBe('11/30/2026 – 12/02/2026');
    expect(screen.getByRole('button', { name: 'Aceptar el pago' })).toBeDisabled();
    await authorize(userEvent.setup(), 'Autorizo este depósito en mi cuenta');
    expect(screen.getByRole('button', { name: 'Aceptar el pago' })).toBeEnabled();
  });

  it('Success says the transfer is pending, its status and the receipt form in Spanish', async () => {
    stubApi({
      'POST /message/email/transfer-initiated': () => json({ sent: 1 }),
      Transfer: () => json({ data: { Transfer: transferOverview() } }),
      'GET /transfers/events': () => new Response(null, { status: 503 }),
    });
    await renderScreen(<TransferSuccess />, '/create-account/success?go_to_transfer=transfer-1', ES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmación' }, CHUNK)).toBeInTheDocument();
    expect(await screen.findByText('Su transferencia se inició y está pendiente.')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Se prevé que los fondos lleguen el siguiente día hábil. Se notificará a ${TENANT.name} cuando lleguen.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Código de confirmación', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Pagado a')).toBe(TENANT.name);
    expect(screen.getByText('Estado:').parentElement).toHaveTextContent('Estado: Pendiente');
    expect(screen.getByRole('button', { name: 'Descargar el recibo (PDF)' })).toBeInTheDocument();
    const receipt = screen.getByRole('form', { name: 'Enviar recibo' });
    expect(within(receipt).getByRole('textbox', { name: 'Correo electrónico 1' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent(
      'Envíe un recibo de esta transferencia a un máximo de 5 direcciones de correo electrónico.',
    );
    expect(screen.getByRole('link', { name: 'Ver el historial de transferencias' })).toHaveAttribute(
      'href',
      '/transfer-history',
    );
  });

  it('the history names statuses, actions and who pays whom in Spanish', async () => {
    const base = transferRecord();
    const item = (id: string, status: string, disbursement = false) => ({
      id,
      status,
      disbursement,
      amount: '1500.00',
      fee: '2.50',
      purpose: base.purpose,
      propertyAddress1: base.propertyAddress1,
      propertyAddress2: null,
      propertyCity: base.propertyCity,
      propertyState: base.propertyState,
      propertyZipcode: base.propertyZipcode,
      createdAt: '2026-11-20T15:00:00.000Z',
      updatedAt: '2026-11-20T15:00:00.000Z',
      sourceBankAccount: { id: 'acct-1' },
      destBankAccount: { id: 'escrow-1' },
      failure: null,
    });
    stubApi({
      allTransfers: () =>
        json({
          data: {
            allTransfers: [item('t-sent', 'sent', true), item('t-done', 'completed'), item('t-req', 'Requested')],
          },
        }),
      'GET /transfers/events': () => new Response(null, { status: 503 }),
    });
    await renderScreen(<TransferHistory />, '/transfer-history', ES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historial de transferencias' }, CHUNK),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva transferencia' })).toBeInTheDocument();
    const waiting = await screen.findByRole('list', { name: 'Requieren su acción' });
    const [sent, requested] = within(waiting).getAllByRole('listitem');
    expect(sent).toHaveTextContent(`Pago de ${TENANT.name}`);
    expect(within(sent!).getByText('Enviado')).toBeInTheDocument();
    expect(within(sent!).getByRole('link', { name: 'ACEPTAR EL PAGO' })).toBeInTheDocument();
    expect(within(requested!).getByText('Solicitada')).toBeInTheDocument();
    expect(within(requested!).getByRole('link', { name: 'Enviar fondos' })).toBeInTheDocument();
    const others = screen.getByRole('list', { name: 'Transferencias' });
    expect(within(others).getByText('Completada')).toBeInTheDocument();
    expect(within(others).getByText(`Pago a ${TENANT.name}`)).toBeInTheDocument();
    expect(
      within(others).getByRole('link', { name: 'Detalles: Earnest Money Deposit for Purchase, $1,500.00, 11/20/2026' }),
    ).toHaveAttribute('href', '/transfer-history/t-done');
  });

  it("the transfer page's timeline, return reason and next step read in Spanish, times in Spanish", async () => {
    stubApi({
      Transfer: () => json({ data: { Transfer: failedR01({ failure: null }) } }),
      'GET /transfers/events': () => new Response(null, { status: 503 }),
    });
    await renderScreen(<TransferOverviewScreen />, '/transfer-history/transfer-1', {
      ...ES,
      path: '/transfer-history/:transferId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transferencia' }, CHUNK)).toBeInTheDocument();
    const steps = within(await screen.findByRole('region', { name: 'Cronología del estado' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toMatch(/^Creada\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\s?[ap]\.\s?m\.$/);
    expect(steps[3]).toMatch(/^Fallida.*R01: Su banco devolvió el pago por fondos insuficientes\.$/);
    // No words from the server: the catalogue's for an unknown failure.
    expect(screen.getByText('Su banco no aceptó el pago.')).toBeInTheDocument();
    expect(screen.getByText('Intente de nuevo con otra cuenta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo con otra cuenta' })).toBeInTheDocument();
    expect(row('Cuenta de origen')).toBe('First Platypus Bank Plaid Checking ••••1001');
    expect(screen.getByText('Estado:').parentElement).toHaveTextContent('Estado: Error');
    expect(screen.getByText('La autorización que usted dio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al historial de transferencias' })).toBeInTheDocument();
  });

  it('the transfer page offers Cancel in Spanish while the transfer can be cancelled', async () => {
    stubApi({
      Transfer: () => json({ data: { Transfer: transferOverview() } }),
      'GET /transfers/events': () => new Response(null, { status: 503 }),
    });
    await renderScreen(<TransferOverviewScreen />, '/transfer-history/transfer-1', {
      ...ES,
      path: '/transfer-history/:transferId',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancelar la transferencia' }, CHUNK));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta transferencia?' });
    expect(dialog).toHaveAccessibleDescription(
      'El pago no se debitará de su cuenta. Puede iniciar una nueva transferencia en cualquier momento.',
    );
    expect(within(dialog).getByRole('button', { name: 'Conservar la transferencia' })).toBeInTheDocument();
  });
});

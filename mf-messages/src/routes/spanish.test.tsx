import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { json, stubApi } from '@portal/shared/testing';
import {
  CREATED_AT as CREATED,
  message,
  setNarrow,
  typeCounts,
  UPDATED_AT as UPDATED,
} from '../testing/message-fixtures';
import { renderSpanishScreen } from '../testing/render-screen';
import MessageCenter from './message-center';

// The message center on a Spanish page: every text from es.json (a chunk of its own, hence
// findBy… first), each message type with a Spanish label, dates still MM/DD/YY (US documents)
// and times as Spanish writes them.

const MESSAGES = [
  message(1),
  message(2, { type: 'transfer_receipt', messageURL: null }),
  message(3, { type: 'transfer_fail', tenant: null, transfer: null }),
  message(4, { type: 'transfer_request' }),
  message(5, { type: null }),
];

function stubServer(count = MESSAGES.length) {
  return stubApi({
    allClientMessages: () => json({ data: { allClientMessages: MESSAGES, _allClientMessagesMeta: { count } } }),
    transfer_fail: typeCounts({ transfer_fail: 1, transfer_initiated: 1, transfer_receipt: 1, transfer_request: 1 }),
  });
}

/** MM/DD/YY and the time as es-US writes it ('3:04 p.m.'), in this machine's time zone. */
function spanishDate(iso: string): string {
  const time = new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  return `${moment(iso).format('MM/DD/YY')} ${time}`;
}

beforeEach(() => setNarrow(false));

describe('/message-center in Spanish', () => {
  it('titles, filters, the table, type labels, pages and the PDF buttons', async () => {
    stubServer(12);
    await renderSpanishScreen(<MessageCenter />, '/message-center');

    expect(await screen.findByRole('heading', { name: 'Mensajes' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar mensajes por dirección o nombre' })).toHaveAttribute(
      'placeholder',
      'Ingrese una dirección o un nombre',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar el filtro de fechas (Últimos 7 días)' })).toHaveTextContent(
      'Últimos 7 días',
    );
    expect(screen.getByRole('button', { name: /^Rango de fechas: \d\d\/\d\d\/\d{4} - / })).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['FECHA DE CREACIÓN ▼', 'DE', 'REFERENCIA', 'TIPO', 'DESCARGAR']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(rows[0]!).slice(0, 4)).toEqual([
      spanishDate(CREATED),
      'Demo Title & Escrow',
      '1 Main Street',
      'transferencia iniciada',
    ]);
    expect(cells(rows[1]!)[3]).toBe('recibo de transferencia');
    expect(cells(rows[2]!).slice(1, 4)).toEqual(['--', '--', 'transferencia fallida']);
    expect(cells(rows[3]!)[3]).toBe('solicitud de transferencia');
    expect(cells(rows[4]!)[3]).toBe('N/D');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Descargar PDF: transferencia iniciada, 1 Main Street' }),
    ).toHaveAttribute('title', 'Descargar PDF');
    expect(within(rows[1]!).getByLabelText('Aún no hay PDF')).toHaveTextContent('--');
    expect(within(rows[2]!).getByRole('button', { name: 'Descargar PDF: transferencia fallida' })).toBeInTheDocument();

    const [top, bottom] = screen.getAllByRole('navigation');
    expect(top).toHaveAccessibleName('Páginas (arriba)');
    expect(bottom).toHaveAccessibleName('Páginas (abajo)');
    expect(within(top!).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(top!).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(within(top!).getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });

  it('the type filter: its count, Select All, Reset and a Spanish label per type', async () => {
    stubServer();
    await renderSpanishScreen(<MessageCenter />, '/message-center');
    await userEvent.click(await screen.findByRole('button', { name: 'Tipo de mensaje' }));
    const panel = screen.getByRole('group', { name: 'Tipos de mensaje' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('checkbox')
          .map((box) => box.parentElement?.textContent),
      ).toEqual([
        'transferencia fallida',
        'transferencia iniciada',
        'recibo de transferencia',
        'solicitud de transferencia',
      ]),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Seleccionar todo' }));
    expect(await screen.findByRole('button', { name: 'Tipo de mensaje (4)' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByRole('button', { name: 'Tipo de mensaje' })).toBeInTheDocument();
  });

  it('the date picker: its presets, and the calendar in Spanish', async () => {
    stubServer();
    await renderSpanishScreen(<MessageCenter />, '/message-center');
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar el filtro de fechas (Últimos 7 días)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rango de fechas: todas las fechas' }));
    expect(screen.getByRole('button', { name: 'Rango de fechas: todas las fechas' })).toHaveTextContent(
      'MM/DD/AAAA - MM/DD/AAAA',
    );

    const picker = await screen.findByRole('dialog', { name: 'Elija las fechas' });
    expect(
      within(within(picker).getByRole('list', { name: 'Rangos predefinidos' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hoy', 'Ayer', 'Últimos 7 días', 'Este mes', 'Mes pasado', 'Todas las fechas']);
    // The calendar names this month in Spanish, and its buttons speak Spanish too.
    const month = new Intl.DateTimeFormat('es', { month: 'long' }).format(new Date());
    expect(within(picker).getByRole('grid')).toHaveAccessibleName(new RegExp(month, 'i'));
    expect(within(picker).getByRole('button', { name: 'Ir al mes siguiente' })).toBeInTheDocument();

    await userEvent.click(within(picker).getByRole('button', { name: 'Ayer' }));
    expect(await screen.findByRole('button', { name: 'Quitar el filtro de fechas (Ayer)' })).toBeInTheDocument();
  });

  it('the mobile list: its sort toggle, type labels and Spanish update times', async () => {
    setNarrow(true);
    stubServer();
    await renderSpanishScreen(<MessageCenter />, '/message-center');
    const list = await screen.findByRole('list', { name: 'Mensajes' });
    const [first, , third, , fifth] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('transferencia iniciada');
    expect(first).toHaveTextContent(`Actualizado ${spanishDate(UPDATED)}`);
    expect(third).toHaveTextContent('--');
    expect(fifth).toHaveTextContent('N/D');
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar por tipo' }));
    expect(await screen.findByRole('button', { name: 'Ordenar por tipo (ascendente)' })).toHaveTextContent('Tipo ▲');
  });
});

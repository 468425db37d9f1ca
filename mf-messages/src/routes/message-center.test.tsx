import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { json, stubApi, type StubCall } from '@portal/shared/testing';
import { NO_RECORDS_FOUND } from '@portal/shared/constants';
import type { ClientMessagesQueryVariables } from '@portal/shared/graphql';
import { CLIENT, renderScreen } from '../testing/render-screen';
import { message, setNarrow, typeCounts } from '../testing/message-fixtures';
import MessageCenter from './message-center';

const ALL_TYPES = ['transfer_fail', 'transfer_initiated', 'transfer_receipt', 'transfer_request'];

/** The server: answers pages of `total` messages and the types found (initiated and receipt). */
function stubServer({ total = 3, messages }: { total?: number; messages?: ReturnType<typeof message>[] } = {}) {
  return stubApi({
    allClientMessages: (call) => {
      const { first, skip } = (call.body as { variables: ClientMessagesQueryVariables }).variables;
      const all = messages ?? Array.from({ length: total }, (_, i) => message(i + 1));
      return json({
        data: {
          allClientMessages: all.slice(skip ?? 0, (skip ?? 0) + (first ?? 10)),
          _allClientMessagesMeta: { count: all.length },
        },
      });
    },
    transfer_fail: typeCounts({ transfer_initiated: 2, transfer_receipt: 1 }),
  });
}

/** The variables of the latest list query. */
function lastQuery(calls: StubCall[]): ClientMessagesQueryVariables {
  const list = calls.filter((call) => call.field === 'allClientMessages');
  return (list.at(-1)!.body as { variables: ClientMessagesQueryVariables }).variables;
}

const day = (iso: string | null | undefined) => moment(iso).format('YYYY-MM-DD');

beforeEach(() => setNarrow(false));

describe('/message-center', () => {
  it('lists the client’s messages of the last 7 days, every type, newest first, in a table', async () => {
    const calls = stubServer();
    renderScreen(<MessageCenter />, '/message-center');
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['DATE CREATED ▼', 'FROM', 'REFERENCE', 'TYPE', 'DOWNLOAD']);
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 4)).toEqual([
      moment('2026-11-20T15:04:00.000Z').format('MM/DD/YY hh:mm A'),
      'Demo Title & Escrow',
      '1 Main Street',
      'transfer initiated',
    ]);
    expect(
      within(first!).getByRole('button', { name: 'Download PDF: transfer initiated, 1 Main Street' }),
    ).toBeVisible();

    const variables = lastQuery(calls);
    expect(variables.where?.client).toEqual({ id: CLIENT.id });
    expect(variables.where?.messageType_in).toEqual(ALL_TYPES);
    expect(variables.sortBy).toEqual(['createdAt_DESC']);
    expect([day(variables.where?.createdAt_gte), day(variables.where?.createdAt_lte)]).toEqual([
      moment().subtract(6, 'days').format('YYYY-MM-DD'),
      moment().format('YYYY-MM-DD'),
    ]);
    expect(screen.getByRole('button', { name: /^Date range: / })).toHaveAccessibleName(
      `Date range: ${moment().subtract(6, 'days').format('MM/DD/YYYY')} - ${moment().format('MM/DD/YYYY')}`,
    );
  });

  it('shows -- for a message without tenant or transfer, and sorts by date both ways', async () => {
    const calls = stubServer({ messages: [message(1, { tenant: null, transfer: null })] });
    renderScreen(<MessageCenter />, '/message-center');
    const table = await screen.findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('--');
    expect(cells[2]).toHaveTextContent('--');

    await userEvent.click(screen.getByRole('button', { name: /DATE CREATED/ }));
    await waitFor(() => expect(lastQuery(calls).sortBy).toEqual(['createdAt_ASC']));
    expect(await screen.findByRole('columnheader', { name: /DATE CREATED/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /DATE CREATED/ }));
    await waitFor(() => expect(lastQuery(calls).sortBy).toEqual(['createdAt_DESC']));
  });

  it('searches address or tenant name on the button, on Enter, and when the box is cleared', async () => {
    const calls = stubServer();
    renderScreen(<MessageCenter />, '/message-center');
    await screen.findByRole('table');
    const box = screen.getByPlaceholderText('Enter address or name');
    await userEvent.type(box, 'main');
    expect(lastQuery(calls).where?.OR).toBeUndefined(); // typing alone does not search
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery(calls).where?.OR).toEqual([
        { transfer: { propertyAddress1_contains_i: 'main' } },
        { tenant: { name_contains_i: 'main' } },
      ]),
    );
    await userEvent.type(box, ' st{Enter}');
    await waitFor(() => expect(lastQuery(calls).where?.OR?.[1]).toEqual({ tenant: { name_contains_i: 'main st' } }));
    await userEvent.clear(box);
    await waitFor(() => expect(lastQuery(calls).where?.OR).toBeUndefined());
  });

  it('clears the date filter with the Last 7 days chip, and applies a preset from the picker', async () => {
    const calls = stubServer();
    renderScreen(<MessageCenter />, '/message-center');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Clear date filter (Last 7 days)' }));
    await waitFor(() => expect(lastQuery(calls).where?.createdAt_gte).toBeUndefined());
    expect(lastQuery(calls).where?.createdAt_lte).toBeUndefined();
    expect(screen.queryByRole('button', { name: /Clear date filter/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Date range: all dates' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Yesterday' }));
    const yesterday = moment().subtract(1, 'day').format('YYYY-MM-DD');
    await waitFor(() => expect(day(lastQuery(calls).where?.createdAt_gte)).toBe(yesterday));
    expect(day(lastQuery(calls).where?.createdAt_lte)).toBe(yesterday);
    expect(screen.getByRole('button', { name: 'Clear date filter (Yesterday)' })).toBeVisible();

    // This Month has no chip (requirements §2): only Today, Yesterday and Last 7 days do.
    await userEvent.click(screen.getByRole('button', { name: /^Date range: / }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'This Month' }));
    await waitFor(() =>
      expect(day(lastQuery(calls).where?.createdAt_gte)).toBe(moment().startOf('month').format('YYYY-MM-DD')),
    );
    expect(screen.queryByRole('button', { name: /Clear date filter/ })).not.toBeInTheDocument();
  });

  it('filters by the types found: a checkbox each, Select All, Reset (none = all)', async () => {
    const calls = stubServer();
    renderScreen(<MessageCenter />, '/message-center');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Message Type' }));
    const panel = screen.getByRole('group', { name: 'Message types' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('checkbox')
          .map((box) => box.parentElement?.textContent),
      ).toEqual(['transfer initiated', 'transfer receipt']),
    );
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'transfer receipt' }));
    await waitFor(() => expect(lastQuery(calls).where?.messageType_in).toEqual(['transfer_receipt']));
    await userEvent.click(within(panel).getByRole('button', { name: 'Select All' }));
    await waitFor(() =>
      expect(lastQuery(calls).where?.messageType_in).toEqual(['transfer_initiated', 'transfer_receipt']),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery(calls).where?.messageType_in).toEqual(ALL_TYPES));
    expect(within(panel).getByRole('checkbox', { name: 'transfer initiated' })).not.toBeChecked();
  });

  it('pages by 10 with controls at the top and bottom; a filter goes back to page 1', async () => {
    const calls = stubServer({ total: 12 });
    renderScreen(<MessageCenter />, '/message-center');
    await screen.findByRole('table');
    const [top, bottom] = screen.getAllByRole('navigation');
    expect(top).toHaveAccessibleName('Pages (top)');
    expect(bottom).toHaveAccessibleName('Pages (bottom)');
    expect(within(top!).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(within(bottom!).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(calls).skip).toBe(10));
    expect(await screen.findAllByText('Page 2 of 2')).toHaveLength(2);
    // The page label moves first; the rows follow when page 2 has loaded.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3)); // header + 2
    await userEvent.click(screen.getByRole('button', { name: 'Clear date filter (Last 7 days)' }));
    await waitFor(() => expect(lastQuery(calls).skip).toBe(0));
  });

  it('says No Records Found when nothing matches', async () => {
    stubServer({ total: 0 });
    renderScreen(<MessageCenter />, '/message-center');
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    expect(await screen.findByText(NO_RECORDS_FOUND)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('below the breakpoint lists address, tenant, type (N/A when missing) and last update, sortable on type', async () => {
    setNarrow(true);
    const calls = stubServer({ messages: [message(1), message(2, { type: null, tenant: null })] });
    renderScreen(<MessageCenter />, '/message-center');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('1 Main Street');
    expect(first).toHaveTextContent('Demo Title & Escrow');
    expect(first).toHaveTextContent('transfer initiated');
    expect(first).toHaveTextContent(`Updated ${moment('2026-11-21T09:30:00.000Z').format('MM/DD/YY hh:mm A')}`);
    expect(second).toHaveTextContent('N/A');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by type' }));
    await waitFor(() => expect(lastQuery(calls).sortBy).toEqual(['type_ASC', 'createdAt_DESC']));
    await userEvent.click(await screen.findByRole('button', { name: 'Sort by type (ascending)' }));
    await waitFor(() => expect(lastQuery(calls).sortBy).toEqual(['type_DESC', 'createdAt_DESC']));
  });

  it('downloads a PDF with the session and opens it in a new window; a failed fetch is silent', async () => {
    const popup = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:pdf-1');
    let pdfStatus = 200;
    const calls = stubServer();
    const listStub = globalThis.fetch as jest.Mock;
    const answer = listStub.getMockImplementation()!;
    listStub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/pdf')) {
        calls.push({
          method: 'GET',
          path: new URL(String(input)).pathname,
          field: null,
          body: undefined,
          authorization: new Headers(init?.headers).get('Authorization'),
        });
        return new Response('%PDF-1.7', { status: pdfStatus });
      }
      return answer(input, init);
    });
    renderScreen(<MessageCenter />, '/message-center');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download PDF: transfer initiated, 1 Main Street' }),
    );
    await waitFor(() => expect(popup.location.href).toBe('blob:pdf-1'));
    expect(calls.find((call) => call.path === '/api/messages/m-1/pdf')?.authorization).toBe('Bearer tok');

    pdfStatus = 404;
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF: transfer initiated, 2 Main Street' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

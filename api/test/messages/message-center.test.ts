import { english } from '../../src/i18n';
import { inArray } from 'drizzle-orm';
import { formatMoney } from '@portal/shared/format';
import { MESSAGE_NOT_FOUND } from '../../src/notices';
import { ensureSeededNoticePdfs } from '../../src/seed/seed-notice-pdfs';
import { transfer } from '../../src/platform/database/schema';
import { demoMessages, IDS } from '../../src/seed/seed-data';
import { createTestSession } from '../support/auth-fixtures';
import { asClient, createClientFixture, type ClientFixture } from '../support/graphql-fixtures';
import { pdfText } from '../support/pdf-text';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

// The message center's query as mf-messages sends it (requirements §7 AllClientMessages).
const MESSAGES = `query ($where: ClientMessageWhereInput, $sortBy: [SortClientMessagesBy!], $first: Int, $skip: Int) {
  allClientMessages(where: $where, sortBy: $sortBy, first: $first, skip: $skip) {
    id type messageURL createdAt transfer { id propertyAddress1 } tenant { name }
  }
  _allClientMessagesMeta(where: $where) { count }
}`;

interface Message {
  id: string;
  type: string;
  messageURL: string | null;
  createdAt: string;
  transfer: { id: string; propertyAddress1: string | null } | null;
  tenant: { name: string } | null;
}
interface MessagesResult {
  allClientMessages: Message[];
  _allClientMessagesMeta: { count: number };
}

const DAY = 86_400_000;

describe.each(driversFor('one'))('the message center’s AllClientMessages and PDFs (%s)', (driver) => {
  const context = useTestApp(driver);
  let a: ClientFixture;
  let b: ClientFixture;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
    b = await createClientFixture(context.database.db, 'demo');
  });
  const query = async (fixture: Pick<ClientFixture, 'host' | 'token'> | null, variables: Record<string, unknown>) =>
    (await asClient(context.app, fixture)<MessagesResult>(MESSAGES, variables)).body;
  const ids = async (where: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const body = await query(a, { where: { client: { id: a.client.id }, ...where }, ...extra });
    expect(body.errors).toBeUndefined();
    return { ids: body.data!.allClientMessages.map((m) => m.id), count: body.data!._allClientMessagesMeta.count };
  };

  it('filters by the requirements’ messageType_in, which narrows type_in and type', async () => {
    const [fail, initiated, receipt, request] = a.messageIds;
    expect(await ids({ messageType_in: ['transfer_receipt', 'transfer_fail'] })).toEqual({
      ids: [fail, receipt],
      count: 2,
    });
    expect(await ids({ messageType_in: ['transfer_receipt', 'transfer_fail'], type_in: ['transfer_receipt'] })).toEqual(
      { ids: [receipt], count: 1 },
    );
    expect((await ids({ messageType_in: ['transfer_fail'], type: 'transfer_request' })).ids).toEqual([]);
    expect((await ids({ messageType_in: [] })).ids).toEqual([]);
    expect((await ids({ messageType_in: ['transfer_initiated', 'transfer_request'] })).ids).toEqual([
      initiated,
      request,
    ]);
    // Only the four types of requirements §9 exist in the schema: anything else is a 400-class error.
    const other = await query(a, { where: { messageType_in: ['disbursement_notice'] } });
    expect(other.errors?.[0]?.message).toMatch(/disbursement_notice/);
    expect(other.data ?? null).toBeNull();
  });

  it('combines types, a date range, the search OR, a sort and a page, with a count of all pages', async () => {
    const [fail, initiated, receipt] = a.messageIds;
    const where = {
      messageType_in: ['transfer_fail', 'transfer_initiated', 'transfer_receipt'],
      createdAt_gte: new Date(Date.now() - 2.5 * DAY).toISOString(),
      createdAt_lte: new Date(Date.now() + DAY).toISOString(),
      OR: [
        { transfer: { propertyAddress1_contains_i: a.street.toUpperCase() } },
        { tenant: { name_contains_i: 'no such tenant' } },
      ],
    };
    expect(await ids(where, { sortBy: ['createdAt_DESC'] })).toEqual({ ids: [fail, initiated, receipt], count: 3 });
    expect(await ids(where, { sortBy: ['createdAt_ASC'], first: 2 })).toEqual({ ids: [receipt, initiated], count: 3 });
    expect(await ids(where, { sortBy: ['createdAt_ASC'], first: 2, skip: 2 })).toEqual({ ids: [fail], count: 3 });
    expect(await ids(where, { sortBy: ['type_DESC'] })).toEqual({ ids: [receipt, initiated, fail], count: 3 });
    // The tenant-name branch alone finds them too (any case); a name nobody has finds nothing.
    expect((await ids({ ...where, OR: [{ tenant: { name_contains_i: 'demo TITLE' } }] })).count).toBe(3);
    expect((await ids({ ...where, createdAt_lte: new Date(Date.now() - 3 * DAY).toISOString() })).ids).toEqual([]);
  });

  it('is limited to the session’s client: another client’s id, session or a visitor get nothing', async () => {
    const asB = await query(b, { where: { client: { id: a.client.id } } });
    expect(asB.data).toEqual({ allClientMessages: [], _allClientMessagesMeta: { count: 0 } });
    const own = await query(b, {});
    expect(own.data!.allClientMessages.map((m) => m.id).sort()).toEqual([...b.messageIds].sort());
    const searchAll = await query(b, { where: { OR: [{ tenant: { name_contains_i: '' } }] }, first: 100 });
    expect(searchAll.data!.allClientMessages.some((m) => a.messageIds.includes(m.id))).toBe(false);
    const visitor = await query(null, {});
    expect(visitor.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(visitor.data ?? null).toBeNull();
  });

  describe('the seeded messages’ PDFs', () => {
    let danaToken: string;
    beforeAll(async () => {
      danaToken = await createTestSession(context.database.db, {
        clientId: IDS.clients.dana,
        tenantId: IDS.tenants.demo,
      });
    });
    const getPdf = (url: string, token: string | null, host: string = HOSTS.demo) =>
      context.app.inject({
        method: 'GET',
        url,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });

    it('renders one real notice PDF per seeded message, once, served to its owner only', async () => {
      const deps = {
        db: context.database.db,
        pdf: context.app.providers.pdf,
        objectStore: context.app.providers.objectStore,
        apiBase: '/api',
      };
      expect(await ensureSeededNoticePdfs(deps)).toBe(demoMessages.length);
      expect(await ensureSeededNoticePdfs(deps)).toBe(0); // idempotent: every PDF is there

      const dana = { host: HOSTS.demo, token: danaToken };
      const body = await query(dana, { where: { client: { id: IDS.clients.dana } }, first: 50 });
      const messages = body.data!.allClientMessages;
      expect(messages).toHaveLength(demoMessages.filter((m) => m.clientId === IDS.clients.dana).length);
      const transfers = await context.database.db
        .select()
        .from(transfer)
        .where(
          inArray(
            transfer.id,
            messages.map((m) => m.transfer!.id),
          ),
        );
      for (const message of messages) {
        expect(message.messageURL).toBe(`/api/messages/${message.id}/pdf`);
        const response = await getPdf(message.messageURL!, danaToken);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const text = pdfText(response.rawPayload);
        const about = transfers.find((t) => t.id === message.transfer!.id)!;
        expect(text).toContain(about.propertyAddress1!);
        expect(text).toContain(formatMoney(about.amountCents));
      }

      const url = messages[0]!.messageURL!;
      const ivy = await createTestSession(context.database.db, {
        clientId: IDS.clients.ivy,
        tenantId: IDS.tenants.demo,
      });
      expect((await getPdf(url, ivy)).json()).toEqual({ code: 'NOT_FOUND', message: english(MESSAGE_NOT_FOUND) });
      expect((await getPdf(url, a.token)).statusCode).toBe(404);
      expect((await getPdf(url, null)).statusCode).toBe(401);
      expect((await getPdf(url, danaToken, HOSTS.acme)).statusCode).toBe(401);
    });
  });
});

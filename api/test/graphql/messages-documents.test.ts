import { randomUUID } from 'node:crypto';
import { clientMessage } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import { asClient, createClientFixture, UNKNOWN_ID, type ClientFixture } from '../support/graphql-fixtures';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const MESSAGES = `query ($where: ClientMessageWhereInput, $sortBy: [SortClientMessagesBy!], $first: Int, $skip: Int) {
  allClientMessages(where: $where, sortBy: $sortBy, first: $first, skip: $skip) {
    id messageURL updatedAt createdAt label type tenant { name }
    transfer { id propertyAddress1 propertyAddress2 propertyCity propertyZipcode propertyState sellerName }
  }
  _allClientMessagesMeta(where: $where) { count }
}`;

interface MessagesResult {
  allClientMessages: Array<{ id: string; type: string; createdAt: string; transfer: { id: string } | null }>;
  _allClientMessagesMeta: { count: number };
}

describe.each(driversFor('one'))('messages and documents over GraphQL (%s)', (driver) => {
  const context = useTestApp(driver);
  let a: ClientFixture;
  /** Four messages (one per type, a day apart) about a's completed transfer, plus one about another transfer. */
  let otherMessageId: string;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
    otherMessageId = randomUUID();
    await context.database.db.insert(clientMessage).values({
      id: otherMessageId,
      tenantId: a.tenantId,
      clientId: a.client.id,
      type: 'transfer_request',
      transferId: a.transfers.requested,
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
  });
  const messages = (variables: Record<string, unknown>) =>
    asClient(context.app, a)<MessagesResult>(MESSAGES, variables);

  it('lists the client’s messages newest first, with tenant and transfer', async () => {
    const { body } = await messages({});
    expect(body.errors).toBeUndefined();
    expect(body.data!._allClientMessagesMeta).toEqual({ count: 5 });
    expect(body.data!.allClientMessages.map((m) => m.type)).toEqual([
      'transfer_fail',
      'transfer_initiated',
      'transfer_receipt',
      'transfer_request',
      'transfer_request',
    ]);
    expect(body.data!.allClientMessages[0]).toEqual({
      id: a.messageIds[0],
      messageURL: null,
      label: 'transfer_fail',
      type: 'transfer_fail',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      tenant: { name: 'Demo Title & Escrow' },
      transfer: {
        id: a.transfers.completed,
        propertyAddress1: `5 ${a.street}`,
        propertyAddress2: null,
        propertyCity: 'Springfield',
        propertyZipcode: '62701',
        propertyState: 'IL',
        sellerName: null,
      },
    });
  });

  it('filters by type_in, type, dates, and the search box (address or tenant name, any case)', async () => {
    const ids = async (where: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const { body } = await messages({ where, ...extra });
      expect(body.errors).toBeUndefined();
      expect(body.data!._allClientMessagesMeta.count).toBe(body.data!.allClientMessages.length);
      return body.data!.allClientMessages.map((m) => m.id);
    };
    expect(await ids({ type_in: ['transfer_receipt', 'transfer_fail'] })).toEqual([a.messageIds[0], a.messageIds[2]]);
    expect(await ids({ type: 'transfer_initiated', type_in: ['transfer_fail'] })).toEqual([]);
    expect(await ids({ type_in: [] })).toEqual([]);
    const sevenDaysAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    expect(await ids({ createdAt_gte: sevenDaysAgo, createdAt_lte: new Date().toISOString() })).toHaveLength(4);
    expect(await ids({ createdAt_lte: sevenDaysAgo })).toEqual([otherMessageId]);
    const search = (text: string) => ({
      OR: [{ transfer: { propertyAddress1_contains_i: text } }, { tenant: { name_contains_i: text } }],
    });
    expect(await ids(search(`5 ${a.street.toUpperCase()}`))).toHaveLength(4);
    expect(await ids(search(`8 ${a.street}`))).toEqual([otherMessageId]);
    expect(await ids(search('title & ESCROW'))).toHaveLength(5);
    expect(await ids(search('acme'))).toEqual([]);
    // % and _ are literal characters, not wildcards.
    expect(await ids(search('%'))).toEqual([]);
    expect(await ids({ transfer: { id: a.transfers.requested } })).toEqual([otherMessageId]);
    expect(await ids({ client: { id: a.client.id }, id: a.messageIds[1] })).toEqual([a.messageIds[1]]);
  });

  it('sorts by type and date, and pages', async () => {
    const types = async (sortBy: string[], extra: Record<string, unknown> = {}) =>
      (await messages({ sortBy, ...extra })).body.data!.allClientMessages.map((m) => m.type);
    expect(await types(['type_DESC', 'createdAt_DESC'])).toEqual([
      'transfer_request',
      'transfer_request',
      'transfer_receipt',
      'transfer_initiated',
      'transfer_fail',
    ]);
    const ascending = await messages({ sortBy: ['createdAt_ASC'], first: 2, skip: 1 });
    expect(ascending.body.data!.allClientMessages.map((m) => m.id)).toEqual([a.messageIds[3], a.messageIds[2]]);
    expect(ascending.body.data!._allClientMessagesMeta.count).toBe(5);
  });

  it('refuses a message type that is not one of the four', async () => {
    const { statusCode, body } = await messages({ where: { type_in: ['transfer_secret'] } });
    expect(statusCode).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('lists the client’s documents, by transfer', async () => {
    const query = asClient(context.app, a);
    const { body } = await query(`{
      all: allClientDocuments(where: { client: { id: "${a.client.id}" } }) {
        id type description filePath fileURL status active transfer { id status } createdAt updatedAt
      }
      byTransfer: allClientDocuments(where: { transfer: { id: "${a.transfers.completed}" } }) { id }
      otherTransfer: allClientDocuments(where: { transfer: { id: "${a.transfers.draft}" } }) { id }
      unknown: allClientDocuments(where: { transfer: { id: "${UNKNOWN_ID}" } }) { id }
    }`);
    expect(body).toEqual({
      data: {
        all: [
          {
            id: a.documentIds[0],
            type: 'receipt',
            description: null,
            filePath: null,
            fileURL: null,
            status: 'completed',
            active: true,
            transfer: { id: a.transfers.completed, status: 'completed' },
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          },
        ],
        byTransfer: [{ id: a.documentIds[0] }],
        otherTransfer: [],
        unknown: [],
      },
    });
  });

  it('shows the seeded demo history: every status for Dana, every message type, Ivy’s Initiated transfer', async () => {
    const { createTestSession } = await import('../support/auth-fixtures');
    const dana = await createTestSession(context.database.db, {
      clientId: IDS.clients.dana,
      tenantId: IDS.tenants.demo,
    });
    const ivy = await createTestSession(context.database.db, { clientId: IDS.clients.ivy, tenantId: IDS.tenants.demo });
    const asDana = asClient(context.app, { host: a.host, token: dana });
    const { body } = await asDana<{
      allTransfers: Array<{ status: string; disbursement: boolean }>;
      allClientMessages: Array<{ type: string }>;
      allBankAccounts: Array<{ pendingVerification: boolean; unsupported: boolean; balance: string | null }>;
    }>(`{
      allTransfers { status disbursement }
      allClientMessages { type }
      allBankAccounts(where: { ownerType: client }) { pendingVerification unsupported balance }
    }`);
    const statuses = new Set(body.data!.allTransfers.map((t) => t.status));
    for (const status of [
      'draft',
      'pending',
      'submitted',
      'sent',
      'viewed',
      'completed',
      'cancelled',
      'error',
      'Requested',
    ]) {
      expect(statuses).toContain(status);
    }
    for (const status of ['created', 'rejected']) expect(statuses).toContain(status);
    // A debit held for review reads pending to its client (docs/risk.md).
    expect(statuses).not.toContain('awaiting approval');
    expect(statuses).not.toContain('Initiated');
    expect(body.data!.allTransfers).toContainEqual({ status: 'sent', disbursement: true });
    expect(new Set(body.data!.allClientMessages.map((m) => m.type))).toEqual(
      new Set(['transfer_fail', 'transfer_initiated', 'transfer_receipt', 'transfer_request']),
    );
    expect(body.data!.allBankAccounts).toEqual([
      { pendingVerification: false, unsupported: false, balance: '25000.00' },
      { pendingVerification: true, unsupported: false, balance: null },
      { pendingVerification: false, unsupported: true, balance: '800.00' },
    ]);
    const asIvy = asClient(context.app, { host: a.host, token: ivy });
    const initiated = await asIvy(`{ allTransfers(where: { status: "Initiated" }) { id } }`);
    expect(initiated.body.data).toEqual({ allTransfers: [{ id: IDS.transfers.ivyInitiated }] });
  });
});

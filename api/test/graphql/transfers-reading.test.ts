import { asClient, createClientFixture, UNKNOWN_ID, type ClientFixture } from '../support/graphql-fixtures';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { TRANSFER_FIELDS, type TransferList } from './transfer-operations';

describe.each(driversFor('one'))('reading transfers over GraphQL (%s)', (driver) => {
  const context = useTestApp(driver);
  let a: ClientFixture;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
  });

  describe('reading', () => {
    it('lists the client transfers newest first, with every field and relation', async () => {
      const { statusCode, body } = await asClient(
        context.app,
        a,
      )<TransferList>(`{ allTransfers { ${TRANSFER_FIELDS} } _allTransfersMeta { count } }`);
      expect(statusCode).toBe(200);
      expect(body.errors).toBeUndefined();
      const list = body.data!.allTransfers;
      // One per status a transfer can be in (the portal's starting aside), and two disbursements.
      expect(list).toHaveLength(16);
      expect(body.data!._allTransfersMeta.count).toBe(16);
      expect(list[0]).toMatchObject({
        id: a.transfers.draft,
        status: 'draft',
        amount: '100.00',
        fee: '2.50',
        notes: [],
        disbursement: false,
        transferType: { name: 'Client Transfer', isCredit: true },
        sourceBankAccount: { id: a.accounts.checking, accountLastFourDigits: '9999', balance: '10000.00' },
        destBankAccount: { id: a.escrowId, ownerType: 'tenant', balance: null },
        client: { id: a.client.id },
        tenant: { identifier: 'demo' },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      });
      const times = list.map((row) => Date.parse(row.createdAt as string));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
    });

    it('filters by status, status_in, status_not_in, disbursement, dates and client; sorts and pages', async () => {
      const query = asClient(context.app, a)<TransferList>;
      const ids = async (args: string) =>
        (await query(`{ allTransfers${args} { id status } }`)).body.data!.allTransfers.map((row) => row.id);
      expect(await ids('(where: { status: "Initiated" })')).toEqual([a.transfers.initiated]);
      // A debit held for review is pending to its client (docs/risk.md).
      expect(await ids('(where: { status_in: ["pending", "submitted"] })')).toEqual([
        a.transfers.pending,
        a.transfers.submitted,
        a.transfers.awaitingApproval,
      ]);
      expect(await ids('(where: { status: "awaiting approval" })')).toEqual([]);
      const visible = await ids(
        '(where: { status_not_in: ["created", "rejected", "awaiting approval"], disbursement: false })',
      );
      // The requirements' ten statuses seen in history, returned, and a held debit (as pending).
      expect(visible).toHaveLength(12);
      expect(await ids('(where: { status: "returned" })')).toEqual([a.transfers.returned]);
      expect(await ids('(where: { disbursement: true })')).toEqual([
        a.transfers.draftDisbursement,
        a.transfers.sentDisbursement,
      ]);
      expect(await ids(`(where: { client: { id: "${a.client.id}" }, id: "${a.transfers.error}" })`)).toEqual([
        a.transfers.error,
      ]);
      const future = new Date(Date.now() + 86_400_000).toISOString();
      expect(await ids(`(where: { createdAt_gte: "${future}" })`)).toEqual([]);
      expect(await ids(`(where: { createdAt_lte: "${future}", createdAt_gte: "2000-01-01" }, first: 2)`)).toHaveLength(
        2,
      );
      const ascending = await ids('(sortBy: [createdAt_ASC], first: 2)');
      expect(ascending[0]).toBe(a.transfers.sentDisbursement);
      expect(await ids('(sortBy: [createdAt_DESC], first: 1, skip: 1)')).toEqual([a.transfers.pending]);
      const meta = await query('{ _allTransfersMeta(where: { status_in: ["draft"] }) { count } }');
      expect(meta.body.data).toEqual({ _allTransfersMeta: { count: 2 } });
    });

    it('reads one transfer by id, and answers null for an unknown id', async () => {
      const query = asClient(context.app, a);
      const found = await query(`{ Transfer(where: { id: "${a.transfers.completed}" }) { id status amount } }`);
      expect(found.body.data).toEqual({
        Transfer: { id: a.transfers.completed, status: 'completed', amount: '105.00' },
      });
      const unknown = await query(`{ Transfer(where: { id: "${UNKNOWN_ID}" }) { id } }`);
      expect(unknown.body).toEqual({ data: { Transfer: null } });
    });

    it('requires a session', async () => {
      const { statusCode, body } = await asClient(context.app, null)('{ allTransfers { id } }');
      expect(statusCode).toBe(401);
      expect(body.errors?.[0]).toMatchObject({
        message: 'Client not found, please login',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });
  });
});

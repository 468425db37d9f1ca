import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bankAccount, clientMessage, tenantWebhookEvent, transfer } from '../../src/platform/database/schema';
import { createApiKeyRepository } from '../../src/tenant-integration';
import { NOT_REFUNDABLE, refundExceedsPaid } from '../../src/transfers/refunds';
import type { ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { call } from '../tenant-api/tenant-api-kit';
import { createSentDisbursement } from './support/disbursement-kit';
import {
  drainTransferJobs,
  insertClientTransfer,
  ledgerEventsFor,
  payingClient,
  postWebhook,
  providerTransfersFor,
  STEP_MS,
  transferRow,
  useTransferApp,
} from './support/transfer-kit';

interface RefundView {
  id: string;
  status: string;
  amount: string;
  refundOf: string | null;
  disbursement: boolean;
  rail: string | null;
}

// Both drivers: concurrent refunds of one transfer are decided under its row lock.
describe.each(driversFor('both'))('refunds through the tenant API (%s)', (driver) => {
  const context = useTransferApp(driver);
  const db = () => context.database.db;
  let dana: ClientFixture;
  let demoKey: string;
  let acmeKey: string;
  beforeAll(async () => {
    dana = await payingClient(db(), 'demo');
    demoKey = (await createApiKeyRepository(db()).create(dana.tenantId, 'refund tests')).key;
    const acme = await payingClient(db(), 'acme');
    acmeKey = (await createApiKeyRepository(db()).create(acme.tenantId, 'refund tests (acme)')).key;
  });

  /** A transfer Dana paid: $1,000.00 plus the $2.50 fee, completed. */
  const completedTransfer = (overrides: Partial<typeof transfer.$inferInsert> = {}) =>
    insertClientTransfer(db(), dana, {
      status: 'completed',
      amountCents: 100_000,
      feeCents: 250,
      purpose: 'Earnest Money Deposit for Purchase',
      sourceBankAccountId: dana.accounts.checking,
      destBankAccountId: dana.escrowId,
      escrowBankAccountId: dana.escrowId,
      startedAt: new Date(),
      ...overrides,
    });
  const refund = (id: string, body: object = {}, key = demoKey, idempotencyKey: string = randomUUID()) =>
    call(context.app, key, 'POST', `/transfers/${id}/refund`, { body, idempotencyKey });
  const refundsOf = (id: string) => db().select().from(transfer).where(eq(transfer.refundOfTransferId, id));

  it("pays it all back to the account it came from, with no action of the client's, and follows the provider", async () => {
    const id = await completedTransfer();
    const response = await refund(id);
    expect(response.statusCode).toBe(201);
    const created = response.json<RefundView>();
    expect(created).toMatchObject({ status: 'pending', amount: '1002.50', refundOf: id, disbursement: true });
    expect(await transferRow(db(), created.id)).toMatchObject({
      sourceBankAccountId: dana.escrowId,
      destBankAccountId: dana.accounts.checking,
      rail: 'standard',
    });
    const [sent, ...more] = await providerTransfersFor(context.sandbox, created.id);
    expect(more).toHaveLength(0);
    expect(sent).toMatchObject({ amount: '1002.50', rail: 'standard' });

    context.state.clock.advance(2 * STEP_MS);
    await context.sandbox.runDueWork();
    for (const event of await ledgerEventsFor(context.sandbox, sent!.id))
      expect((await postWebhook(context.app, event)).statusCode).toBe(200);
    expect(await transferRow(db(), created.id)).toMatchObject({ status: 'completed' });
    // The original stays what it was: completed, paid and refunded.
    expect(await transferRow(db(), id)).toMatchObject({ status: 'completed' });

    // The client is told (notices), the tenant hears of each status (webhook events).
    await drainTransferJobs(context, db(), created.id);
    const notices = await db().select().from(clientMessage).where(eq(clientMessage.transferId, created.id));
    expect(notices.map((notice) => notice.type).sort()).toEqual(['transfer_initiated', 'transfer_receipt']);
    const events = await db().select().from(tenantWebhookEvent).where(eq(tenantWebhookEvent.transferId, created.id));
    expect(events.map((event) => (event.payload as { transfer: { status: string } }).transfer.status)).toEqual(
      expect.arrayContaining(['pending', 'completed']),
    );

    // The client sees it on the original transfer; another client sees nothing of it.
    const query = 'query ($id: ID!) { Transfer(where: { id: $id }) { refunds { id amount status rail } } }';
    const asDana = await context.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: dana.host, 'content-type': 'application/json', authorization: `Bearer ${dana.token}` },
      payload: { query, variables: { id } },
    });
    expect(asDana.json().data.Transfer.refunds).toEqual([
      { id: created.id, amount: '1002.50', status: 'completed', rail: 'standard' },
    ]);
  });

  it('pays back in parts, never more than was paid less earlier refunds', async () => {
    const id = await completedTransfer();
    expect((await refund(id, { amount: '400.00' })).json()).toMatchObject({ amount: '400.00' });
    const over = await refund(id, { amount: '602.51' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(refundExceedsPaid(60_250));
    expect((await refund(id, { amount: '602.50', speed: 'same-day' })).json()).toMatchObject({
      amount: '602.50',
      rail: 'same-day',
    });
    const nothingLeft = await refund(id, { amount: '0.01' });
    expect(nothingLeft.json().message).toBe(refundExceedsPaid(0));
    expect(await refundsOf(id)).toHaveLength(2);
  });

  it('refunds instantly to an account that takes instant payments, else by the tenant’s fallback', async () => {
    const achOnly = await completedTransfer();
    expect((await refund(achOnly, { amount: '10.00', speed: 'instant' })).json()).toMatchObject({ rail: 'same-day' });
    await db()
      .update(bankAccount)
      .set({ fundingSourceId: `sandbox-fs-rtp-${dana.accounts.checking}`, instantPayments: true })
      .where(eq(bankAccount.id, dana.accounts.checking));
    try {
      const rtp = await completedTransfer();
      const instant = (await refund(rtp, { amount: '10.00', speed: 'instant' })).json<RefundView>();
      expect(instant).toMatchObject({ rail: 'instant', status: 'pending' });
      expect(await providerTransfersFor(context.sandbox, instant.id)).toEqual([
        expect.objectContaining({ rail: 'instant', amount: '10.00' }),
      ]);
    } finally {
      await db()
        .update(bankAccount)
        .set({ fundingSourceId: `sandbox-fs-${dana.accounts.checking}`, instantPayments: false })
        .where(eq(bankAccount.id, dana.accounts.checking));
    }
  });

  it('makes one credit of 20 concurrent refunds with one Idempotency-Key', async () => {
    const id = await completedTransfer();
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => refund(id, { amount: '100.00' }, demoKey, key)),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 200)).toHaveLength(19);
    const ids = new Set(responses.map((response) => response.json<RefundView>().id));
    expect(ids.size).toBe(1);
    const [refundId] = [...ids];
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await providerTransfersFor(context.sandbox, refundId!)).toHaveLength(1);
    // The same key with another body is refused, and makes nothing.
    expect((await refund(id, { amount: '50.00' }, demoKey, key)).statusCode).toBe(422);
  });

  it('decides concurrent refunds with different keys one after the other: never more than was paid', async () => {
    const id = await completedTransfer();
    const responses = await Promise.all(Array.from({ length: 8 }, () => refund(id, { amount: '300.00' })));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5);
    expect(await refundsOf(id)).toHaveLength(3);
  });

  it("refuses another tenant's transfer as unknown, and refunds only completed client transfers", async () => {
    const id = await completedTransfer();
    const theirs = await refund(id, {}, acmeKey);
    expect(theirs.statusCode).toBe(404);
    expect(await refundsOf(id)).toHaveLength(0);

    const pending = await completedTransfer({ status: 'pending' });
    expect((await refund(pending)).json()).toMatchObject({ message: NOT_REFUNDABLE });
    const payout = await createSentDisbursement(db(), dana, { status: 'completed' });
    expect((await refund(payout)).json()).toMatchObject({ message: NOT_REFUNDABLE });
    expect((await refund('not-a-transfer')).statusCode).toBe(404);
    for (const original of [pending, payout]) expect(await refundsOf(original)).toHaveLength(0);
  });

  it('ends a refund the provider refuses in error, which then does not count against what is left', async () => {
    const broken = await payingClient(db(), 'demo');
    await db()
      .update(bankAccount)
      .set({ fundingSourceId: 'unknown-funding-source' })
      .where(eq(bankAccount.id, broken.accounts.checking));
    const id = await insertClientTransfer(db(), broken, {
      status: 'completed',
      amountCents: 20_000,
      sourceBankAccountId: broken.accounts.checking,
      destBankAccountId: broken.escrowId,
      escrowBankAccountId: broken.escrowId,
    });
    const refused = await refund(id);
    expect(refused.statusCode).toBe(201);
    expect(refused.json()).toMatchObject({ status: 'error', amount: '200.00' });
    expect(await providerTransfersFor(context.sandbox, refused.json<RefundView>().id)).toHaveLength(0);
    // The account fixed, the tenant refunds again with a new key: all of it is still there to refund.
    await db()
      .update(bankAccount)
      .set({ fundingSourceId: `sandbox-fs-${broken.accounts.checking}` })
      .where(eq(bankAccount.id, broken.accounts.checking));
    expect((await refund(id)).json()).toMatchObject({ status: 'pending', amount: '200.00' });
    const rows = await db()
      .select()
      .from(transfer)
      .where(and(eq(transfer.refundOfTransferId, id), eq(transfer.status, 'pending')));
    expect(rows).toHaveLength(1);
  });
});

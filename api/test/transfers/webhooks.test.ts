import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { clientMessage, paymentsWebhookEvent, transfer } from '../../src/platform/database/schema';
import { signDwollaBody } from '../../src/platform/providers/payments/dwolla-events';
import { INVALID_WEBHOOK_EVENT, INVALID_WEBHOOK_SIGNATURE } from '../../src/transfers/payments-webhook';
import type { ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import {
  clientEmail,
  createDraft,
  drainTransferJobs,
  ledgerEventsFor,
  payingClient,
  postWebhook,
  startRequest,
  STEP_MS,
  transferRow,
  useTransferApp,
  WEBHOOK_SECRET,
} from './support/transfer-kit';

// Both drivers: a webhook applies once: a unique event row and the status change commit in one transaction.
describe.each(driversFor('both'))('POST /webhooks/dwolla (%s)', (driver) => {
  const context = useTransferApp(driver);
  let acme: ClientFixture;
  beforeAll(async () => {
    acme = await payingClient(context.database.db, 'acme');
  });
  const db = () => context.database.db;

  /** Starts a transfer, lets the ledger's clock run `steps` steps, and returns its customer-transfer events. */
  async function startedTransfer(amountCents: number, steps: number) {
    const id = await createDraft(db(), acme, { amountCents });
    const response = await startRequest(context.app, acme, { transferId: id, bankAccountId: acme.accounts.checking });
    expect(response.statusCode).toBe(200);
    const { providerTransferId } = await transferRow(db(), id);
    context.state.clock.advance(steps * STEP_MS);
    await context.sandbox.runDueWork();
    const events = await ledgerEventsFor(context.sandbox, providerTransferId!);
    const byTopic = (topic: string) => {
      const event = events.find((candidate) => candidate.topic === topic);
      if (!event) throw new Error(`No ${topic} event in the ledger`);
      return event;
    };
    return { id, byTopic };
  }

  const messagesOf = async (transferId: string, type: string) =>
    db()
      .select()
      .from(clientMessage)
      .where(and(eq(clientMessage.transferId, transferId), eq(clientMessage.type, type as 'transfer_receipt')));
  const emailsTo = async (subjectPart: string) =>
    (await context.providers.sandboxOutbox!.list({ to: clientEmail(acme) })).filter((message) =>
      (message.subject ?? '').includes(subjectPart),
    );

  it('refuses a forged or altered event and changes nothing', async () => {
    const { id, byTopic } = await startedTransfer(2_500, 2);
    const completed = byTopic('customer_transfer_completed');

    const forged = await postWebhook(
      context.app,
      completed,
      signDwollaBody('not-the-secret', JSON.stringify(completed)),
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 'UNAUTHENTICATED', message: INVALID_WEBHOOK_SIGNATURE });
    const unsigned = await postWebhook(context.app, completed, '');
    expect(unsigned.statusCode).toBe(401);
    // Signed, then changed on the way.
    const signature = signDwollaBody(WEBHOOK_SECRET, JSON.stringify(completed));
    const altered = await postWebhook(context.app, { ...completed, topic: 'customer_transfer_failed' }, signature);
    expect(altered.statusCode).toBe(401);

    expect(await transferRow(db(), id)).toMatchObject({ status: 'pending' });
    const recorded = await db()
      .select()
      .from(paymentsWebhookEvent)
      .where(eq(paymentsWebhookEvent.eventId, completed.id));
    expect(recorded).toHaveLength(0);
  });

  it('acknowledges a correctly signed event about a transfer nobody knows, once', async () => {
    // As Dwolla would send it for a transfer of another application on the account, or one
    // removed since: the signature is right, the provider answers 404 for the resource.
    const { byTopic } = await startedTransfer(2_600, 2);
    const completed = byTopic('customer_transfer_completed');
    const stranger = { ...completed, id: randomUUID(), resourceId: randomUUID() };

    const first = await postWebhook(context.app, stranger);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'unknown-resource' });
    expect((await postWebhook(context.app, stranger)).json()).toEqual({ received: true, outcome: 'replayed' });
    const recorded = await db()
      .select()
      .from(paymentsWebhookEvent)
      .where(eq(paymentsWebhookEvent.eventId, stranger.id));
    expect(recorded).toMatchObject([{ outcome: 'unknown-resource', resourceId: stranger.resourceId }]);
  });

  it('answers 400 to a correctly signed body that is not an event', async () => {
    const body = { hello: 'world' };
    const response = await postWebhook(context.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_USER_INPUT', message: INVALID_WEBHOOK_EVENT });
  });

  it('applies an event once, ignores its replay and a late event, and notifies exactly once', async () => {
    const { id, byTopic } = await startedTransfer(3_100, 2);
    const created = byTopic('customer_transfer_created');
    const completed = byTopic('customer_transfer_completed');

    const first = await postWebhook(context.app, completed);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await transferRow(db(), id)).toMatchObject({ status: 'completed' });

    expect((await postWebhook(context.app, completed)).json().outcome).toBe('replayed');
    // Out of order: 'created' after 'completed' would move it back; it changes nothing.
    expect((await postWebhook(context.app, created)).json().outcome).toBe('stale');
    // The same news under another event id (Dwolla may send it again): not forward any more.
    expect((await postWebhook(context.app, { ...completed, id: `${completed.id}-again` })).json().outcome).toBe(
      'stale',
    );
    expect(await transferRow(db(), id)).toMatchObject({ status: 'completed' });

    await drainTransferJobs(context, db(), id);
    await drainTransferJobs(context, db(), id);
    expect(await messagesOf(id, 'transfer_initiated')).toHaveLength(1);
    const [receipt, ...moreReceipts] = await messagesOf(id, 'transfer_receipt');
    expect(moreReceipts).toHaveLength(0);
    expect(receipt).toMatchObject({ label: 'Transfer Receipt', messageURL: `/api/messages/${receipt!.id}/pdf` });
    expect(await emailsTo('Receipt: transfer to Acme Escrow Co.')).toHaveLength(1);
    expect(await emailsTo('Your transfer to Acme Escrow Co. has started')).toHaveLength(1);
  });

  it('moves a transfer the bank returns (R01, magic 13.01) to error with a transfer_fail notice', async () => {
    const { id, byTopic } = await startedTransfer(1_301, 2);
    const failed = byTopic('customer_transfer_failed');
    expect((await postWebhook(context.app, failed)).json().outcome).toBe('applied');
    expect(await transferRow(db(), id)).toMatchObject({ status: 'error', failureCode: 'R01' });

    await drainTransferJobs(context, db(), id);
    const [notice, ...more] = await messagesOf(id, 'transfer_fail');
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ label: 'Transfer Failed', clientId: acme.client.id, tenantId: acme.tenantId });
    const [email, ...moreEmails] = await emailsTo('could not be completed');
    expect(moreEmails).toHaveLength(0);
    expect(email!.attachments).toEqual([
      expect.objectContaining({ filename: `transfer_fail-${id}.pdf`, contentType: 'application/pdf' }),
    ]);
  });

  it('settles a transfer still starting when its created event outruns the start', async () => {
    const { id, byTopic } = await startedTransfer(4_200, 0);
    const created = byTopic('customer_transfer_created');
    // As if the start request had not yet written the provider's id.
    const row = await transferRow(db(), id);
    await db().update(transfer).set({ status: 'starting', providerTransferId: null }).where(eq(transfer.id, id));
    expect((await postWebhook(context.app, created)).json().outcome).toBe('stale');
    expect(await transferRow(db(), id)).toMatchObject({
      status: 'pending',
      providerTransferId: row.providerTransferId,
    });
  });
});

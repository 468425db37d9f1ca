import {
  ALL_TRANSFER_STATUSES,
  AUTHORIZATION_CHANGED,
  AUTHORIZATION_REQUIRED,
  CANCEL_TOO_LATE,
  canMove,
  RETRY_NOT_ALLOWED,
} from '@portal/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import { clientMessage, tenantWebhookEvent, transfer } from '../../src/platform/database/schema';
import { createApiKeyRepository } from '../../src/tenant-integration';
import { createTransferStateRepository } from '../../src/transfers/transfer-state-repository';
import { asClient, type ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { call as tenantApi, tenantWithKey } from '../tenant-api/tenant-api-kit';
import {
  createDraft,
  drainTransferJobs,
  ledgerEventsFor,
  payingClient,
  postWebhook,
  providerTransfersFor,
  startRequest,
  STEP_MS,
  transferRow,
  useTransferApp,
} from './support/transfer-kit';

const DETAIL = /* GraphQL */ `
  query ($id: ID!) {
    Transfer(where: { id: $id }) {
      status
      confirmationCode
      cancellable
      expectedArrival {
        earliest
        latest
      }
      failure {
        code
        message
        nextStep
      }
      statusHistory {
        step
        at
        reasonCode
      }
      authorization {
        kind
        version
        text
        sha256
        amount
        fee
        total
        payee
        bankName
        accountLastFour
      }
    }
  }
`;

interface Detail {
  status: string;
  confirmationCode: string | null;
  cancellable: boolean;
  expectedArrival: { earliest: string; latest: string } | null;
  failure: { code: string | null; message: string; nextStep: string } | null;
  statusHistory: Array<{ step: string; at: string; reasonCode: string | null }>;
  authorization: { text: string; sha256: string; total: string; accountLastFour: string } | null;
}

// Both drivers: the append-only records are kept by a database trigger, and the moves of the
// state machine by conditional updates, which each driver must honour.
describe.each(driversFor('both'))('the money moments of a transfer (%s)', (driver) => {
  const context = useTransferApp(driver);
  let demo: ClientFixture;
  let acme: ClientFixture;
  beforeAll(async () => {
    demo = await payingClient(context.database.db, 'demo');
    // Acme charges no fee: a magic amount reaches the sandbox as it is.
    acme = await payingClient(context.database.db, 'acme');
  });
  const db = () => context.database.db;
  const gql = (who = demo) => asClient(context.app, who);
  const detail = async (id: string, who = demo) =>
    (await gql(who)<{ Transfer: Detail }>(DETAIL, { id })).body.data!.Transfer;
  const start = (id: string, extra: Record<string, unknown> = {}, who = demo) =>
    startRequest(context.app, who, { transferId: id, bankAccountId: who.accounts.checking, ...extra });

  /** Moves the sandbox ledger's clock `steps` steps and returns the event of `topic` it queued for the transfer or its bank leg. */
  async function provider(id: string, steps: number, topic: string) {
    context.state.clock.advance(steps * STEP_MS);
    await context.sandbox.runDueWork();
    const { providerTransferId } = await transferRow(db(), id);
    const [atProvider] = await providerTransfersFor(context.sandbox, id);
    const event = (await ledgerEventsFor(context.sandbox, providerTransferId!)).find(
      (candidate) =>
        candidate.topic === topic && [providerTransferId, atProvider!.bankLegId].includes(candidate.resourceId),
    );
    if (!event) throw new Error(`no ${topic} event`);
    return event;
  }

  it('refuses a start without the authorization, or with terms other than the server writes, and moves nothing', async () => {
    const id = await createDraft(db(), demo);
    const missing = await start(id, { authorization: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: AUTHORIZATION_REQUIRED });

    const terms = (
      await gql()<{ authorizationTerms: { version: string; sha256: string; text: string } }>(
        'query ($t: ID!, $b: ID!) { authorizationTerms(transferId: $t, bankAccountId: $b) { version sha256 text } }',
        { t: id, b: demo.accounts.checking },
      )
    ).body.data!.authorizationTerms;
    expect(terms.text).toContain('to debit my');
    expect(terms.text).toContain('$1,503.00 ($1,500.50 plus a $2.50 convenience fee)');
    const altered = await start(id, { authorization: { version: terms.version, sha256: 'f'.repeat(64) } });
    expect(altered.statusCode).toBe(409);
    expect(altered.json()).toMatchObject({ message: AUTHORIZATION_CHANGED });

    expect(await transferRow(db(), id)).toMatchObject({ status: 'draft', confirmationCode: null });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);
  });

  it('keeps the exact words agreed to, unchangeable, and shows them with the timeline and the arrival', async () => {
    const id = await createDraft(db(), demo);
    expect((await start(id)).statusCode).toBe(200);
    const shown = await detail(id);
    expect(shown).toMatchObject({ status: 'pending', cancellable: true, failure: null });
    expect(shown.confirmationCode).toMatch(/^[A-HJKMNP-TV-Z2-9]{8}$/);
    expect(shown.authorization).toMatchObject({ total: '1503.00', accountLastFour: expect.stringMatching(/^\d{4}$/) });
    expect(shown.expectedArrival!.earliest).toBe(shown.expectedArrival!.latest);
    expect(shown.statusHistory.map((step) => step.step)).toEqual(['created', 'authorized', 'pending']);

    // No route changes a record, and the database refuses whoever tries.
    await expect(
      db().execute(sql`update transfer_authorization set text = 'I agree to nothing' where transfer_id = ${id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from transfer_authorization where transfer_id = ${id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from transfer_status_event where transfer_id = ${id}`)).rejects.toThrow();
    expect((await detail(id)).authorization!.text).toBe(shown.authorization!.text);

    // The client's own PDFs; another client's request finds nothing.
    for (const document of ['receipt', 'authorization']) {
      const own = await context.app.inject({
        method: 'GET',
        url: `/api/transfer/${id}/${document}.pdf`,
        headers: { host: demo.host, authorization: `Bearer ${demo.token}` },
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const stranger = await payingClient(db(), 'demo');
      const theirs = await context.app.inject({
        method: 'GET',
        url: `/api/transfer/${id}/${document}.pdf`,
        headers: { host: stranger.host, authorization: `Bearer ${stranger.token}` },
      });
      expect(theirs.statusCode).toBe(404);
    }
  });

  it('gives the tenant the authorization of its own transfers only', async () => {
    const id = await createDraft(db(), demo);
    expect((await start(id)).statusCode).toBe(200);
    const own = await createApiKeyRepository(db()).create(demo.tenantId, 'evidence');
    const answer = await tenantApi(context.app, own.key, 'GET', `/transfers/${id}/authorization`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ transferId: id, kind: 'debit', total: '1503.00' });
    expect(answer.json().text).toBe((await detail(id)).authorization!.text);
    const other = await tenantWithKey(db(), `evidence-${driver}`);
    expect((await tenantApi(context.app, other.key, 'GET', `/transfers/${id}/authorization`)).statusCode).toBe(404);
  });

  it('cancels a pending transfer the provider has not submitted: cancelled, one notice, the tenant told', async () => {
    const id = await createDraft(db(), demo);
    expect((await start(id)).statusCode).toBe(200);
    const cancelled = await gql()<{ cancelTransfer: { status: string; cancellable: boolean } }>(
      'mutation ($id: ID!) { cancelTransfer(id: $id) { status cancellable } }',
      { id },
    );
    expect(cancelled.body.data!.cancelTransfer).toEqual({ status: 'cancelled', cancellable: false });
    const [atProvider] = await providerTransfersFor(context.sandbox, id);
    expect(atProvider!.status).toBe('cancelled');

    // The provider's own news of it, delivered afterwards, changes nothing.
    const { providerTransferId } = await transferRow(db(), id);
    await context.sandbox.runDueWork();
    const news = (await ledgerEventsFor(context.sandbox, providerTransferId!)).find(
      (event) => event.topic === 'customer_transfer_cancelled',
    );
    expect((await postWebhook(context.app, news!)).json().outcome).toBe('stale');
    await drainTransferJobs(context, db(), id);
    await drainTransferJobs(context, db(), id);
    const notices = await db()
      .select()
      .from(clientMessage)
      .where(and(eq(clientMessage.transferId, id), eq(clientMessage.type, 'transfer_fail')));
    expect(notices).toHaveLength(1);
    const events = await db().select().from(tenantWebhookEvent).where(eq(tenantWebhookEvent.transferId, id));
    expect(events.map((event) => (event.payload as { transfer: { status: string } }).transfer.status)).toContain(
      'cancelled',
    );
    expect((await detail(id)).failure).toMatchObject({ code: null, message: expect.stringContaining('cancelled') });
  });

  it('refuses a cancel once the provider has submitted the debit, whether or not its news has arrived', async () => {
    const id = await createDraft(db(), demo);
    expect((await start(id)).statusCode).toBe(200);
    // The bank leg goes out at the provider; its webhook is not delivered yet.
    const debited = await provider(id, 1, 'customer_bank_transfer_completed');
    const refused = await gql()('mutation ($id: ID!) { cancelTransfer(id: $id) { status } }', { id });
    expect(refused.body.errors?.[0]).toMatchObject({ message: CANCEL_TOO_LATE });
    expect(await transferRow(db(), id)).toMatchObject({ status: 'pending' });
    // Then the news arrives: submitted, and still not cancellable.
    expect((await postWebhook(context.app, debited)).json().outcome).toBe('applied');
    expect(await detail(id)).toMatchObject({ status: 'submitted', cancellable: false });
    const again = await gql()('mutation ($id: ID!) { cancelTransfer(id: $id) { status } }', { id });
    expect(again.body.errors?.[0]).toMatchObject({ message: CANCEL_TOO_LATE });
  });

  it('ends a cancel racing the provider in one outcome, the same at the provider and here', async () => {
    const id = await createDraft(db(), demo);
    expect((await start(id)).statusCode).toBe(200);
    const cancel = gql()('mutation ($id: ID!) { cancelTransfer(id: $id) { status } }', { id });
    context.state.clock.advance(STEP_MS);
    const progress = context.sandbox.runDueWork();
    await Promise.all([cancel, progress]);
    const { providerTransferId } = await transferRow(db(), id);
    for (const event of await ledgerEventsFor(context.sandbox, providerTransferId!))
      await postWebhook(context.app, event);
    const [atProvider] = await providerTransfersFor(context.sandbox, id);
    const here = (await transferRow(db(), id)).status;
    expect(atProvider!.status === 'cancelled' ? 'cancelled' : 'submitted').toBe(here);
  });

  it('moves a completed transfer the bank returns later to returned, once, with its reason', async () => {
    const id = await createDraft(db(), acme, { amountCents: 1_321 });
    expect((await start(id, {}, acme)).statusCode).toBe(200);
    const completed = await provider(id, 2, 'customer_transfer_completed');
    expect((await postWebhook(context.app, completed)).json().outcome).toBe('applied');
    const returned = await provider(id, 1, 'customer_transfer_failed');
    expect((await postWebhook(context.app, returned)).json().outcome).toBe('applied');
    expect((await postWebhook(context.app, returned)).json().outcome).toBe('replayed');
    expect((await postWebhook(context.app, { ...returned, id: `${returned.id}-again` })).json().outcome).toBe('stale');
    expect(await transferRow(db(), id)).toMatchObject({ status: 'returned', failureCode: 'R01' });

    const shown = await detail(id, acme);
    expect(shown.failure).toEqual({
      code: 'R01',
      message: 'Your bank returned the payment for insufficient funds.',
      nextStep: expect.any(String),
    });
    expect(shown.statusHistory.map((step) => step.step)).toEqual([
      'created',
      'authorized',
      'pending',
      'completed',
      'returned',
    ]);
    expect(shown.statusHistory.at(-1)!.reasonCode).toBe('R01');

    await drainTransferJobs(context, db(), id);
    await drainTransferJobs(context, db(), id);
    const failNotices = await db()
      .select()
      .from(clientMessage)
      .where(and(eq(clientMessage.transferId, id), eq(clientMessage.type, 'transfer_fail')));
    expect(failNotices).toHaveLength(1);
    const [email] = (
      await context.providers.sandboxOutbox!.list({ to: `client-${acme.client.id}@buyers.example` })
    ).filter((message) => message.attachments?.some((file) => file.filename === `transfer_fail-${id}.pdf`));
    expect(email!.text).toContain('Your bank returned the payment for insufficient funds.');
    const events = await db().select().from(tenantWebhookEvent).where(eq(tenantWebhookEvent.transferId, id));
    expect(events.map((event) => (event.payload as { transfer: unknown }).transfer)).toContainEqual(
      expect.objectContaining({ status: 'returned', failureCode: 'R01' }),
    );

    // Try again: a new draft with the same details and no account; only a failed or returned one.
    const retried = await gql(acme)<{
      retryTransfer: { id: string; status: string; amount: string; sourceBankAccount: null };
    }>(
      'mutation ($id: ID!) { retryTransfer(id: $id) { id status amount propertyAddress1 sourceBankAccount { id } } }',
      { id },
    );
    expect(retried.body.data!.retryTransfer).toMatchObject({
      status: 'draft',
      amount: '13.21',
      sourceBankAccount: null,
    });
    const refused = await gql(acme)('mutation ($id: ID!) { retryTransfer(id: $id) { id } }', {
      id: retried.body.data!.retryTransfer.id,
    });
    expect(refused.body.errors?.[0]).toMatchObject({ message: RETRY_NOT_ALLOWED });
  });

  it('refuses every move the state machine does not list, leaving the status as it was', async () => {
    const id = await createDraft(db(), demo);
    const states = createTransferStateRepository(db());
    for (const from of ALL_TRANSFER_STATUSES) {
      for (const to of ALL_TRANSFER_STATUSES) {
        if (to === from || canMove(from, to, 'provider')) continue;
        await db().update(transfer).set({ status: from }).where(eq(transfer.id, id));
        expect([from, to, await states.advance(id, to, null)]).toEqual([from, to, null]);
        expect((await transferRow(db(), id)).status).toBe(from);
      }
    }
  });

  it('finds a message by the confirmation code typed in the search box, any case, with a dash', async () => {
    const id = await createDraft(db(), demo);
    expect((await start(id)).statusCode).toBe(200);
    await drainTransferJobs(context, db(), id);
    const { confirmationCode } = await transferRow(db(), id);
    const typed = `${confirmationCode!.slice(0, 4).toLowerCase()}-${confirmationCode!.slice(4)}`;
    const found = await gql()<{ allClientMessages: Array<{ transfer: { id: string } }> }>(
      'query ($q: String!) { allClientMessages(where: { OR: [{ transfer: { propertyAddress1_contains_i: $q } }] }) { transfer { id } } }',
      { q: typed },
    );
    expect(found.body.data!.allClientMessages.map((message) => message.transfer.id)).toEqual([id]);
  });
});

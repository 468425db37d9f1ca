import { randomUUID } from 'node:crypto';
import type { MessageType } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/format';
import { VALIDATION_MESSAGES as M } from '@portal/shared/validation';
import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { createTextOptOutRepository, textRecipients } from '../../src/clients';
import { ISSUE_NOTICE_JOB, notify } from '../../src/notices';
import { client, job, smsOptOut, transfer } from '../../src/platform/database/schema';
import { SEND_SMS_JOB, sendSmsJob, startWorker, type Worker } from '../../src/platform/jobs';
import { SANDBOX_SMS_FROM, SandboxSmsProvider } from '../../src/platform/providers';
import { asClient, createClientFixture, type ClientFixture } from '../support/graphql-fixtures';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { firstRunContext, waitForJobStatus } from '../jobs/support/job-test-kit';
import { call, newPhone, requestBody, tenantWithKey } from '../tenant-api/tenant-api-kit';

const PORTAL = 'https://{tenant}.portal.example';
const silent = pino({ level: 'silent' });

const CHANNEL_QUERY = `query ($id: ID!) { Client(where: { id: $id }) { id noticeChannel textsOptedOut } }`;
const SET_CHANNEL = `mutation ($id: ID!, $channel: String) {
  updateClient(id: $id, data: { noticeChannel: $channel }) { id noticeChannel textsOptedOut }
}`;

// One driver: notices, jobs and preferences are the same SQL on both (the job queue's claims,
// which differ, have their own suites).
describe.each(driversFor('one'))('status by text message (%s)', (driver) => {
  const context = useTestApp(driver, {
    tenantApi: { portalUrlTemplate: PORTAL, requestsPerMinute: 100, refusePrivateWebhookAddresses: false },
  });
  const workers: Worker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  const db = () => context.database.db;

  /** A client of its own, with an e-mail, so a notice can go both ways. */
  const clientWithEmail = async (): Promise<ClientFixture> => {
    const fixture = await createClientFixture(db(), 'demo');
    await db().update(client).set({ email: 'texts@example.com' }).where(eq(client.id, fixture.client.id));
    return fixture;
  };

  /** Enqueues the notice as a status change would, then runs its issue job `runs` times. */
  const issue = async (kind: MessageType, transferId: string, runs = 1) => {
    await notify(db(), kind, transferId);
    const [row] = await db()
      .select()
      .from(job)
      .where(eq(job.idempotencyKey, `notice:${kind}:${transferId}`));
    const handler = context.app.moneyMovement.jobHandlers[ISSUE_NOTICE_JOB]!;
    for (let run = 0; run < runs; run++) await handler.handle(firstRunContext(row!));
  };

  const jobsOf = (kind: MessageType, transferId: string) =>
    db()
      .select()
      .from(job)
      .where(like(job.idempotencyKey, `notice-%:${kind}:${transferId}`));

  const setChannel = (fixture: ClientFixture, channel: string | null) =>
    asClient(context.app, fixture)<{ updateClient: { noticeChannel: string } | null }>(SET_CHANNEL, {
      id: fixture.client.id,
      channel,
    });

  const amountOf = async (transferId: string) => {
    const [row] = await db().select().from(transfer).where(eq(transfer.id, transferId));
    return formatMoney(row!.amountCents);
  };

  it('queues one e-mail and one text for a notice by default, however often its job runs', async () => {
    const a = await clientWithEmail();
    expect((await asClient(context.app, a)(CHANNEL_QUERY, { id: a.client.id })).body.data).toEqual({
      Client: { id: a.client.id, noticeChannel: 'both', textsOptedOut: false },
    });

    await issue('transfer_initiated', a.transfers.pending, 2);

    const jobs = await jobsOf('transfer_initiated', a.transfers.pending);
    expect(jobs.map((row) => row.type).sort()).toEqual(['email.send', SEND_SMS_JOB]);
    const text = jobs.find((row) => row.type === SEND_SMS_JOB)!;
    expect(text.payload).toEqual({
      to: a.client.mobilePhone,
      body:
        `Your payment of ${await amountOf(a.transfers.pending)} to Demo Title & Escrow has started and is pending. ` +
        `Follow it at https://demo.portal.example/transfer-history/${a.transfers.pending}`,
    });
    // Nothing a locked phone should show: no account number, no address.
    expect(JSON.stringify(text.payload)).not.toMatch(/9999|Fixture Street/);
  });

  it('words each status from the client’s side: completed, failed, returned, a payout', async () => {
    const a = await clientWithEmail();
    const cases: Array<[MessageType, string, string]> = [
      ['transfer_receipt', a.transfers.completed, 'is complete. Details:'],
      ['transfer_fail', a.transfers.error, 'did not go through. What to do next:'],
      ['transfer_fail', a.transfers.returned, 'was returned by the bank. What to do next:'],
    ];
    for (const [kind, id, words] of cases) {
      await issue(kind, id);
      const [text] = (await jobsOf(kind, id)).filter((row) => row.type === SEND_SMS_JOB);
      expect(text?.payload.body).toBe(
        `Your payment of ${await amountOf(id)} to Demo Title & Escrow ${words} https://demo.portal.example/transfer-history/${id}`,
      );
    }
    // A payout the client accepted: money comes from the tenant.
    await db().update(transfer).set({ status: 'completed' }).where(eq(transfer.id, a.transfers.sentDisbursement));
    await issue('transfer_receipt', a.transfers.sentDisbursement);
    const [payout] = (await jobsOf('transfer_receipt', a.transfers.sentDisbursement)).filter(
      (row) => row.type === SEND_SMS_JOB,
    );
    expect(payout?.payload.body).toMatch(
      /^Your payment of \$[\d,.]+ from Demo Title & Escrow has arrived in your bank/,
    );
  });

  it('sends no text when the client chose e-mail only, and no e-mail when texts only', async () => {
    const a = await clientWithEmail();
    const chosen = await setChannel(a, 'email');
    expect(chosen.body).toEqual({
      data: { updateClient: { id: a.client.id, noticeChannel: 'email', textsOptedOut: false } },
    });
    await issue('transfer_receipt', a.transfers.completed);
    expect((await jobsOf('transfer_receipt', a.transfers.completed)).map((row) => row.type)).toEqual(['email.send']);

    await setChannel(a, 'sms');
    await issue('transfer_fail', a.transfers.error);
    expect((await jobsOf('transfer_fail', a.transfers.error)).map((row) => row.type)).toEqual([SEND_SMS_JOB]);
  });

  it('follows the choice for a new request too: e-mail only means no text', async () => {
    const tenant = await tenantWithKey(db(), 'texts');
    const phone = newPhone();
    const first = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(phone),
      idempotencyKey: randomUUID(),
    });
    const requestText = (id: string) =>
      db()
        .select()
        .from(job)
        .where(eq(job.idempotencyKey, `notice-sms:transfer_request:${id}`));
    expect(await requestText(first.json<{ id: string }>().id)).toHaveLength(1);

    await db().update(client).set({ noticeChannel: 'email' }).where(eq(client.mobilePhone, phone));
    const payout = await call(context.app, tenant.key, 'POST', '/disbursements', {
      body: requestBody(phone),
      idempotencyKey: randomUUID(),
    });
    expect(payout.statusCode).toBe(201);
    expect(await requestText(payout.json<{ id: string }>().id)).toEqual([]);
  });

  it('honours STOP: the next text fails once, for good, and is recorded; START lets texts through again', async () => {
    const a = await clientWithEmail();
    const phone = a.client.mobilePhone;
    const reply = (body: string) =>
      context.app.inject({ method: 'POST', url: '/api/sandbox/sms/replies', payload: { from: phone, body } });
    const outbox = context.app.providers.sandboxOutbox!;
    const sandboxSms = new SandboxSmsProvider(
      outbox,
      SANDBOX_SMS_FROM,
      silent,
      undefined,
      context.app.providers.sandboxSmsOptOuts,
    );
    const recipients = textRecipients(createTextOptOutRepository(db()));
    workers.push(
      startWorker({
        db: db(),
        pollMs: 20,
        backoff: () => 0,
        logger: silent,
        handlers: { [SEND_SMS_JOB]: sendSmsJob(sandboxSms, recipients) },
      }),
    );
    const textJob = async (kind: MessageType, id: string) =>
      (await jobsOf(kind, id)).find((row) => row.type === SEND_SMS_JOB)!;

    const stop = await reply('  stop ');
    expect(stop.json()).toMatchObject({ keyword: 'opt-out', optedOut: true });
    // The vendor's confirmation is the last text the phone gets.
    expect((await outbox.list({ to: phone }))[0]?.text).toMatch(/Reply START/);

    await issue('transfer_initiated', a.transfers.pending);
    const refused = await waitForJobStatus(
      db(),
      (await textJob('transfer_initiated', a.transfers.pending)).id,
      'failed',
    );
    expect(refused).toMatchObject({ attempts: 1, effectState: 'refused' });
    expect(refused.lastError).toContain('21610');
    expect(await db().select().from(smsOptOut).where(eq(smsOptOut.phone, phone))).toHaveLength(1);
    expect((await asClient(context.app, a)(CHANNEL_QUERY, { id: a.client.id })).body.data).toMatchObject({
      Client: { textsOptedOut: true },
    });
    expect((await outbox.list({ to: phone })).filter((message) => message.text.startsWith('Your payment'))).toEqual([]);

    expect((await reply('START')).json()).toMatchObject({ keyword: 'opt-in', optedOut: false });
    await issue('transfer_receipt', a.transfers.completed);
    const sent = await waitForJobStatus(db(), (await textJob('transfer_receipt', a.transfers.completed)).id, 'done');
    expect(sent).toMatchObject({ attempts: 1, effectState: 'delivered' });
    expect((await outbox.list({ to: phone }))[0]?.text).toMatch(/^Your payment of .* is complete/);
    expect(await db().select().from(smsOptOut).where(eq(smsOptOut.phone, phone))).toEqual([]);
    expect((await asClient(context.app, a)(CHANNEL_QUERY, { id: a.client.id })).body.data).toMatchObject({
      Client: { textsOptedOut: false },
    });
  });

  it('lets only the session’s client read or change its choice, and refuses a value it does not know', async () => {
    const a = await clientWithEmail();
    const b = await createClientFixture(db(), 'demo');
    const other = await createClientFixture(db(), 'acme');

    const byB = await asClient(context.app, b)<{ updateClient: unknown }>(SET_CHANNEL, {
      id: a.client.id,
      channel: 'email',
    });
    expect(byB.body.data?.updateClient ?? null).toBeNull();
    expect(byB.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await asClient(context.app, b)(CHANNEL_QUERY, { id: a.client.id })).body.data).toEqual({ Client: null });
    // Another tenant's session, on its own host, reaches nothing of a demo client either.
    expect((await asClient(context.app, other)(CHANNEL_QUERY, { id: a.client.id })).body.data).toEqual({
      Client: null,
    });

    const unknown = await setChannel(a, 'fax');
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: M.noticeChannel,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Null leaves the choice as it is.
    expect((await setChannel(a, null)).body.data?.updateClient).toMatchObject({ noticeChannel: 'both' });
    const [stored] = await db()
      .select({ noticeChannel: client.noticeChannel })
      .from(client)
      .where(eq(client.id, a.client.id));
    expect(stored).toEqual({ noticeChannel: 'both' });
  });
});

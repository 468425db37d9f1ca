/**
 * The tenant's review queue (docs/risk.md): list with reasons, approve exactly once under
 * concurrent calls (one provider transfer), reject and expiry with one notice, another tenant
 * sees and decides nothing, the policy read and changed in versions, decisions append-only.
 */
import { and, eq, sql } from 'drizzle-orm';
import { clientMessage, riskDecision } from '../../src/platform/database/schema';
import { REVIEW_EXPIRY_JOB } from '../../src/risk';
import { asClient } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import {
  createDraft,
  drainTransferJobs,
  payingClient,
  providerTransfersFor,
  startRequest,
  transferRow,
  useTransferApp,
} from '../transfers/support/transfer-kit';
import { asTenant, decisionsOf, HELD_AMOUNT_CENTS, heldDebit, tenantKey } from './risk-support';

describe.each(driversFor('both'))('the review queue in the tenant API (%s)', (driver) => {
  const context = useTransferApp(driver);
  const db = () => context.database.db;
  let demo: { api: ReturnType<typeof asTenant>; keyId: string };
  let acme: ReturnType<typeof asTenant>;
  beforeAll(async () => {
    const key = await tenantKey(db(), 'demo');
    demo = { api: asTenant(context.app, key.key), keyId: key.keyId };
    acme = asTenant(context.app, (await tenantKey(db(), 'acme')).key);
  });

  const failNotices = (transferId: string) =>
    db()
      .select()
      .from(clientMessage)
      .where(and(eq(clientMessage.transferId, transferId), eq(clientMessage.type, 'transfer_fail')));

  it('lists a held debit with its reasons and deadline, only to its own tenant', async () => {
    const { version } = (await demo.api('GET', '/risk-policy')).json<{ version: number }>();
    const { id } = await heldDebit(context, 'demo');
    const listed = await demo.api('GET', '/reviews?limit=100');
    expect(listed.statusCode).toBe(200);
    const item = listed
      .json<{ items: { transfer: { id: string; status: string }; reasons: string[] }[] }>()
      .items.find((one) => one.transfer.id === id);
    expect(item).toMatchObject({
      transfer: { id, status: 'awaiting approval', amount: '26000.00' },
      reasons: expect.arrayContaining(['ACCOUNT_NEW', 'AMOUNT_OVER_THRESHOLD']),
      policyVersion: version,
      heldAt: expect.any(String),
      reviewBy: expect.any(String),
    });

    // Another tenant neither sees nor decides it, nor reads its decisions.
    const theirs = await acme('GET', '/reviews?limit=100');
    expect(theirs.json<{ items: { transfer: { id: string } }[] }>().items.map((one) => one.transfer.id)).not.toContain(
      id,
    );
    expect((await acme('POST', `/reviews/${id}/approve`, {})).statusCode).toBe(404);
    expect((await acme('POST', `/reviews/${id}/reject`, {})).statusCode).toBe(404);
    expect((await acme('GET', `/transfers/${id}/risk-decisions`)).statusCode).toBe(404);
    expect((await transferRow(db(), id)).status).toBe('awaiting approval');
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);
  });

  it('approves exactly once under 20 concurrent calls: one provider transfer, one decision', async () => {
    const { version } = (await demo.api('GET', '/risk-policy')).json<{ version: number }>();
    const { id, fixture } = await heldDebit(context, 'demo');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => demo.api('POST', `/reviews/${id}/approve`, { note: 'Called the buyer' })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({ id, status: 'pending' });

    const row = await transferRow(db(), id);
    const [provider, ...more] = await providerTransfersFor(context.sandbox, id);
    expect(more).toHaveLength(0);
    // The held attempt resumed with its own key: the client's authorization names it.
    expect(provider).toMatchObject({ id: row.providerTransferId, idempotencyKey: row.startKey, amount: '26002.50' });
    const decisions = await decisionsOf(db(), id);
    expect(decisions.map((one) => [one.stage, one.outcome])).toEqual([
      ['screen', 'review'],
      ['review', 'approved'],
    ]);
    expect(decisions[1]).toMatchObject({
      decidedBy: `api-key:${demo.keyId}`,
      note: 'Called the buyer',
      policyVersion: version,
    });

    const metrics = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /portal_risk_decisions_total\{outcome="approved",reason="AMOUNT_OVER_THRESHOLD"\} [1-9]/,
    );
    expect(metrics.body).toMatch(
      /portal_risk_decisions_total\{outcome="review",reason="AMOUNT_OVER_THRESHOLD"\} [1-9]/,
    );
    // The tenant's webhooks: review required, then approved, each once, beside the status changes.
    const events = (await demo.api('GET', `/webhook-events?transferId=${id}&limit=100`)).json<{
      items: { type: string; data: { review?: { outcome: string; reasons: string[]; note: string | null } } }[];
    }>().items;
    const reviewEvents = events.filter((event) => event.type.startsWith('transfer.review_'));
    expect(reviewEvents.map((event) => event.type).sort()).toEqual([
      'transfer.review_approved',
      'transfer.review_required',
    ]);
    expect(reviewEvents.find((event) => event.type === 'transfer.review_approved')!.data.review).toMatchObject({
      outcome: 'approved',
      reasons: expect.arrayContaining(['ACCOUNT_NEW', 'AMOUNT_OVER_THRESHOLD']),
      note: 'Called the buyer',
    });
    const trail = await demo.api('GET', `/transfers/${id}/risk-decisions`);
    expect(trail.json<{ items: { outcome: string }[] }>().items.map((one) => one.outcome)).toEqual([
      'review',
      'approved',
    ]);
    const { body } = await asClient(
      context.app,
      fixture,
    )<{ Transfer: { status: string; underReview: boolean } }>(
      `{ Transfer(where: { id: "${id}" }) { status underReview } }`,
    );
    expect(body.data!.Transfer).toEqual({ status: 'pending', underReview: false });
    // Approved again: it is not held any more.
    expect((await demo.api('POST', `/reviews/${id}/approve`, {})).json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('rejects once: rejected, gone from the client’s history, one notice', async () => {
    const { id, fixture } = await heldDebit(context, 'demo');
    const rejected = await Promise.all([
      demo.api('POST', `/reviews/${id}/reject`, { note: 'Name does not match the contract' }),
      demo.api('POST', `/reviews/${id}/reject`, {}),
      demo.api('POST', `/reviews/${id}/approve`, {}),
    ]);
    expect(rejected.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'rejected' });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);

    await drainTransferJobs(context, db(), id);
    await drainTransferJobs(context, db(), id);
    const [notice, ...more] = await failNotices(id);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ clientId: fixture.client.id });
    const { body } = await asClient(
      context.app,
      fixture,
    )<{ allTransfers: { id: string }[] }>(
      `{ allTransfers(where: { status_not_in: ["created", "rejected", "awaiting approval"] }) { id } }`,
    );
    expect(body.data!.allTransfers.map((one) => one.id)).not.toContain(id);
  });

  it('expires a hold not decided in time to rejected, once; a decision first leaves it alone', async () => {
    const { id } = await heldDebit(context, 'demo');
    const [screen] = await decisionsOf(db(), id);
    const expire = context.app.risk.jobHandlers[REVIEW_EXPIRY_JOB]!;
    const run = () =>
      expire.handle({
        id: 'job',
        type: REVIEW_EXPIRY_JOB,
        payload: { transferId: id, tenantId: screen!.tenantId, startKey: screen!.startKey },
        attempt: 1,
        idempotencyKey: 'job',
        signal: new AbortController().signal,
        effect: { recorded: null, attempting: async () => {}, delivered: async () => {}, refused: async () => {} },
      });
    await run();
    await run();
    expect(await transferRow(db(), id)).toMatchObject({ status: 'rejected' });
    expect((await decisionsOf(db(), id)).map((one) => [one.outcome, one.decidedBy])).toEqual([
      ['review', null],
      ['expired', 'portal'],
    ]);
    await drainTransferJobs(context, db(), id);
    expect(await failNotices(id)).toHaveLength(1);
    expect((await demo.api('POST', `/reviews/${id}/approve`, {})).statusCode).toBe(409);
    const events = (await demo.api('GET', `/webhook-events?transferId=${id}&limit=100`)).json<{
      items: { type: string; data: { review?: { outcome: string } } }[];
    }>().items;
    expect(
      events.filter((event) => event.type === 'transfer.review_rejected').map((event) => event.data.review),
    ).toEqual([expect.objectContaining({ outcome: 'expired', decidedBy: 'portal' })]);
  });

  it('schedules the deadline with the hold, in the tenant’s hours', async () => {
    const { id } = await heldDebit(context, 'demo');
    const jobs = await db().execute<{ run_at: Date | string }>(
      sql`select run_at from job where type = ${REVIEW_EXPIRY_JOB} and idempotency_key like ${`%${id}%`}`,
    );
    const rows = 'rows' in jobs ? jobs.rows : (jobs as unknown as { run_at: Date | string }[]);
    expect(rows).toHaveLength(1);
    const [screen] = await decisionsOf(db(), id);
    expect(new Date(rows[0]!.run_at).getTime()).toBe(screen!.reviewBy!.getTime());
  });

  it('keeps decisions append-only: no statement may change or remove one, and no route offers to', async () => {
    const { id } = await heldDebit(context, 'demo');
    const refusal = (error: { message: string; cause?: { message?: string } }) => error.cause?.message ?? error.message;
    const update = await db()
      .update(riskDecision)
      .set({ outcome: 'allow' })
      .where(eq(riskDecision.transferId, id))
      .then(() => 'updated', refusal);
    expect(update).toMatch(/records: they cannot be changed or deleted/);
    const remove = await db()
      .delete(riskDecision)
      .where(eq(riskDecision.transferId, id))
      .then(() => 'deleted', refusal);
    expect(remove).toMatch(/records: they cannot be changed or deleted/);
    // The document itself, not an operation of it: read without the contract check.
    const document = (await context.app.inject({ method: 'GET', url: '/tenant-api/v1/openapi.json' })).json<{
      paths: Record<string, object>;
    }>();
    const riskPaths = Object.entries(document.paths).filter(([path]) => /risk|reviews/.test(path));
    const methods = riskPaths.flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(methods.sort()).toEqual([
      'get /tenant-api/v1/reviews',
      'get /tenant-api/v1/risk-policy',
      'get /tenant-api/v1/transfers/{id}/risk-decisions',
      'post /tenant-api/v1/reviews/{id}/approve',
      'post /tenant-api/v1/reviews/{id}/reject',
      'put /tenant-api/v1/risk-policy',
    ]);
  });

  it('reads the defaults as version 0, refuses a malformed change, and versions each change', async () => {
    const key = await tenantKey(db(), 'demo');
    const before = (await demo.api('GET', '/risk-policy')).json<{ version: number; rules: Record<string, unknown> }>();
    expect(before.rules.amountOverThreshold).toEqual({ action: 'review', thresholdCents: 2_500_000 });
    for (const bad of [
      { rules: { amountOverThreshold: { action: 'maybe' } } },
      { rules: { amountOverThreshold: { thresholdCents: -1 } } },
      { rules: { noSuchRule: { action: 'block' } } },
      { reviewHours: 0 },
      { rules: { earlierReturns: { codes: ['X01'] } } },
      {},
    ]) {
      const refused = await demo.api('PUT', '/risk-policy', bad);
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'BAD_USER_INPUT']);
    }
    // Raise the threshold for demo, then put the defaults back: two versions, each complete.
    const raised = await asTenant(context.app, key.key)('PUT', '/risk-policy', {
      rules: { amountOverThreshold: { thresholdCents: 3_000_000 } },
    });
    expect(raised.json()).toMatchObject({
      version: before.version + 1,
      rules: { amountOverThreshold: { action: 'review', thresholdCents: 3_000_000 } },
    });
    // Under the raised threshold the same debit is allowed, and its decision names the version.
    const payer = await payingClient(db(), 'demo', { balanceCents: null });
    const allowed = await createDraft(db(), payer, { amountCents: HELD_AMOUNT_CENTS });
    const started = await startRequest(context.app, payer, {
      transferId: allowed,
      bankAccountId: payer.accounts.checking,
    });
    expect(started.json()).toMatchObject({ status: 'pending' });
    expect(await providerTransfersFor(context.sandbox, allowed)).toHaveLength(1);
    expect((await decisionsOf(db(), allowed))[0]).toMatchObject({
      outcome: 'allow',
      policyVersion: before.version + 1,
    });
    const back = await demo.api('PUT', '/risk-policy', {
      rules: { amountOverThreshold: { thresholdCents: 2_500_000 } },
    });
    expect(back.json()).toMatchObject({ version: before.version + 2 });
    expect((await demo.api('GET', '/risk-policy')).json()).toEqual(back.json());
  });
});

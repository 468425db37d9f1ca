import { INSTANT_ACCOUNT_REQUIRED } from '@portal/shared/constants';
import { and, eq } from 'drizzle-orm';
import { bankAccount, clientMessage, tenantWebhookEvent } from '../../src/platform/database/schema';
import { INSTANT_SETTLE_MS } from '../../src/platform/providers/payments/sandbox/sandbox-magic-values';
import { INSTANT_CREDIT_TERMS_VERSION } from '../../src/transfers/authorization-terms';
import type { ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { acceptRequest, createSentDisbursement } from './support/disbursement-kit';
import {
  drainTransferJobs,
  ledgerEventsFor,
  payingClient,
  postWebhook,
  providerTransfersFor,
  STEP_MS,
  transferRow,
  useTransferApp,
} from './support/transfer-kit';

// Both drivers: the rail is fixed by the claiming UPDATE and read back on each.
describe.each(driversFor('both'))('payout rails: instant, same-day, standard (%s)', (driver) => {
  const context = useTransferApp(driver);
  const db = () => context.database.db;
  /** A client whose checking account's bank takes instant payments (the provider lists real-time-payments). */
  let rtp: ClientFixture;
  /** A client whose bank takes ACH only. */
  let achOnly: ClientFixture;
  beforeAll(async () => {
    rtp = await payingClient(db(), 'demo');
    await db()
      .update(bankAccount)
      .set({ fundingSourceId: `sandbox-fs-rtp-${rtp.accounts.checking}`, instantPayments: true })
      .where(eq(bankAccount.id, rtp.accounts.checking));
    achOnly = await payingClient(db(), 'demo');
  });
  const accept = (fixture: ClientFixture, transferId: string) =>
    acceptRequest(context.app, fixture, { transferId, bankAccountId: fixture.accounts.checking });

  /** Moves the ledger's clock, then posts every event it queued for the transfer, as Dwolla would. */
  async function deliver(id: string, ms: number) {
    context.state.clock.advance(ms);
    await context.sandbox.runDueWork();
    const { providerTransferId } = await transferRow(db(), id);
    for (const event of await ledgerEventsFor(context.sandbox, providerTransferId!)) {
      expect((await postWebhook(context.app, event)).statusCode).toBe(200);
    }
  }

  async function terms(fixture: ClientFixture, transferId: string) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: fixture.host, 'content-type': 'application/json', authorization: `Bearer ${fixture.token}` },
      payload: {
        query:
          'query ($t: ID!, $b: ID!) { authorizationTerms(transferId: $t, bankAccountId: $b) { version text expectedArrival { earliest latest rail } } }',
        variables: { t: transferId, b: fixture.accounts.checking },
      },
    });
    return response.json<{
      data: { authorizationTerms: { version: string; text: string; expectedArrival: { rail: string } } } | null;
      errors?: Array<{ message: string }>;
    }>();
  }

  it('sends an instant payout to an eligible account over real-time payments: completed within seconds, final', async () => {
    const id = await createSentDisbursement(db(), rtp, { amountCents: 250_000, payoutSpeed: 'instant' });
    const agreed = (await terms(rtp, id)).data!.authorizationTerms;
    expect(agreed.version).toBe(INSTANT_CREDIT_TERMS_VERSION);
    expect(agreed.text).toContain('by instant payment (RTP or FedNow)');
    expect(agreed.text).toContain('cannot be cancelled or returned');
    expect(agreed.expectedArrival.rail).toBe('instant');

    expect((await accept(rtp, id)).statusCode).toBe(200);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'pending', rail: 'instant' });
    const [sent, ...more] = await providerTransfersFor(context.sandbox, id);
    expect(more).toHaveLength(0);
    expect(sent).toMatchObject({ rail: 'instant', amount: '2500.00' });

    // The RTP network answers within seconds, whatever the ACH clock (one step here is STEP_MS).
    await deliver(id, INSTANT_SETTLE_MS);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'completed', failureCode: null });
    // Final: the provider refuses to return it, and nothing can cancel it.
    await expect(context.sandbox.returnTransfer(sent!.id, 'R10')).rejects.toMatchObject({
      code: 'InvalidResourceState',
    });
  });

  it('follows the fallback for an account that cannot take instant payments: same-day ACH', async () => {
    const id = await createSentDisbursement(db(), achOnly, {
      amountCents: 80_000,
      payoutSpeed: 'instant',
      instantFallback: 'same-day',
    });
    expect((await terms(achOnly, id)).data!.authorizationTerms.expectedArrival.rail).toBe('same-day');
    expect((await accept(achOnly, id)).statusCode).toBe(200);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'pending', rail: 'same-day' });
    expect(await providerTransfersFor(context.sandbox, id)).toEqual([expect.objectContaining({ rail: 'same-day' })]);
    // Same-day ACH settles in the next window: one clock step, not two.
    await deliver(id, STEP_MS);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'completed' });
  });

  it('refuses an ineligible account when the fallback is to refuse, and sends nothing', async () => {
    const id = await createSentDisbursement(db(), achOnly, { payoutSpeed: 'instant', instantFallback: 'refuse' });
    expect((await terms(achOnly, id)).errors?.[0]?.message).toBe(INSTANT_ACCOUNT_REQUIRED);
    const response = await acceptRequest(context.app, achOnly, {
      transferId: id,
      bankAccountId: achOnly.accounts.checking,
      authorization: { version: INSTANT_CREDIT_TERMS_VERSION, sha256: '0'.repeat(64) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: INSTANT_ACCOUNT_REQUIRED });
    expect(await transferRow(db(), id)).toMatchObject({ status: 'sent', startKey: null });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);
  });

  it('ends a rejected instant payment in error with its reason, a notice and a webhook, and never resends it', async () => {
    // 14.03: the receiving bank rejects it with AC03 (docs/sandbox.md).
    const id = await createSentDisbursement(db(), rtp, { amountCents: 1_403, payoutSpeed: 'instant' });
    expect((await accept(rtp, id)).statusCode).toBe(200);
    await deliver(id, INSTANT_SETTLE_MS);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'error', failureCode: 'AC03', rail: 'instant' });

    const ran = await drainTransferJobs(context, db(), id);
    expect(ran).toContain('notice.issue');
    const notices = await db()
      .select()
      .from(clientMessage)
      .where(and(eq(clientMessage.transferId, id), eq(clientMessage.type, 'transfer_fail')));
    expect(notices).toHaveLength(1);
    const events = await db().select().from(tenantWebhookEvent).where(eq(tenantWebhookEvent.transferId, id));
    expect(events.map((event) => event.payload)).toContainEqual({
      transfer: expect.objectContaining({ status: 'error', failureCode: 'AC03', rail: 'instant' }),
    });
    // Not retried silently: still the one provider transfer, and the client cannot accept it again.
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(1);
    expect((await accept(rtp, id)).statusCode).toBe(409);
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(1);
  });

  it("refuses an instant payment the provider cannot deliver even when the portal's record says otherwise", async () => {
    const stale = await payingClient(db(), 'demo');
    // The portal thinks the bank takes instant payments; the provider's funding source says ACH only.
    await db().update(bankAccount).set({ instantPayments: true }).where(eq(bankAccount.id, stale.accounts.checking));
    const id = await createSentDisbursement(db(), stale, { payoutSpeed: 'instant' });
    const response = await accept(stale, id);
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('TRANSFER_START_FAILED');
    expect(await transferRow(db(), id)).toMatchObject({ status: 'sent', startKey: null });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);
  });

  it('sends a standard payout as before: plain ACH, two clock steps', async () => {
    const id = await createSentDisbursement(db(), rtp, { amountCents: 61_000, payoutSpeed: 'standard' });
    expect((await accept(rtp, id)).statusCode).toBe(200);
    expect(await providerTransfersFor(context.sandbox, id)).toEqual([expect.objectContaining({ rail: 'standard' })]);
    await deliver(id, STEP_MS);
    expect((await transferRow(db(), id)).status).not.toBe('completed');
    await deliver(id, STEP_MS);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'completed', rail: 'standard' });
  });
});

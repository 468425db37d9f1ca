import { eq } from 'drizzle-orm';
import { tenant, transferFeeConfig } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import { DEBIT_TERMS_VERSION, SAME_DAY_DEBIT_TERMS_VERSION } from '../../src/transfers/authorization-terms';
import type { ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import {
  createDraft,
  ledgerEventsFor,
  payingClient,
  postWebhook,
  providerTransfersFor,
  startRequest,
  STEP_MS,
  transferRow,
  useTransferApp,
} from './support/transfer-kit';

/** Tuesday 1 December 2026: 10:00 AM and 3:00 PM in New York (EST, UTC-5). */
const MORNING = new Date('2026-12-01T15:00:00Z');
const AFTERNOON = new Date('2026-12-01T20:00:00Z');

// Both drivers. The demo tenant's settings are changed here and put back: files of one worker
// run one after the other on its own databases (ADR 0046).
describe.each(driversFor('both'))('same-day debits of a client transfer (%s)', (driver) => {
  let now = MORNING;
  // Before useTransferApp's own afterAll, which closes the database: hooks run in declaration order.
  afterAll(async () => {
    await setSameDay(false);
    await db()
      .update(transferFeeConfig)
      .set({ sameDayAmountCents: null })
      .where(eq(transferFeeConfig.tenantId, IDS.tenants.demo));
  });
  const context = useTransferApp(driver, { moneyMovementClock: () => now });
  const db = () => context.database.db;
  let dana: ClientFixture;
  const setSameDay = async (on: boolean) =>
    db().update(tenant).set({ sameDayDebits: on }).where(eq(tenant.id, IDS.tenants.demo));
  beforeAll(async () => {
    dana = await payingClient(db(), 'demo', { balanceCents: 10_000_000 });
    await setSameDay(true);
    // demo charges the client $2.50; a same-day debit costs $5.00.
    await db()
      .update(transferFeeConfig)
      .set({ sameDayAmountCents: 500 })
      .where(eq(transferFeeConfig.tenantId, IDS.tenants.demo));
  });

  async function terms(transferId: string) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: dana.host, 'content-type': 'application/json', authorization: `Bearer ${dana.token}` },
      payload: {
        query:
          'query ($t: ID!, $b: ID!) { authorizationTerms(transferId: $t, bankAccountId: $b) { version text expectedArrival { earliest rail } } }',
        variables: { t: transferId, b: dana.accounts.checking },
      },
    });
    return response.json<{
      data: {
        authorizationTerms: { version: string; text: string; expectedArrival: { earliest: string; rail: string } };
      };
    }>().data.authorizationTerms;
  }
  const start = (transferId: string) =>
    startRequest(context.app, dana, { transferId, bankAccountId: dana.accounts.checking });

  it('debits by same-day ACH before the cutoff: arrives today, at the fee config’s same-day fee', async () => {
    now = MORNING;
    const id = await createDraft(db(), dana, { amountCents: 100_000 });
    const agreed = await terms(id);
    expect(agreed.version).toBe(SAME_DAY_DEBIT_TERMS_VERSION);
    expect(agreed.text).toContain('once, by same-day ACH, for $1,005.00 ($1,000.00 plus a $5.00 convenience fee)');
    expect(agreed.expectedArrival).toEqual({ earliest: '2026-12-01', rail: 'same-day' });

    expect((await start(id)).statusCode).toBe(200);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'pending', rail: 'same-day', feeCents: 500 });
    const [sent] = await providerTransfersFor(context.sandbox, id);
    expect(sent).toMatchObject({ rail: 'same-day', amount: '1005.00' });
    // The same-day window: debited and credited one clock step later.
    context.state.clock.advance(STEP_MS);
    await context.sandbox.runDueWork();
    for (const event of await ledgerEventsFor(context.sandbox, sent!.id)) await postWebhook(context.app, event);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'completed' });
  });

  it('debits by standard ACH after the cutoff, at the standard fee', async () => {
    now = AFTERNOON;
    const id = await createDraft(db(), dana, { amountCents: 100_000 });
    const agreed = await terms(id);
    expect(agreed.version).toBe(DEBIT_TERMS_VERSION);
    expect(agreed.expectedArrival).toEqual({ earliest: '2026-12-02', rail: 'standard' });
    expect((await start(id)).statusCode).toBe(200);
    expect(await transferRow(db(), id)).toMatchObject({ rail: 'standard', feeCents: 250 });
    expect(await providerTransfersFor(context.sandbox, id)).toEqual([
      expect.objectContaining({ rail: 'standard', amount: '1002.50' }),
    ]);
  });

  it('debits by standard ACH on a day the ACH network is closed, and for a tenant that has not enabled it', async () => {
    // Thanksgiving morning.
    now = new Date('2026-11-26T15:00:00Z');
    expect((await terms(await createDraft(db(), dana))).expectedArrival.rail).toBe('standard');
    now = MORNING;
    await setSameDay(false);
    try {
      expect((await terms(await createDraft(db(), dana))).expectedArrival.rail).toBe('standard');
    } finally {
      await setSameDay(true);
    }
  });

  it('refuses a start agreed to before the cutoff once it has passed: the terms changed', async () => {
    now = MORNING;
    const id = await createDraft(db(), dana, { amountCents: 30_000 });
    const agreed = await terms(id);
    now = AFTERNOON;
    const response = await startRequest(context.app, dana, {
      transferId: id,
      bankAccountId: dana.accounts.checking,
      authorization: { version: agreed.version, sha256: '0'.repeat(64) },
    });
    expect(response.statusCode).toBe(409);
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);
  });
});

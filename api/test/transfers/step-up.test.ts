import { english } from '../../src/i18n';
import { randomUUID } from 'node:crypto';
import { STEP_UP_REQUIRED, STEP_UP_TTL_MS } from '../../src/identity/step-up/step-up-service';
import { tenant, transfer } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import { createTestClient, createTestSession } from '../support/auth-fixtures';
import { headers, type RequestOptions } from '../support/auth-api';
import { assertion, createCredential } from '../support/soft-authenticator';
import { useTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { driversFor } from '../support/test-databases';

const GENEROUS_IP_LIMITS = { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 };
/** The tenant's step-up amount: $10,000.00. */
const ABOVE_CENTS = 1_000_000;

// The step-up check on the start routes: above the tenant's amount a fresh passkey or code, for that transfer.
describe.each(driversFor('both'))('step-up for money (%s)', (driver) => {
  const clock = new TestClock();
  const context = useTestApp(driver, { authRateLimits: GENEROUS_IP_LIMITS }, { clock: clock.now });
  const identifier = `stepup${randomUUID().slice(0, 8)}`;
  const host = `${identifier}.localhost:8080`;
  let tenantId = '';

  beforeAll(async () => {
    const [row] = await context.database.db
      .insert(tenant)
      .values({ name: 'Step-Up Title', identifier, stepUpAboveCents: ABOVE_CENTS, enabledModules: ['transfers'] })
      .returning({ id: tenant.id });
    tenantId = row!.id;
  });

  const call = (url: string, payload: object, options: RequestOptions) =>
    context.app.inject({ method: 'POST', url: `/api${url}`, headers: headers({ host, ...options }), payload });

  async function clientWithDraft(amountCents: number) {
    const { db } = context.database;
    const client = await createTestClient(db, { tenantId });
    const token = await createTestSession(db, { clientId: client.id, tenantId }, clock.now);
    const transferId = randomUUID();
    await db.insert(transfer).values({
      id: transferId,
      tenantId,
      clientId: client.id,
      status: 'draft',
      transferTypeId: IDS.transferTypes.clientTransfer,
      amountCents,
    });
    return { client, token, transferId };
  }

  const start = (token: string, transferId: string, path = '/transfer/start') =>
    call(
      path,
      { transferId, bankAccountId: randomUUID(), authorization: { version: 'v1', sha256: 'a'.repeat(64) } },
      { token },
    );

  it('asks above the amount, on both start routes, and not at or below it', async () => {
    const above = await clientWithDraft(ABOVE_CENTS + 1);
    for (const path of ['/transfer/start', '/transfer/disbursement/start']) {
      const refused = await start(above.token, above.transferId, path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: english(STEP_UP_REQUIRED),
        code: 'STEP_UP_REQUIRED',
        passkey: false,
      });
    }
    const at = await clientWithDraft(ABOVE_CENTS);
    expect((await start(at.token, at.transferId)).json().code).not.toBe('STEP_UP_REQUIRED');
  });

  it('lets the start through after a text code for that transfer, for five minutes', async () => {
    const { client, token, transferId } = await clientWithDraft(2 * ABOVE_CENTS);
    const sent = await call('/step-up/code', { transferId }, { token });
    expect(sent.statusCode).toBe(200);
    const { attempt } = sent.json();
    const code = context.sms.lastCodeTo(client.mobilePhone);
    expect(
      (
        await call(
          '/step-up/code/verify',
          { transferId, attempt, code: code === '000000' ? '000001' : '000000' },
          { token },
        )
      ).statusCode,
    ).toBe(400);
    expect((await call('/step-up/code/verify', { transferId, attempt, code }, { token })).statusCode).toBe(204);
    expect((await start(token, transferId)).json().code).not.toBe('STEP_UP_REQUIRED');

    // Another of the client's transfers still asks; and this one asks again once the step-up is old.
    const other = await clientWithDraft(2 * ABOVE_CENTS);
    expect((await start(other.token, other.transferId)).statusCode).toBe(403);
    clock.advance(STEP_UP_TTL_MS + 1000);
    expect((await start(token, transferId)).statusCode).toBe(403);
  });

  it("refuses another client's code attempt and another client's transfer", async () => {
    const owner = await clientWithDraft(2 * ABOVE_CENTS);
    const stranger = await clientWithDraft(2 * ABOVE_CENTS);
    expect((await call('/step-up/code', { transferId: owner.transferId }, { token: stranger.token })).statusCode).toBe(
      404,
    );
    const { attempt } = (
      await call('/step-up/code', { transferId: stranger.transferId }, { token: stranger.token })
    ).json();
    const code = context.sms.lastCodeTo(stranger.client.mobilePhone);
    const crossed = await call(
      '/step-up/code/verify',
      { transferId: owner.transferId, attempt, code },
      { token: owner.token },
    );
    expect(crossed.statusCode).toBe(400);
    expect((await start(owner.token, owner.transferId)).statusCode).toBe(403);
  });

  it('asks a client with a passkey for it, and lets the start through after it', async () => {
    const { token, transferId } = await clientWithDraft(2 * ABOVE_CENTS);
    const origin = `http://${host}`;
    const options = (await call('/passkeys/registration/options', {}, { token })).json();
    const made = createCredential(options, origin);
    expect((await call('/passkeys/registration', { response: made.response }, { token })).statusCode).toBe(201);

    const refused = await start(token, transferId);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', passkey: true });
    const { challenge } = (await call('/step-up/passkey/options', { transferId }, { token })).json();
    const stepped = await call(
      '/step-up/passkey',
      { transferId, response: assertion(made.credential, challenge, origin) },
      { token },
    );
    expect(stepped.statusCode).toBe(204);
    expect((await start(token, transferId)).json().code).not.toBe('STEP_UP_REQUIRED');
  });
});

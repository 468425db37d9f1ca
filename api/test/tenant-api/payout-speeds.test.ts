import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { transfer } from '../../src/platform/database/schema';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { call, newPhone, requestBody, tenantWithKey, type TenantFixture } from './tenant-api-kit';

const TENANT_API = {
  portalUrlTemplate: 'http://{tenant}.localhost:8080',
  requestsPerMinute: 60,
  refusePrivateWebhookAddresses: false,
};

describe.each(driversFor('both'))('tenant API: payout speeds (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver, { tenantApi: TENANT_API });
  let a: TenantFixture;
  let b: TenantFixture;
  beforeAll(async () => {
    a = await tenantWithKey(context.database.db, 'speed-a');
    b = await tenantWithKey(context.database.db, 'speed-b');
  });

  const disburse = (key: string, overrides: Record<string, unknown> = {}) =>
    call(context.app, key, 'POST', '/disbursements', {
      body: requestBody(newPhone(), overrides),
      idempotencyKey: randomUUID(),
    });
  const stored = async (id: string) =>
    (await context.database.db.select().from(transfer).where(eq(transfer.id, id)))[0]!;

  it('sends at the speed asked for, with its fallback, and keeps both on the disbursement', async () => {
    const response = await disburse(a.key, { speed: 'instant', instantFallback: 'refuse' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string }>();
    expect(body).toMatchObject({ status: 'sent', speed: 'instant', instantFallback: 'refuse', rail: null });
    expect(await stored(body.id)).toMatchObject({ payoutSpeed: 'instant', instantFallback: 'refuse', rail: null });

    const sameDay = await disburse(a.key, { speed: 'same-day' });
    // A fallback means something only for instant: not shown for another speed.
    expect(sameDay.json()).toMatchObject({ speed: 'same-day', instantFallback: null });
  });

  it("takes the tenant's default speed and fallback when the disbursement names none, per tenant", async () => {
    expect((await call(context.app, a.key, 'GET', '/payout-settings')).json()).toEqual({
      defaultSpeed: 'standard',
      instantFallback: 'same-day',
      sameDayDebits: false,
    });
    expect((await disburse(a.key)).json()).toMatchObject({ speed: 'standard' });

    const changed = await call(context.app, a.key, 'PUT', '/payout-settings', { body: { defaultSpeed: 'instant' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ defaultSpeed: 'instant', instantFallback: 'same-day', sameDayDebits: false });
    expect((await disburse(a.key)).json()).toMatchObject({ speed: 'instant', instantFallback: 'same-day' });
    // B's settings are B's own.
    expect((await call(context.app, b.key, 'GET', '/payout-settings')).json()).toMatchObject({
      defaultSpeed: 'standard',
    });
    expect((await disburse(b.key)).json()).toMatchObject({ speed: 'standard' });
    await call(context.app, a.key, 'PUT', '/payout-settings', { body: { defaultSpeed: 'standard' } });
  });

  it('turns same-day debits of client transfers on and off, for the key’s tenant only', async () => {
    const on = await call(context.app, a.key, 'PUT', '/payout-settings', { body: { sameDayDebits: true } });
    expect(on.json()).toMatchObject({ sameDayDebits: true });
    expect((await call(context.app, b.key, 'GET', '/payout-settings')).json()).toMatchObject({ sameDayDebits: false });
    const off = await call(context.app, a.key, 'PUT', '/payout-settings', { body: { sameDayDebits: false } });
    expect(off.json()).toMatchObject({ sameDayDebits: false });
    expect(
      (await call(context.app, a.key, 'PUT', '/payout-settings', { body: { sameDayDebits: 'yes' } })).statusCode,
    ).toBe(400);
  });

  it('refuses an unknown speed or fallback and an empty settings change; a request has no speed', async () => {
    expect((await disburse(a.key, { speed: 'overnight' })).statusCode).toBe(400);
    expect((await disburse(a.key, { speed: 'instant', instantFallback: 'standard' })).statusCode).toBe(400);
    expect((await call(context.app, a.key, 'PUT', '/payout-settings', { body: {} })).statusCode).toBe(400);
    expect(
      (await call(context.app, a.key, 'PUT', '/payout-settings', { body: { defaultSpeed: 'wire' } })).statusCode,
    ).toBe(400);
    const request = await call(context.app, a.key, 'POST', '/transfer-requests', {
      body: requestBody(newPhone(), { speed: 'instant' }),
      idempotencyKey: randomUUID(),
    });
    // Fields a route does not know are dropped, as everywhere in the tenant API.
    expect(request.statusCode).toBe(201);
    expect(request.json()).toMatchObject({ speed: null, rail: null });
  });

  it("refuses an instant payout above the instant rail's limit, and still takes it by another speed", async () => {
    const over = await disburse(a.key, { speed: 'instant', amount: '100000.01' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('amount: a instant payout cannot exceed 100000.00');
    expect((await disburse(a.key, { speed: 'instant', amount: '100000.00' })).statusCode).toBe(201);
    expect((await disburse(a.key, { speed: 'same-day', amount: '149999.99' })).statusCode).toBe(201);
    // The portal's own maximum holds for every speed.
    expect((await disburse(a.key, { speed: 'same-day', amount: '150000.00' })).statusCode).toBe(400);
  });

  it('describes speeds, fallbacks, payout settings and refunds in the OpenAPI document', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/tenant-api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    }>();
    expect(document.paths['/tenant-api/v1/payout-settings']).toHaveProperty('put');
    expect(document.paths['/tenant-api/v1/transfers/{id}/refund']).toHaveProperty('post');
    const body = document.paths['/tenant-api/v1/disbursements']!.post!.requestBody!.content['application/json']!
      .schema as { properties: Record<string, { enum?: string[] }> };
    expect(body.properties.speed?.enum).toEqual(['instant', 'same-day', 'standard']);
    expect(body.properties.instantFallback?.enum).toEqual(['same-day', 'refuse']);
  });
});

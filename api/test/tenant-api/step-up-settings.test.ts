import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { english } from '../../src/i18n';
import { STEP_UP_REQUIRED } from '../../src/identity/step-up/step-up-service';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { tenant, transfer } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import { createTestClient, createTestSession } from '../support/auth-fixtures';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { createTenantClient } from '../../../scripts/tenant-cli/tenant-client';
import { call, tenantWithKey, type TenantFixture } from './tenant-api-kit';

// The tenant sets its own step-up amount (ADR 0096) through the tenant API; the start routes follow it.
describe.each(driversFor('both'))('tenant API: step-up settings (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver);
  let a: TenantFixture;
  let b: TenantFixture;
  beforeAll(async () => {
    a = await tenantWithKey(context.database.db, 'stepup-a');
    b = await tenantWithKey(context.database.db, 'stepup-b');
  });

  const put = (key: string, body: unknown) => call(context.app, key, 'PUT', '/step-up-settings', { body });
  const stored = async (tenantId: string) =>
    (await context.database.db.select().from(tenant).where(eq(tenant.id, tenantId)))[0]!.stepUpAboveCents;

  /** A client of tenant A starting a draft of `amountCents`: what the start route answers. */
  async function start(amountCents: number) {
    const { db } = context.database;
    const client = await createTestClient(db, { tenantId: a.tenantId });
    const token = await createTestSession(db, { clientId: client.id, tenantId: a.tenantId });
    const transferId = randomUUID();
    await db.insert(transfer).values({
      id: transferId,
      tenantId: a.tenantId,
      clientId: client.id,
      status: 'draft',
      transferTypeId: IDS.transferTypes.clientTransfer,
      amountCents,
    });
    return context.app.inject({
      method: 'POST',
      url: '/api/transfer/start',
      headers: { host: `${a.identifier}.localhost:8080`, authorization: `Bearer ${token}` },
      payload: { transferId, bankAccountId: randomUUID(), authorization: { version: 'v1', sha256: 'a'.repeat(64) } },
    });
  }

  it('is off until set; once set, payments above it ask for a step-up and the rest do not', async () => {
    const read = await call(context.app, a.key, 'GET', '/step-up-settings');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ stepUpAbove: null });
    expect((await start(1_000_000)).json().code).not.toBe('STEP_UP_REQUIRED');

    const set = await put(a.key, { stepUpAbove: '2500.00' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ stepUpAbove: '2500.00' });
    expect(await stored(a.tenantId)).toBe(250_000);
    expect((await call(context.app, a.key, 'GET', '/step-up-settings')).json()).toEqual({ stepUpAbove: '2500.00' });

    const above = await start(250_001);
    expect(above.statusCode).toBe(403);
    expect(above.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', message: english(STEP_UP_REQUIRED) });
    expect((await start(250_000)).json().code).not.toBe('STEP_UP_REQUIRED');

    // Tenant B's setting is B's own.
    expect((await call(context.app, b.key, 'GET', '/step-up-settings')).json()).toEqual({ stepUpAbove: null });
    expect(await stored(b.tenantId)).toBeNull();
  });

  it('turns step-up off with null or 0.00, and takes whole cents up to the largest payment', async () => {
    expect((await put(a.key, { stepUpAbove: '100' })).json()).toEqual({ stepUpAbove: '100.00' });
    expect((await put(a.key, { stepUpAbove: null })).json()).toEqual({ stepUpAbove: null });
    expect(await stored(a.tenantId)).toBeNull();
    await put(a.key, { stepUpAbove: '100.5' });
    expect(await stored(a.tenantId)).toBe(10_050);
    expect((await put(a.key, { stepUpAbove: '0.00' })).json()).toEqual({ stepUpAbove: null });
    expect(await stored(a.tenantId)).toBeNull();
    expect((await put(a.key, { stepUpAbove: '149999.99' })).json()).toEqual({ stepUpAbove: '149999.99' });
    expect((await start(14_999_999)).json().code).not.toBe('STEP_UP_REQUIRED');
  });

  it('refuses what is not an amount of whole cents, above the largest payment, or missing', async () => {
    await put(a.key, { stepUpAbove: '5000.00' });
    const refusals: [unknown, RegExp][] = [
      [{ stepUpAbove: '150000.00' }, /^stepUpAbove: cannot exceed 149999\.99$/],
      [{ stepUpAbove: '12.345' }, /stepUpAbove/],
      [{ stepUpAbove: '-5.00' }, /stepUpAbove/],
      [{ stepUpAbove: '$5,000' }, /stepUpAbove/],
      [{ stepUpAbove: 5000 }, /stepUpAbove/],
      [{ stepUpAbove: '1e5' }, /stepUpAbove/],
      [{}, /stepUpAbove/],
    ];
    for (const [body, message] of refusals) {
      const refused = await put(a.key, body);
      expect([JSON.stringify(body), refused.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(refused.json().message).toMatch(message);
    }
    // Nothing refused was stored.
    expect(await stored(a.tenantId)).toBe(500_000);
    expect((await call(context.app, null, 'GET', '/step-up-settings')).statusCode).toBe(401);
  });

  it('is what `pnpm tenant step-up` reads and sets, through the typed SDK', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const cli = createTenantClient({ baseUrl: `http://127.0.0.1:${port}`, key: b.key });
    expect(await cli.setStepUpSettings('7500')).toEqual({ stepUpAbove: '7500.00' });
    expect(await cli.getStepUpSettings()).toEqual({ stepUpAbove: '7500.00' });
    expect(await stored(b.tenantId)).toBe(750_000);
    await expect(cli.setStepUpSettings('7500.001')).rejects.toMatchObject({ status: 400 });
    expect(await cli.setStepUpSettings(null)).toEqual({ stepUpAbove: null });
  });
});

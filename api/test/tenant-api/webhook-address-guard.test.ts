import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { job } from '../../src/platform/database/schema';
import type { JobContext } from '../../src/platform/jobs/job-types';
import { TENANT_WEBHOOK_JOB } from '../../src/tenant-integration';
import { readTenantApiSettings } from '../../src/platform/config/tenant-api-config';
import { isPublicAddress } from '../../src/tenant-integration/webhook-address-guard';
import { INTERNAL_ADDRESS } from '../../src/tenant-integration/tenant-webhooks';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { call, newPhone, requestBody, startReceiver, tenantWithKey, type TenantFixture } from './tenant-api-kit';

/** This helper's ports (4170-4179), one per driver. */
const PORTS: Record<DatabaseDriver, number> = { pglite: 4171, postgres: 4172 };

describe('webhook address classification', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('is on in production, off in the sandbox unless TENANT_WEBHOOK_REFUSE_PRIVATE=true', () => {
    const settings = (mode: string, env: Record<string, string>) =>
      readTenantApiSettings((name) => env[name] ?? '', { mode, port: 8080 });
    const production = settings('production', { TENANT_PORTAL_URL: 'https://{tenant}.portal.example' });
    expect(production.settings.refusePrivateWebhookAddresses).toBe(true);
    expect(settings('sandbox', {}).settings.refusePrivateWebhookAddresses).toBe(false);
    expect(settings('sandbox', { TENANT_WEBHOOK_REFUSE_PRIVATE: 'true' }).settings.refusePrivateWebhookAddresses).toBe(
      true,
    );
    const disabled = settings('production', {
      TENANT_PORTAL_URL: 'https://{tenant}.portal.example',
      TENANT_WEBHOOK_REFUSE_PRIVATE: 'false',
    });
    expect(disabled.problems.join()).toMatch(/cannot be false in production/);
  });
});

describe.each(driversFor('one'))('tenant webhooks refuse internal addresses (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver, {
    tenantApi: {
      portalUrlTemplate: 'http://{tenant}.localhost:8080',
      requestsPerMinute: 100,
      refusePrivateWebhookAddresses: true,
    },
  });
  let tenant: TenantFixture;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    tenant = await tenantWithKey(context.database.db, 'ssrf');
    receiver = await startReceiver(PORTS[driver]);
  });
  afterAll(async () => receiver?.close());

  it.each([
    'http://127.0.0.1:8080/hooks',
    'http://10.0.0.5/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hooks',
    'http://[::ffff:7f00:1]/hooks',
    'http://0.0.0.0/hooks',
    'http://100.100.100.200/hooks',
  ])('refuses %s when the URL is set', async (url) => {
    const response = await call(context.app, tenant.key, 'PUT', '/webhook-endpoint', { body: { url } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(INTERNAL_ADDRESS);
  });

  it('does not connect to a name that resolves to an internal address, and logs only "address refused"', async () => {
    // The event first, while no endpoint is set: another file's webhook worker on the shared
    // database may take its job, and must find nothing to deliver (this test runs the handler itself).
    const created = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(newPhone()),
      idempotencyKey: randomUUID(),
    });
    expect(created.statusCode).toBe(201);
    const { items } = (await call(context.app, tenant.key, 'GET', '/webhook-events')).json<{
      items: { id: string }[];
    }>();
    const eventId = items[0]!.id;
    const ofEvent = and(eq(job.type, TENANT_WEBHOOK_JOB), sql`${job.payload}->>'eventId' = ${eventId}`);
    await context.database.db.delete(job).where(and(ofEvent, eq(job.status, 'pending')));
    for (let tries = 0; ; tries += 1) {
      const running = await context.database.db
        .select()
        .from(job)
        .where(and(ofEvent, eq(job.status, 'running')));
      if (running.length === 0) break;
      if (tries > 200) throw new Error('a delivery of the event is still running');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    const url = `http://localhost:${PORTS[driver]}/hooks`;
    const set = await call(context.app, tenant.key, 'PUT', '/webhook-endpoint', { body: { url } });
    expect(set.statusCode).toBe(200);
    try {
      const handler = context.app.tenantApi.jobHandlers[TENANT_WEBHOOK_JOB]!;
      const run = {
        id: randomUUID(),
        type: TENANT_WEBHOOK_JOB,
        payload: { eventId },
        attempt: 1,
        idempotencyKey: randomUUID(),
        signal: new AbortController().signal,
      } as unknown as JobContext;
      await expect(handler.handle(run)).rejects.toThrow(/address refused/);
      expect(receiver.received).toHaveLength(0);
      const event = (await call(context.app, tenant.key, 'GET', `/webhook-events/${eventId}`)).json<{
        deliveries: { statusCode: number | null; error: string | null }[];
      }>();
      expect(event.deliveries).toEqual([expect.objectContaining({ statusCode: null, error: 'address refused' })]);
    } finally {
      await call(context.app, tenant.key, 'DELETE', '/webhook-endpoint');
    }
  });
});

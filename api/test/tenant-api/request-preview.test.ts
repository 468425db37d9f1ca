import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { job } from '../../src/platform/database/schema';
import { REQUEST_LINK_LIFETIME_DAYS } from '../../src/platform/security/request-references';
import { HOSTS, useTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { driversFor } from '../support/test-databases';
import { call, newPhone, requestBody, tenantWithKey, type TenantFixture } from './tenant-api-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREVIEWS_PER_IP = 5;

describe.each(driversFor('one'))('the request link preview (%s)', (driver: DatabaseDriver) => {
  const clock = new TestClock();
  const context = useTestApp(
    driver,
    {
      requestPreviewsPerIp: PREVIEWS_PER_IP,
      tenantApi: {
        portalUrlTemplate: 'https://{tenant}.portal.example',
        requestsPerMinute: 100,
        refusePrivateWebhookAddresses: false,
      },
    },
    { clock: clock.now },
  );
  let tenant: TenantFixture;
  beforeAll(async () => {
    tenant = await tenantWithKey(context.database.db, 'preview');
  });

  /** A new request (or payout) of the tenant, and the reference its text message carries. */
  async function requested(path = '/transfer-requests', overrides: Record<string, unknown> = {}) {
    const phone = newPhone();
    const created = await call(context.app, tenant.key, 'POST', path, {
      body: requestBody(phone, overrides),
      idempotencyKey: randomUUID(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const [sms] = await context.database.db
      .select()
      .from(job)
      .where(eq(job.idempotencyKey, `notice-sms:transfer_request:${id}`));
    const link = new URL(/https:\/\/\S+$/.exec((sms!.payload as { body: string }).body)![0]);
    return { id, reference: link.searchParams.get('request')! };
  }

  let address = 0;
  /** GET the preview on `host`, from an address of its own unless one is given (each has its own budget). */
  function preview(reference: string, host: string = `${tenant.identifier}.localhost:8080`, from?: string) {
    address += 1;
    return context.app.inject({
      method: 'GET',
      url: `/api/transfer-requests/${encodeURIComponent(reference)}`,
      headers: { host },
      remoteAddress: from ?? `198.51.100.${address}`,
    });
  }

  it('shows who asks, how much and for which property, and nothing of the client', async () => {
    const { reference } = await requested();
    const answer = await preview(reference);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/no-store/);
    expect(answer.json()).toEqual({
      tenantName: 'Tenant API preview',
      amount: '1250.00',
      propertyAddress: '12 Elm St, Austin, TX 78701',
    });
    for (const secret of ['Rita', 'Request', 'rita@example.com', '737']) expect(answer.body).not.toContain(secret);
  });

  it('shows a payout the same way', async () => {
    const { reference } = await requested('/disbursements', { amount: '310.25', property: { address1: '4 Oak Ln' } });
    expect((await preview(reference)).json()).toEqual({
      tenantName: 'Tenant API preview',
      amount: '310.25',
      propertyAddress: '4 Oak Ln',
    });
  });

  it('answers a tampered, made-up or malformed reference with the same 404', async () => {
    const { reference } = await requested();
    const [payload, mac] = reference.split('.') as [string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const refusals = await Promise.all(
      [`${flip(payload, 8)}.${mac}`, `${payload}.${flip(mac, 4)}`, payload, 'not-a-reference', 'x'.repeat(90)].map(
        (tampered) => preview(tampered),
      ),
    );
    const unknown = { message: 'Request not found', code: 'NOT_FOUND' };
    for (const answer of refusals) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown);
    }
  });

  it("is not found on another tenant's host", async () => {
    const { reference } = await requested();
    const answer = await preview(reference, HOSTS.demo);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Request not found', code: 'NOT_FOUND' });
  });

  it('is not found once the request was cancelled', async () => {
    const { id, reference } = await requested();
    expect((await call(context.app, tenant.key, 'POST', `/transfers/${id}/cancel`)).statusCode).toBe(200);
    expect((await preview(reference)).statusCode).toBe(404);
  });

  it('is refused past the per-address budget', async () => {
    const { reference } = await requested();
    const from = '203.0.113.7';
    for (let index = 0; index < PREVIEWS_PER_IP; index += 1) {
      expect((await preview(reference, undefined, from)).statusCode).toBe(200);
    }
    expect((await preview(reference, undefined, from)).statusCode).toBe(429);
    expect((await preview(reference, undefined, '203.0.113.8')).statusCode).toBe(200);
  });

  // Last: it moves the app's clock past every reference made so far.
  it('is not found once the link has expired', async () => {
    const { reference } = await requested();
    clock.advance(REQUEST_LINK_LIFETIME_DAYS * DAY_MS - 60_000);
    expect((await preview(reference)).statusCode).toBe(200);
    clock.advance(60_000);
    const answer = await preview(reference);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Request not found', code: 'NOT_FOUND' });
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { client, job, transfer } from '../../src/platform/database/schema';
import { EMAIL_MAX, TRANSFER_STATUS } from '@portal/shared/constants';
import { BAD_KEY_ATTEMPTS_PER_MINUTE } from '../../src/tenant-integration/tenant-api-plugin';
import { CLIENT_DEACTIVATED } from '../../src/tenant-integration/tenant-directory-repository';
import { expectMatchesContract } from './contract-check';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { call, newPhone, requestBody, tenantWithKey, type TenantFixture } from './tenant-api-kit';

const TENANT_API = {
  portalUrlTemplate: 'http://{tenant}.localhost:8080',
  requestsPerMinute: 30,
  refusePrivateWebhookAddresses: false,
};

// Both drivers: concurrent requests with one Idempotency-Key are serialised by the database.
describe.each(driversFor('both'))('tenant API: keys, requests, disbursements (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver, { tenantApi: TENANT_API });
  let a: TenantFixture;
  let b: TenantFixture;
  beforeAll(async () => {
    a = await tenantWithKey(context.database.db, 'a');
    b = await tenantWithKey(context.database.db, 'b');
  });

  const create = (key: string, body: unknown, idempotencyKey: string = randomUUID(), path = '/transfer-requests') =>
    call(context.app, key, 'POST', path, { body, idempotencyKey });

  it('creates a Requested transfer for a new phone, creating the client, with the notice and SMS queued once', async () => {
    const phone = newPhone();
    const response = await create(a.key, requestBody(phone, { officeId: a.officeId }));
    expect(response.statusCode).toBe(201);
    const created = response.json<{
      id: string;
      status: string;
      amount: string;
      clientId: string;
      disbursement: boolean;
    }>();
    expect(created).toMatchObject({
      status: 'Requested',
      amount: '1250.00',
      disbursement: false,
      officeId: a.officeId,
    });

    const [owner] = await context.database.db.select().from(client).where(eq(client.id, created.clientId));
    expect(owner).toMatchObject({ tenantId: a.tenantId, mobilePhone: phone, firstName: 'Rita' });
    // The amount asked for is kept apart from the amount, which the client may change (docs/risk.md).
    const [row] = await context.database.db.select().from(transfer).where(eq(transfer.id, created.id));
    expect(row).toMatchObject({ amountCents: 125_000, requestedAmountCents: 125_000 });
    const jobs = await context.database.db
      .select()
      .from(job)
      .where(eq(job.idempotencyKey, `notice:transfer_request:${created.id}`));
    expect(jobs).toHaveLength(1);
    const [sms] = await context.database.db
      .select()
      .from(job)
      .where(eq(job.idempotencyKey, `notice-sms:transfer_request:${created.id}`));
    expect(sms?.payload).toEqual({
      to: phone,
      // The link carries the request's signed reference (request-preview.test.ts).
      body: expect.stringMatching(
        new RegExp(
          `^Tenant API a requests a transfer of \\$1,250\\.00 from you\\. Continue securely at http://${a.identifier}\\.localhost:8080/create-account\\?request=[\\w-]+\\.[\\w-]+$`,
        ),
      ),
    });
  });

  it('creates an Initiated request when asked, and refuses other statuses', async () => {
    const initiated = await create(a.key, requestBody(newPhone(), { status: 'Initiated' }));
    expect(initiated.statusCode).toBe(201);
    expect(initiated.json()).toMatchObject({ status: 'Initiated' });
    const refused = await create(a.key, requestBody(newPhone(), { status: 'completed' }));
    expect(refused.statusCode).toBe(400);
  });

  it('creates a sent disbursement from the escrow account, typed Client Disbursement', async () => {
    const response = await create(a.key, requestBody(newPhone()), randomUUID(), '/disbursements');
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string }>();
    expect(body).toMatchObject({ status: 'sent', disbursement: true, transferType: 'Client Disbursement' });
    const [row] = await context.database.db.select().from(transfer).where(eq(transfer.id, body.id));
    expect(row).toMatchObject({
      sourceBankAccountId: a.escrowId,
      destBankAccountId: null,
      disbursement: true,
      requestedAmountCents: null,
    });
  });

  it('refuses bad input with 400: phone, amount, state, unknown office, missing Idempotency-Key', async () => {
    for (const body of [
      requestBody('12'),
      requestBody(newPhone(), { amount: '0.00' }),
      requestBody(newPhone(), { amount: '150000.00' }),
      requestBody(newPhone(), { amount: 12.5 }),
      requestBody(newPhone(), { property: { address1: '1 A St', state: 'ZZ' } }),
      requestBody(newPhone(), { officeId: b.officeId }),
    ]) {
      expect((await create(a.key, body)).statusCode).toBe(400);
    }
    const missing = await call(context.app, a.key, 'POST', '/transfer-requests', { body: requestBody(newPhone()) });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses names blank after trimming and an e-mail longer than the portal allows (EMAIL_MAX)', async () => {
    const client = (phone: string, values: Record<string, string>) => ({
      client: { mobilePhone: phone, firstName: 'Rita', lastName: 'Request', ...values },
    });
    for (const [values, message] of [
      [{ firstName: '   ' }, 'client.firstName: must not be blank'],
      [{ lastName: '\t ' }, 'client.lastName: must not be blank'],
    ] as const) {
      const phone = newPhone();
      const response = await create(a.key, requestBody(phone, client(phone, values)));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const blankAddress = await create(a.key, requestBody(newPhone(), { property: { address1: '  ' } }));
    expect(blankAddress.json().message).toBe('property.address1: must not be blank');
    const phone = newPhone();
    const longEmail = `${'r'.repeat(EMAIL_MAX - '@example.com'.length + 1)}@example.com`;
    expect((await create(a.key, requestBody(phone, client(phone, { email: longEmail })))).statusCode).toBe(400);
    const fits = longEmail.slice(1);
    expect((await create(a.key, requestBody(phone, client(phone, { email: fits })))).statusCode).toBe(201);
  });

  it('answers 409 for a client the tenant deactivated, and creates no transfer', async () => {
    const phone = newPhone();
    expect((await create(a.key, requestBody(phone))).statusCode).toBe(201);
    await context.database.db
      .update(client)
      .set({ active: false })
      .where(and(eq(client.tenantId, a.tenantId), eq(client.mobilePhone, phone)));
    const refused = await create(a.key, requestBody(phone));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: CLIENT_DEACTIVATED });
    const [row] = await context.database.db
      .select()
      .from(client)
      .where(and(eq(client.tenantId, a.tenantId), eq(client.mobilePhone, phone)));
    const rows = await context.database.db.select().from(transfer).where(eq(transfer.clientId, row!.id));
    expect(rows).toHaveLength(1);
  });

  it("keeps tenants apart: A's key cannot read, list, cancel or see the events of B's transfers", async () => {
    const ofB = (await create(b.key, requestBody(newPhone()))).json<{ id: string }>();
    expect((await call(context.app, a.key, 'GET', `/transfers/${ofB.id}`)).statusCode).toBe(404);
    expect((await call(context.app, a.key, 'POST', `/transfers/${ofB.id}/cancel`)).statusCode).toBe(404);
    const listed = (await call(context.app, a.key, 'GET', '/transfers?limit=100')).json<{ items: { id: string }[] }>();
    expect(listed.items.map((item) => item.id)).not.toContain(ofB.id);
    const events = (await call(context.app, a.key, 'GET', `/webhook-events?transferId=${ofB.id}`)).json<{
      items: unknown[];
    }>();
    expect(events.items).toEqual([]);
    expect((await call(context.app, b.key, 'GET', `/transfers/${ofB.id}`)).statusCode).toBe(200);
    // The same phone under A is A's own client, never B's.
    const phone = newPhone();
    const inB = (await create(b.key, requestBody(phone))).json<{ clientId: string }>();
    const inA = (await create(a.key, requestBody(phone))).json<{ clientId: string }>();
    expect(inA.clientId).not.toBe(inB.clientId);
    const [aClient] = await context.database.db.select().from(client).where(eq(client.id, inA.clientId));
    expect(aClient?.tenantId).toBe(a.tenantId);
    // Keys are the tenant's own too.
    const keysOfA = (await call(context.app, a.key, 'GET', '/api-keys')).json<{ items: { id: string }[] }>();
    expect(keysOfA.items.map((item) => item.id)).not.toContain(b.keyId);
    expect((await call(context.app, a.key, 'DELETE', `/api-keys/${b.keyId}`)).statusCode).toBe(404);
    expect((await call(context.app, a.key, 'POST', `/api-keys/${b.keyId}/rotate`)).statusCode).toBe(404);
  });

  it('answers 401 without a key, with an unknown one, a revoked one and a rotated-away one', async () => {
    expect((await call(context.app, null, 'GET', '/transfers')).statusCode).toBe(401);
    expect((await call(context.app, 'cpk_not-a-key', 'GET', '/transfers')).statusCode).toBe(401);

    const own = await tenantWithKey(context.database.db, 'keys');
    expect((await call(context.app, own.key, 'GET', '/transfers')).statusCode).toBe(200);
    const rotated = await call(context.app, own.key, 'POST', `/api-keys/${own.keyId}/rotate`);
    expect(rotated.statusCode).toBe(201);
    const successor = rotated.json<{ id: string; key: string }>();
    expect(successor.key).toMatch(/^cpk_/);
    expect((await call(context.app, own.key, 'GET', '/transfers')).statusCode).toBe(401);
    expect((await call(context.app, successor.key, 'GET', '/transfers')).statusCode).toBe(200);
    // Listing never shows a key itself.
    const listed = (await call(context.app, successor.key, 'GET', '/api-keys')).json<{
      items: Record<string, unknown>[];
    }>();
    expect(listed.items.every((item) => item.key === undefined)).toBe(true);

    expect((await call(context.app, successor.key, 'DELETE', `/api-keys/${successor.id}`)).statusCode).toBe(200);
    const revoked = await call(context.app, successor.key, 'GET', '/transfers');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'The API key is unknown or revoked' });
  });

  it('creates one transfer for 20 concurrent requests with one Idempotency-Key', async () => {
    const own = await tenantWithKey(context.database.db, 'idem');
    const phone = newPhone();
    const idempotencyKey = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create(own.key, requestBody(phone), idempotencyKey)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(responses.map((response) => response.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    const rows = await context.database.db.select().from(transfer).where(eq(transfer.tenantId, own.tenantId));
    expect(rows).toHaveLength(1);
    const notices = await context.database.db
      .select()
      .from(job)
      .where(eq(job.idempotencyKey, `notice:transfer_request:${rows[0]!.id}`));
    expect(notices).toHaveLength(1);
  });

  it('answers 422 for the same Idempotency-Key with another body, and creates nothing', async () => {
    const own = await tenantWithKey(context.database.db, 'reuse');
    const idempotencyKey = randomUUID();
    const phone = newPhone();
    expect((await create(own.key, requestBody(phone), idempotencyKey)).statusCode).toBe(201);
    // Key order does not make a body different.
    const reordered = Object.fromEntries(Object.entries(requestBody(phone)).reverse());
    expect((await create(own.key, reordered, idempotencyKey)).statusCode).toBe(200);
    const other = await create(own.key, requestBody(phone, { amount: '99.00' }), idempotencyKey);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // A disbursement is another request even with the same body.
    expect((await create(own.key, requestBody(phone), idempotencyKey, '/disbursements')).statusCode).toBe(422);
    const rows = await context.database.db.select().from(transfer).where(eq(transfer.tenantId, own.tenantId));
    expect(rows).toHaveLength(1);
  });

  it('lists with paging and reads one; cancels a request once, refuses one money already follows', async () => {
    const own = await tenantWithKey(context.database.db, 'list');
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await create(own.key, requestBody(newPhone()))).json<{ id: string }>().id);
    }
    const page1 = (await call(context.app, own.key, 'GET', '/transfers?limit=2&offset=0')).json<{
      items: { id: string }[];
      total: number;
    }>();
    const page2 = (await call(context.app, own.key, 'GET', '/transfers?limit=2&offset=2')).json<{
      items: { id: string }[];
      total: number;
    }>();
    expect(page1.total).toBe(3);
    expect([...page1.items, ...page2.items].map((item) => item.id).sort()).toEqual([...ids].sort());
    expect((await call(context.app, own.key, 'GET', '/transfers?limit=101')).statusCode).toBe(400);
    expect((await call(context.app, own.key, 'GET', `/transfers/${ids[0]}`)).json()).toMatchObject({ id: ids[0] });
    expect((await call(context.app, own.key, 'GET', '/transfers/not-a-uuid')).statusCode).toBe(404);

    const cancelled = await call(context.app, own.key, 'POST', `/transfers/${ids[0]}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await call(context.app, own.key, 'POST', `/transfers/${ids[0]}/cancel`)).statusCode).toBe(200);

    await context.database.db
      .update(transfer)
      .set({ status: TRANSFER_STATUS.pending })
      .where(and(eq(transfer.id, ids[1]!), eq(transfer.tenantId, own.tenantId)));
    const moving = await call(context.app, own.key, 'POST', `/transfers/${ids[1]}/cancel`);
    expect(moving.statusCode).toBe(409);
  });

  it('limits each tenant per route: 429 past the limit, also with a rotated key, while another tenant goes on', async () => {
    const own = await tenantWithKey(context.database.db, 'limit');
    const other = await tenantWithKey(context.database.db, 'limit2');
    const statuses: number[] = [];
    for (let index = 0; index <= TENANT_API.requestsPerMinute; index += 1) {
      statuses.push((await call(context.app, own.key, 'GET', '/transfers')).statusCode);
    }
    expect(statuses.slice(0, TENANT_API.requestsPerMinute).every((status) => status === 200)).toBe(true);
    const limited = await call(context.app, own.key, 'GET', '/transfers');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Rotating the key does not start a new budget: the limit is the tenant's.
    const rotated = await call(context.app, own.key, 'POST', `/api-keys/${own.keyId}/rotate`);
    expect(rotated.statusCode).toBe(201);
    const successor = rotated.json<{ key: string }>().key;
    expect((await call(context.app, successor, 'GET', '/transfers')).statusCode).toBe(429);
    expect((await call(context.app, other.key, 'GET', '/transfers')).statusCode).toBe(200);
  });

  it('counts refused keys per address: 429 past the budget, a valid key from elsewhere unaffected', async () => {
    const own = await tenantWithKey(context.database.db, 'badkey');
    const from = (remoteAddress: string, key: string) =>
      context.app.inject({
        method: 'GET',
        url: '/tenant-api/v1/transfers',
        remoteAddress,
        headers: { authorization: `Bearer ${key}` },
      });
    const statuses: number[] = [];
    for (let index = 0; index < BAD_KEY_ATTEMPTS_PER_MINUTE; index += 1) {
      statuses.push((await from('203.0.113.7', `cpk_wrong${index}`)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await from('203.0.113.7', 'cpk_wrong');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const missing = await context.app.inject({
      method: 'GET',
      url: '/tenant-api/v1/transfers',
      remoteAddress: '203.0.113.7',
    });
    expect(missing.statusCode).toBe(429);
    await expectMatchesContract(context.app, 'GET', '/tenant-api/v1/transfers', missing);
    // The headers the document declares for a 429 are the ones sent.
    expect(missing.headers).toMatchObject({
      'retry-after': expect.any(String),
      'x-ratelimit-limit': expect.any(String),
    });
    expect((await from('203.0.113.8', own.key)).statusCode).toBe(200);
  });

  it('serves the OpenAPI document generated from the routes, without a key', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/tenant-api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/tenant-api/v1/transfer-requests',
        '/tenant-api/v1/disbursements',
        '/tenant-api/v1/transfers',
        '/tenant-api/v1/transfers/{id}',
        '/tenant-api/v1/transfers/{id}/cancel',
        '/tenant-api/v1/webhook-endpoint',
        '/tenant-api/v1/webhook-events',
      ]),
    );
  });

  it('never logs an API key', () => {
    expect(context.logs.text).not.toContain(a.key);
    expect(context.logs.text).not.toContain(b.key);
    expect(context.logs.text).not.toMatch(/cpk_[A-Za-z0-9_-]{20,}/);
  });
});

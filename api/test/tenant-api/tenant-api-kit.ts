import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../src/app/build-app';
import { expectMatchesContract } from './contract-check';
import type { Database } from '../../src/platform/database/database';
import { bankAccount, office, tenant } from '../../src/platform/database/schema';
import { createApiKeyRepository } from '../../src/tenant-integration';

/** A tenant of its own per test file and driver, with an escrow account and an office, and an API key. */
export async function tenantWithKey(db: Database, label: string) {
  const identifier = `tapi-${label}-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(tenant)
    .values({ name: `Tenant API ${label}`, identifier, routingType: 'office' })
    .returning();
  const tenantId = row!.id;
  const [escrow] = await db
    .insert(bankAccount)
    .values({
      tenantId,
      ownerType: 'tenant',
      bankName: 'Escrow Bank',
      name: 'Escrow',
      accountLastFourDigits: '9999',
      fundingSourceId: `sandbox-fs-${randomUUID()}`,
    })
    .returning();
  const [desk] = await db
    .insert(office)
    .values({ tenantId, title: `${label} office`, city: 'Austin', state: 'TX' })
    .returning();
  const key = await createApiKeyRepository(db).create(tenantId, `${label} test key`);
  return { tenantId, identifier, escrowId: escrow!.id, officeId: desk!.id, key: key.key, keyId: key.id };
}

export type TenantFixture = Awaited<ReturnType<typeof tenantWithKey>>;

let phoneCounter = 0;
/** A fresh, valid, non-magic US number per call. */
export function newPhone(): string {
  phoneCounter += 1;
  const tail = (Date.now() % 100_000) * 100 + (phoneCounter % 100);
  return `+1737${String(tail).padStart(7, '0')}`;
}

export function requestBody(phone: string, overrides: Record<string, unknown> = {}) {
  return {
    client: { mobilePhone: phone, firstName: 'Rita', lastName: 'Request', email: 'rita@example.com' },
    amount: '1250.00',
    purpose: 'Earnest Money Deposit for Purchase',
    property: { address1: '12 Elm St', city: 'Austin', state: 'TX', zipcode: '78701' },
    sellerName: 'Sam Seller',
    expectedClosingDate: '2027-01-15',
    ...overrides,
  };
}

/** One tenant API call; its answer is checked against the OpenAPI document (contract-check.ts). */
export async function call(
  app: App,
  key: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; idempotencyKey?: string } = {},
) {
  const response = await app.inject({
    method,
    url: `/tenant-api/v1${url}`,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  await expectMatchesContract(app, method, `/tenant-api/v1${url}`, response);
  return response;
}

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A webhook receiver answering each request with the next of `statuses` (then 200). */
export async function startReceiver(port: number) {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const status = answers.shift() ?? 200;
      received.push({ headers: request.headers, body, status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` (which may query the database) until it returns something truthy. */
export async function until<T>(
  check: () => T | undefined | false | null | Promise<T | undefined | false | null>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

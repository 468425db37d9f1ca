import { randomUUID } from 'node:crypto';
import { EVENT_ID_HEADER, standardWebhookHeaders } from '../../src/tenant-integration';
import { generateWebhookSecret } from '../../src/tenant-integration/api-keys';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { createTenantClient } from '../../../scripts/tenant-cli/tenant-client';
import { pointEndpointAtReceiver, SecretNeededError } from '../../../scripts/tenant-cli/watch-endpoint';
import { startWebhookReceiver, type WebhookReceiver } from '../../../scripts/tenant-cli/webhook-receiver';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { createTenantSdk, TenantApiError, unwrap, type TransferRequestInput } from '@portal/tenant-sdk';
import { newPhone, requestBody, tenantWithKey } from './tenant-api-kit';

/** This helper's ports (4170-4179). */
const PORT = 4173;

describe('the CLI webhook receiver', () => {
  const SECRET = generateWebhookSecret();
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver({ port: PORT });
    receiver.setSecret(SECRET);
  });
  afterAll(() => receiver?.close());

  const deliver = (event: { id: string }, webhookId: string, eventIdHeader = webhookId) => {
    const body = JSON.stringify({ ...event, type: 'transfer.status_changed', attempt: 1, data: { transfer: {} } });
    return fetch(receiver.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...standardWebhookHeaders(SECRET, webhookId, body),
        [EVENT_ID_HEADER]: eventIdHeader,
      },
      body,
    });
  };

  it('tells replays by the signed webhook id, whatever the unsigned Portal-Event-Id header says', async () => {
    const first = randomUUID();
    const second = randomUUID();
    expect((await deliver({ id: first }, first)).status).toBe(200);
    // The same signed delivery replayed with a fresh header is still a replay...
    expect((await deliver({ id: first }, first, randomUUID())).status).toBe(200);
    // ...and a new event carrying an old id in the header is still new.
    expect((await deliver({ id: second }, second, first)).status).toBe(200);
    expect(receiver.deliveries.map((delivery) => [delivery.event.id, delivery.replay])).toEqual([
      [first, false],
      [first, true],
      [second, false],
    ]);
  });

  it('refuses a delivery whose signature does not verify, or whose body names another id', async () => {
    const body = JSON.stringify({ id: randomUUID() });
    const forged = await fetch(receiver.url, {
      method: 'POST',
      headers: standardWebhookHeaders(generateWebhookSecret(), randomUUID(), body),
      body,
    });
    expect(forged.status).toBe(401);
    expect((await deliver({ id: randomUUID() }, randomUUID())).status).toBe(401);
  });
});

describe.each(driversFor('one'))('pnpm tenant watch and the webhook secret (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver, {
    tenantApi: {
      portalUrlTemplate: 'http://{tenant}.localhost:8080',
      requestsPerMinute: 100,
      refusePrivateWebhookAddresses: false,
    },
  });
  const port = driver === 'pglite' ? 4174 : 4175;
  let client: ReturnType<typeof createTenantClient>;
  let key: string;
  beforeAll(async () => {
    await context.app.listen({ port, host: '127.0.0.1' });
    ({ key } = await tenantWithKey(context.database.db, 'watch'));
    client = createTenantClient({ baseUrl: `http://127.0.0.1:${port}`, key });
  });

  it('works through the typed SDK the CLI is built on', async () => {
    const sdk = createTenantSdk({ baseUrl: `http://127.0.0.1:${port}`, key });
    const created = unwrap(
      await sdk.POST('/tenant-api/v1/transfer-requests', {
        params: { header: { 'idempotency-key': randomUUID() } },
        body: requestBody(newPhone()) as TransferRequestInput,
      }),
    );
    expect(created).toMatchObject({ status: 'Requested', amount: '1250.00', disbursement: false });
    const read = await sdk.GET('/tenant-api/v1/transfers/{id}', { params: { path: { id: created.id } } });
    expect(read.data).toEqual(created);
    const missing = await sdk.GET('/tenant-api/v1/transfers/{id}', { params: { path: { id: randomUUID() } } });
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(() => unwrap(missing)).toThrow(TenantApiError);
  });

  it('learns the secret as it creates the endpoint, then keeps it unless told to rotate', async () => {
    const created = await pointEndpointAtReceiver(client, 'http://127.0.0.1:4176/a', { rotate: false });
    expect(created.secret).toMatch(/^whsec_/);
    // A second watcher without the secret is refused, and the endpoint is left as it was.
    await expect(pointEndpointAtReceiver(client, 'http://127.0.0.1:4176/b', { rotate: false })).rejects.toThrow(
      SecretNeededError,
    );
    expect(await client.getWebhookEndpoint()).toEqual({ url: 'http://127.0.0.1:4176/a' });
    const kept = await pointEndpointAtReceiver(client, 'http://127.0.0.1:4176/b', {
      rotate: false,
      knownSecret: created.secret,
    });
    expect(kept).toEqual({ url: 'http://127.0.0.1:4176/b', secret: created.secret });
    const rotated = await pointEndpointAtReceiver(client, 'http://127.0.0.1:4176/c', { rotate: true });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
  });
});

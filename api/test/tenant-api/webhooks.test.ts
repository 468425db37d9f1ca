import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { AuthContext } from '../../src/platform/http/auth-context';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { job, transfer } from '../../src/platform/database/schema';
import { startWorker, type Worker } from '../../src/platform/jobs';
import { createStatusAnnouncer } from '../../src/transfers';
import { createTransferMachine } from '../../src/transfers/transfer-machine';
import { createTransferStateRepository } from '../../src/transfers/transfer-state-repository';
import { recordTransferStatusEvent, TENANT_WEBHOOK_JOB, verifySignature } from '../../src/tenant-integration';
import { startWebhookReceiver } from '../../../scripts/tenant-cli/webhook-receiver';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { call, newPhone, requestBody, startReceiver, tenantWithKey, type TenantFixture, until } from './tenant-api-kit';

/** This helper's ports (4110-4119), one per driver. */
const PORTS: Record<DatabaseDriver, number> = { pglite: 4111, postgres: 4112 };
const BACKOFF_MS = 150;

interface Delivery {
  id: string;
  type: string;
  attempt: number;
  sequence: number;
  data: { transfer: { id: string; status: string } };
}

describe.each(driversFor('one'))('tenant API webhooks (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver, {
    tenantApi: {
      portalUrlTemplate: 'http://{tenant}.localhost:8080',
      requestsPerMinute: 100,
      refusePrivateWebhookAddresses: false,
    },
  });
  let tenant: TenantFixture;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;
  let worker: Worker;
  const retryDelays: number[] = [];

  beforeAll(async () => {
    tenant = await tenantWithKey(context.database.db, 'hooks');
    receiver = await startReceiver(PORTS[driver]);
    const response = await call(context.app, tenant.key, 'PUT', '/webhook-endpoint', { body: { url: receiver.url } });
    expect(response.statusCode).toBe(200);
    secret = response.json<{ secret: string }>().secret;
    expect(secret).toMatch(/^whsec_/);
    // Only webhook jobs: other files' jobs on the shared database are theirs to run.
    worker = startWorker({
      db: context.database.db,
      logger: context.app.log,
      pollMs: 25,
      handlers: context.app.tenantApi.jobHandlers,
      backoff: (attempt) => {
        const delay = BACKOFF_MS * 2 ** (attempt - 1);
        retryDelays.push(delay);
        return delay;
      },
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await receiver?.close();
  });

  const deliveriesOf = (transferId: string) =>
    receiver.received
      .map((received) => ({ received, event: JSON.parse(received.body) as Delivery }))
      .filter(({ event }) => event.data.transfer.id === transferId);

  it('returns the secret only when the endpoint is created or its secret rotated', async () => {
    const again = await call(context.app, tenant.key, 'PUT', '/webhook-endpoint', { body: { url: receiver.url } });
    expect(again.json()).toEqual({ url: receiver.url });
    expect((await call(context.app, tenant.key, 'GET', '/webhook-endpoint')).json()).toEqual({ url: receiver.url });
    const refused = await call(context.app, tenant.key, 'PUT', '/webhook-endpoint', {
      body: { url: 'ftp://example.com/x' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('posts a signed event for each status change; the signature verifies, a tampered or old one does not', async () => {
    const created = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(newPhone()),
      idempotencyKey: randomUUID(),
    });
    const { id } = created.json<{ id: string }>();
    const [first] = await until(() => deliveriesOf(id).length > 0 && deliveriesOf(id), 'the Requested event');
    const { received, event } = first!;
    expect(event).toMatchObject({
      type: 'transfer.status_changed',
      attempt: 1,
      data: { transfer: { id, status: 'Requested' } },
    });
    expect(received.headers['portal-event-id']).toBe(event.id);
    expect(received.headers['portal-delivery-attempt']).toBe('1');
    const header = String(received.headers['portal-signature']);
    expect(verifySignature(secret, received.body, header)).toMatchObject({ valid: true });
    expect(verifySignature(secret, received.body.replace('Requested', 'completed'), header)).toEqual({
      valid: false,
      reason: 'signature mismatch',
    });
    expect(verifySignature('whsec_other', received.body, header)).toMatchObject({ valid: false });
    // A captured delivery replayed later fails the timestamp check.
    expect(verifySignature(secret, received.body, header, { now: Date.now() + 10 * 60_000 })).toEqual({
      valid: false,
      reason: 'timestamp too old',
    });

    // A provider-driven change goes through the transfer machine's hook, announced as the app
    // composes it (app/build-app.ts): with the tenant's webhook event recorded.
    const machine = createTransferMachine(context.database.db, createStatusAnnouncer([recordTransferStatusEvent]));
    const row = await createTransferStateRepository(context.database.db).findById(id);
    await context.database.db.update(transfer).set({ status: 'pending' }).where(eq(transfer.id, id));
    await context.database.db.transaction((tx) =>
      machine.advance(tx, { ...row!, status: 'pending' }, 'completed', null),
    );
    await until(
      () => deliveriesOf(id).some(({ event: e }) => e.data.transfer.status === 'completed'),
      'the completed event',
    );
    // A replayed change (the same status again) records nothing new.
    await context.database.db.transaction((tx) =>
      machine.advance(tx, { ...row!, status: 'pending' }, 'completed', null),
    );
    const log = (await call(context.app, tenant.key, 'GET', `/webhook-events?transferId=${id}`)).json<{
      items: { sequence: number; data: { transfer: { status: string } }; deliveries: { statusCode: number }[] }[];
    }>();
    expect(log.items.map((item) => item.data.transfer.status)).toEqual(['completed', 'Requested']);
    // Each of the transfer's events has its place, for receivers that get them out of order.
    expect(log.items.map((item) => item.sequence)).toEqual([2, 1]);
    const delivered = deliveriesOf(id).map(({ event: e }) => [e.data.transfer.status, e.sequence]);
    expect(delivered).toEqual(
      expect.arrayContaining([
        ['Requested', 1],
        ['completed', 2],
      ]),
    );
  });

  it('signs every delivery as Standard Webhooks define it: the standardwebhooks library and the CLI receiver verify it', async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const created = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(newPhone()),
      idempotencyKey: randomUUID(),
    });
    const { id } = created.json<{ id: string }>();
    const [first] = await until(() => deliveriesOf(id).length > 0 && deliveriesOf(id), 'the Requested event');
    const { received, event } = first!;
    const standard = {
      'webhook-id': String(received.headers['webhook-id']),
      'webhook-timestamp': String(received.headers['webhook-timestamp']),
      'webhook-signature': String(received.headers['webhook-signature']),
    };
    expect(standard['webhook-id']).toBe(event.id);
    expect(standard['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // Both signatures sign the same moment.
    expect(String(received.headers['portal-signature'])).toContain(`t=${standard['webhook-timestamp']},`);

    // The Standard Webhooks library, as a tenant would use it.
    expect(new Webhook(secret).verify(received.body, standard)).toEqual(event);
    expect(() => new Webhook(secret).verify(received.body.replace('Requested', 'completed'), standard)).toThrow(
      WebhookVerificationError,
    );
    // The id is signed: the same body under another id does not verify.
    expect(() => new Webhook(secret).verify(received.body, { ...standard, 'webhook-id': randomUUID() })).toThrow(
      WebhookVerificationError,
    );

    // The CLI's receiver (pnpm tenant watch) takes the delivery exactly as it came, and refuses it altered.
    const cli = await startWebhookReceiver({});
    try {
      cli.setSecret(secret);
      const replay = (headers: Record<string, string>, body: string) =>
        fetch(cli.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      expect((await replay(standard, received.body)).status).toBe(200);
      expect((await replay(standard, received.body.replace('Requested', 'completed'))).status).toBe(401);
      expect(cli.deliveries).toEqual([{ event, replay: false }]);
    } finally {
      await cli.close();
    }
  });

  it("posts the client's own move too: an Initiated request the client opens becomes viewed, and the tenant hears it", async () => {
    const created = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(newPhone(), { status: 'Initiated' }),
      idempotencyKey: randomUUID(),
    });
    const { id } = created.json<{ id: string }>();
    const row = await createTransferStateRepository(context.database.db).findById(id);
    const scope = {
      tenantIdentifier: tenant.identifier,
      auth: { sessionId: randomUUID(), clientId: row!.clientId, tenantId: tenant.tenantId } as AuthContext,
    };
    await context.app.services.transfers.updateTransfer(id, { status: 'viewed' }, scope);
    await until(() => deliveriesOf(id).some(({ event: e }) => e.data.transfer.status === 'viewed'), 'the viewed event');
    expect(deliveriesOf(id).map(({ event: e }) => e.data.transfer.status)).toEqual(['Initiated', 'viewed']);
  });

  it('retries with backoff on a 500; the redelivery carries the same event id and the next attempt number', async () => {
    receiver.answerNext(500, 500);
    const delaysBefore = retryDelays.length;
    const cancelled = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(newPhone()),
      idempotencyKey: randomUUID(),
    });
    const { id } = cancelled.json<{ id: string }>();
    const deliveries = await until(() => deliveriesOf(id).length >= 3 && deliveriesOf(id), 'three deliveries');
    expect(deliveries.map(({ received }) => received.status)).toEqual([500, 500, 200]);
    expect(deliveries.map(({ event }) => event.attempt)).toEqual([1, 2, 3]);
    expect(new Set(deliveries.map(({ event }) => event.id)).size).toBe(1);
    // Each delivery is signed afresh and verifies; a receiver that stored the id sees a replay.
    const seen = new Set<string>();
    const replays = deliveries.map(({ received, event }) => {
      expect(verifySignature(secret, received.body, String(received.headers['portal-signature']))).toMatchObject({
        valid: true,
      });
      const replay = seen.has(event.id);
      seen.add(event.id);
      return replay;
    });
    expect(replays).toEqual([false, true, true]);
    expect(retryDelays.slice(delaysBefore, delaysBefore + 2)).toEqual([BACKOFF_MS, BACKOFF_MS * 2]);

    const eventId = deliveries[0]!.event.id;
    // The worker records the attempt and marks the job done after the receiver has answered.
    const deliveryJob = await until(async () => {
      const [row] = await context.database.db
        .select()
        .from(job)
        .where(eq(job.idempotencyKey, `tenant-webhook:${eventId}`));
      return row?.status === 'done' && row;
    }, 'the delivery job to finish');
    expect(deliveryJob).toMatchObject({ type: TENANT_WEBHOOK_JOB, status: 'done', attempts: 3 });
    const logged = (await call(context.app, tenant.key, 'GET', `/webhook-events/${eventId}`)).json<{
      deliveries: { attempt: number; statusCode: number }[];
    }>();
    expect(logged.deliveries.map((delivery) => [delivery.attempt, delivery.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
  });

  it('never logs the webhook secret or the API key', () => {
    expect(context.logs.text).not.toContain(secret);
    expect(context.logs.text).not.toContain(tenant.key);
  });
});

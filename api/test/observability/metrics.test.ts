import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { job } from '../../src/platform/database/schema';
import { enqueue } from '../../src/platform/jobs/job-queue';
import { signDwollaBody, DWOLLA_SIGNATURE_HEADER } from '../../src/platform/providers/payments/dwolla-events';
import { createClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { graphql, HOSTS, testConfig, useTestApp } from '../support/test-app';
import { scrape, value } from './scrape';

const WEBHOOK_SECRET = 'observability-test-webhook-secret';
const base = testConfig();

describe.each(driversFor('one'))('GET /metrics (%s)', (driver) => {
  const context = useTestApp(driver, {
    providers: { ...base.providers, sandboxAch: { ...base.providers.sandboxAch, webhookSecret: WEBHOOK_SECRET } },
  });

  it('counts requests by route pattern and method, with their latency', async () => {
    const before = await scrape(context.app);
    for (let i = 0; i < 3; i += 1) await context.app.inject({ method: 'GET', url: '/healthz' });
    await context.app.inject({
      method: 'GET',
      url: `/api/transfers/${randomUUID()}/receipt`,
      headers: { host: HOSTS.demo },
    });
    await context.app.inject({ method: 'GET', url: `/no-such-route/${randomUUID()}`, headers: { host: HOSTS.demo } });
    const after = await scrape(context.app);

    const health = { method: 'GET', route: '/healthz', status: '200' };
    expect(
      value(after, 'portal_http_request_duration_seconds_count', health) -
        value(before, 'portal_http_request_duration_seconds_count', health),
    ).toBe(3);
    // Latency is observed: the sum grew, and every request fell within the last bucket.
    expect(value(after, 'portal_http_request_duration_seconds_sum', health)).toBeGreaterThan(
      value(before, 'portal_http_request_duration_seconds_sum', health),
    );
    expect(value(after, 'portal_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(
      value(after, 'portal_http_request_duration_seconds_count', health),
    );
    // Route patterns, never raw URLs: no id and no unknown path becomes a label.
    const series = [...after.keys()].filter((key) => key.startsWith('portal_http_request_duration_seconds'));
    expect(series.some((key) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(key) || key.includes('no-such-route'))).toBe(false);
    expect(value(after, 'portal_http_request_duration_seconds_count', { route: 'unmatched' })).toBeGreaterThan(0);
  });

  it('counts GraphQL requests per operation name and type', async () => {
    const fixture = await createClientFixture(context.database.db, 'demo');
    const before = await scrape(context.app);
    await graphql(context.app, 'query TenantLookup { allTenants(where: { identifier: "demo" }) { id } }');
    await graphql(context.app, 'query TenantLookup { allTenants(where: { identifier: "acme" }) { id } }');
    await graphql(context.app, '# the history screen\nquery TransferHistory { allTransfers(first: 5) { id status } }', {
      headers: { authorization: `Bearer ${fixture.token}` },
    });
    await graphql(context.app, '{ allTenants(where: { identifier: "demo" }) { id } }');
    const after = await scrape(context.app);

    const delta = (labels: Record<string, string>) =>
      value(after, 'portal_graphql_operation_duration_seconds_count', labels) -
      value(before, 'portal_graphql_operation_duration_seconds_count', labels);
    expect(delta({ operation: 'TenantLookup', type: 'query', status: '200' })).toBe(2);
    expect(delta({ operation: 'TransferHistory', type: 'query', status: '200' })).toBe(1);
    expect(delta({ operation: 'anonymous', type: 'query' })).toBe(1);
    // The same requests under their route.
    expect(
      value(after, 'portal_http_request_duration_seconds_count', { route: '/api/graphql', method: 'POST' }) -
        value(before, 'portal_http_request_duration_seconds_count', { route: '/api/graphql', method: 'POST' }),
    ).toBe(4);
  });

  it('reads the job queue at scrape time: ready, scheduled and the age of the oldest ready job', async () => {
    const db = context.database.db;
    const type = `observability-test-${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    ids.push((await enqueue(db, { type, runAt: minutesAgo(5) })).id);
    ids.push((await enqueue(db, { type, runAt: minutesAgo(1) })).id);
    ids.push((await enqueue(db, { type, runAt: new Date(Date.now() + 3_600_000) })).id);
    try {
      const samples = await scrape(context.app);
      expect(value(samples, 'portal_job_queue_depth', { type, state: 'ready' })).toBe(2);
      expect(value(samples, 'portal_job_queue_depth', { type, state: 'scheduled' })).toBe(1);
      expect(value(samples, 'portal_job_queue_depth', { type, state: 'running' })).toBe(0);
      const age = value(samples, 'portal_job_oldest_ready_age_seconds', { type });
      expect(age).toBeGreaterThanOrEqual(299);
      expect(age).toBeLessThan(360);

      // Done, the jobs leave the backlog: the next scrape no longer shows their type.
      await db.update(job).set({ status: 'done' }).where(inArray(job.id, ids));
      const later = await scrape(context.app);
      expect(value(later, 'portal_job_queue_depth', { type })).toBe(0);
      expect([...later.keys()].some((key) => key.includes(type))).toBe(false);
    } finally {
      await db.delete(job).where(eq(job.type, type));
    }
  });

  it('counts provider calls by provider, operation and outcome', async () => {
    const { providers } = context.app;
    const before = await scrape(context.app);
    const key = `tenants/${randomUUID()}/observability/test.txt`;
    await providers.objectStore.put(key, Buffer.from('hello'), 'text/plain');
    await providers.objectStore.get(key);
    await providers.objectStore.delete(key);
    await expect(providers.payments.getTransfer('no-such-transfer')).rejects.toThrow();
    await expect(providers.objectStore.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    const after = await scrape(context.app);

    const delta = (labels: Record<string, string>) =>
      value(after, 'portal_provider_calls_total', labels) - value(before, 'portal_provider_calls_total', labels);
    expect(delta({ provider: 'storage', adapter: 'local', operation: 'put', outcome: 'ok' })).toBe(1);
    expect(delta({ provider: 'storage', operation: 'get', outcome: 'ok' })).toBe(1);
    expect(delta({ provider: 'storage', operation: 'delete', outcome: 'ok' })).toBe(1);
    // The ledger answers "no such transfer": a refusal, as Dwolla's 404.
    expect(delta({ provider: 'payments', adapter: 'sandbox', operation: 'getTransfer', outcome: 'refused' })).toBe(1);
    // Not a ProviderError (the key check refused it before any call): an error.
    expect(delta({ provider: 'storage', operation: 'put', outcome: 'error' })).toBe(1);
    expect(
      value(after, 'portal_provider_call_duration_seconds_count', { provider: 'storage', operation: 'put' }) -
        value(before, 'portal_provider_call_duration_seconds_count', { provider: 'storage', operation: 'put' }),
    ).toBe(2);
  });

  it('counts incoming payments webhooks: accepted, duplicate and rejected', async () => {
    const event = {
      id: randomUUID(),
      resourceId: randomUUID(),
      topic: 'customer_created',
      timestamp: new Date().toISOString(),
      _links: {},
    };
    const body = JSON.stringify(event);
    const post = (signature: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/webhooks/dwolla',
        headers: { host: '127.0.0.1:8080', 'content-type': 'application/json', [DWOLLA_SIGNATURE_HEADER]: signature },
        payload: body,
      });
    const before = await scrape(context.app);
    expect((await post(signDwollaBody(WEBHOOK_SECRET, body))).statusCode).toBe(200);
    expect((await post(signDwollaBody(WEBHOOK_SECRET, body))).statusCode).toBe(200);
    expect((await post(signDwollaBody('not-the-secret', body))).statusCode).toBe(401);
    const after = await scrape(context.app);

    const delta = (outcome: string) =>
      value(after, 'portal_webhooks_received_total', { provider: 'dwolla', outcome }) -
      value(before, 'portal_webhooks_received_total', { provider: 'dwolla', outcome });
    expect([delta('accepted'), delta('duplicate'), delta('rejected')]).toEqual([1, 1, 1]);
  });

  it('includes the process metrics of each replica', async () => {
    const samples = await scrape(context.app);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });
});

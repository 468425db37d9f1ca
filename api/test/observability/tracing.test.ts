import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { startTracing, type RunningTracing } from '../../src/platform/observability/tracing-sdk';
import { isTracingEnabled } from '../../src/platform/observability';
import { createClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { graphql, useTestApp } from '../support/test-app';

const exporter = new InMemorySpanExporter();
let tracing: RunningTracing;
// Before the apps are built: resolvers are wrapped when the GraphQL plugin registers.
beforeAll(() => {
  tracing = startTracing({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
});
afterAll(async () => {
  await tracing.shutdown();
  expect(isTracingEnabled()).toBe(false);
});

const spanId = (span: ReadableSpan) => span.spanContext().spanId;
const traceId = (span: ReadableSpan) => span.spanContext().traceId;
const named = (name: string) => exporter.getFinishedSpans().filter((span) => span.name === name);

// Both drivers: the SQL spans wrap each driver’s prepared query (src/observability/trace-sql.ts).
describe.each(driversFor('both'))('OpenTelemetry spans (%s)', (driver) => {
  const context = useTestApp(driver);
  beforeEach(() => exporter.reset());

  it('traces a GraphQL request: a span for the resolver, its SQL statements as children', async () => {
    const fixture = await createClientFixture(context.database.db, 'demo');
    exporter.reset();
    const { statusCode, body } = await graphql(
      context.app,
      'query TransferHistory { allTransfers(first: 5) { id status } }',
      { headers: { authorization: `Bearer ${fixture.token}` } },
    );
    expect(statusCode).toBe(200);
    expect(body.errors).toBeUndefined();

    const [resolver] = named('graphql.resolve Query.allTransfers');
    expect(resolver).toBeDefined();
    expect(resolver!.attributes).toMatchObject({
      'graphql.operation.name': 'TransferHistory',
      'graphql.operation.type': 'query',
      'graphql.field.name': 'allTransfers',
    });
    const statements = exporter
      .getFinishedSpans()
      .filter((span) => span.parentSpanContext?.spanId === spanId(resolver!));
    expect(statements.length).toBeGreaterThan(0);
    const select = statements.find((span) => span.name === 'SELECT');
    expect(select).toBeDefined();
    expect(select!.kind).toBe(SpanKind.CLIENT);
    expect(traceId(select!)).toBe(traceId(resolver!));
    expect(select!.attributes).toMatchObject({ 'db.system.name': 'postgresql', 'portal.db.driver': driver });
    expect(String(select!.attributes['db.query.text'])).toMatch(/select .*from "transfer"/i);
  });

  it('keeps parameter values (personal data) out of SQL spans', async () => {
    const marker = `observability-${randomUUID()}`;
    await graphql(context.app, `query TenantLookup { allTenants(where: { identifier: "${marker}" }) { id } }`);
    const sqlSpans = exporter.getFinishedSpans().filter((span) => 'db.query.text' in span.attributes);
    expect(sqlSpans.length).toBeGreaterThan(0);
    for (const span of sqlSpans) expect(JSON.stringify(span.attributes)).not.toContain(marker);
  });

  it('keeps query strings out of HTTP spans: url.full of an outgoing fetch, url.query of every span', async () => {
    const port = driver === 'pglite' ? 4177 : 4178;
    const server = http.createServer((_request, response) => response.writeHead(204).end());
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const marker = `secret-${randomUUID()}`;
      const response = await fetch(`http://127.0.0.1:${port}/hooks/path?token=${marker}#frag`);
      expect(response.status).toBe(204);
      await tracing.flush();
      const spans = exporter
        .getFinishedSpans()
        .filter((span) => 'url.full' in span.attributes || 'url.path' in span.attributes);
      const client = spans.find(
        (span) => span.kind === SpanKind.CLIENT && String(span.attributes['url.full']).includes('/hooks/path'),
      );
      expect(client).toBeDefined();
      expect(client!.attributes['url.full']).toBe(`http://127.0.0.1:${port}/hooks/path`);
      for (const span of spans) {
        expect(span.attributes['url.query']).toBeUndefined();
        expect(JSON.stringify(span.attributes)).not.toContain(marker);
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('traces a provider call as a client span, with the vendor outcome on a failure', async () => {
    const key = `tenants/${randomUUID()}/observability/traced.txt`;
    await context.app.providers.objectStore.put(key, Buffer.from('traced'), 'text/plain');
    await expect(context.app.providers.payments.getTransfer('no-such-transfer')).rejects.toThrow();

    const [put] = named('storage put');
    expect(put).toBeDefined();
    expect(put!.kind).toBe(SpanKind.CLIENT);
    expect(put!.attributes).toMatchObject({ 'portal.provider': 'storage', 'portal.provider.adapter': 'local' });
    expect(put!.status.code).toBe(0);

    const [refused] = named('payments getTransfer');
    expect(refused).toBeDefined();
    expect(refused!.attributes).toMatchObject({ 'portal.provider.outcome': 'refused', 'error.type': 'ProviderError' });
    expect(refused!.status.code).toBe(2);
  });
});

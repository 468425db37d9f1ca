/**
 * Property: no request, however malformed, gets a 5xx, and the server keeps answering. At
 * least 10,000 generated requests spread over every registered route (collected as the app
 * registers them) and every GraphQL query and mutation of the schema, with hostile path
 * segments, query strings, content types, bodies, hosts and credentials. In-process
 * (`app.inject`), on one database driver: the property is about request handling, not the
 * driver.
 */
import fc from 'fast-check';
import { buildSchema, getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { buildApp, type App } from '../../src/app/build-app';
import { loadSchema } from '../../src/platform/graphql/schema';
import { createLogger } from '../../src/platform/logging/logger';
import { TENANT_IDS } from '../support/auth-api';
import { createTestClient, createTestSession } from '../support/auth-fixtures';
import { RecordingSmsProvider } from '../support/recording-sms';
import { HOSTS, LogCapture, testConfig, testProviders } from '../support/test-app';
import { driversFor, openSeededDatabase } from '../support/test-databases';
import type { DatabaseHandle } from '../../src/platform/database/database';

const RUNS = 10_000;

interface Route {
  method: string;
  url: string;
}

/** Strings that have broken servers before: NUL, lone surrogates, traversal, huge, JSON-ish. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '\u0000',
    '\ud800',
    '\udfff',
    '../../etc/passwd',
    '%00',
    '%',
    '%E0%A4%A',
    '..%2f..%2f',
    'a'.repeat(5_000),
    '{"$where":1}',
    '<script>alert(1)</script>',
    '12345',
    'true',
    'null',
    '__proto__',
    'constructor',
    '00000000-0000-4000-8000-00000000dead',
    TENANT_IDS.demo,
    '+15005550006',
    '(500) 555-0006',
    '1e308',
    '-0',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom({ __proto__: { polluted: true } }, { constructor: { prototype: {} } }, [[[[]]]], { '': '' }),
);
const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/graphql',
  'multipart/form-data',
  'multipart/form-data; boundary=XX',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
);
const rawBody = fc.oneof(
  hostileValue.map((value) => JSON.stringify(value) ?? 'undefined'),
  hostileString,
  fc.constantFrom('{', '[', '{"a":', '--XX\r\nContent-Disposition: form-data; name="passport"\r\n\r\n', '\u0000'),
);

/** Every UTF-8 byte percent-encoded (a lone surrogate included, as the replacement character). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

describe('malformed requests never get a 5xx (property, fast-check)', () => {
  let database: DatabaseHandle;
  let app: App;
  let logs: LogCapture;
  const routes: Route[] = [];
  let token = '';
  /**
   * The live-status stream answers a valid session with a response that stays open by design
   * (server-sent events): `inject` would wait on it for ever. Its refusals (no or a bad
   * session, another tenant) are covered by api/test/transfers/events.test.ts.
   */
  const isEventStream = (url: string) => url.endsWith('/transfers/events');

  beforeAll(async () => {
    database = await openSeededDatabase(driversFor('one')[0]!);
    const config = testConfig();
    logs = new LogCapture();
    const logger = createLogger({ logLevel: 'error' }, logs);
    app = buildApp(config, { database, logger, providers: testProviders(config, logger, new RecordingSmsProvider()) });
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS' && !isEventStream(route.url))
          routes.push({ method, url: route.url });
      }
    });
    await app.ready();
    const client = await createTestClient(database.db, { tenantId: TENANT_IDS.demo });
    token = await createTestSession(database.db, { clientId: client.id, tenantId: TENANT_IDS.demo });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const graphqlOperations = () => {
    const schema = buildSchema(loadSchema());
    const operations: { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [];
    for (const [kind, type] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(type?.getFields() ?? {})) operations.push({ kind, field });
    }
    return operations;
  };

  it(`answers ${RUNS} generated malformed requests with 2xx–4xx and keeps running`, async () => {
    expect(routes.length).toBeGreaterThan(10);
    const operations = graphqlOperations();
    expect(operations.length).toBeGreaterThan(8);

    const common = fc.record({
      host: fc.constantFrom(HOSTS.demo, HOSTS.acme, HOSTS.bare, 'nope.localhost:8080', '', '..', 'a'.repeat(300)),
      auth: fc.constantFrom('none', 'valid', 'garbage', 'empty'),
      remoteAddress: fc.ipV4(),
    });

    const restRequest = fc.record({
      kind: fc.constant('rest' as const),
      route: fc.constantFrom(...routes),
      segment: hostileString,
      rawSegment: fc.boolean(),
      query: fc.dictionary(fc.constantFrom('to', 'query', 'expires', 'signature', 'first', 'x'), hostileString, {
        maxKeys: 3,
      }),
      contentType,
      body: fc.option(rawBody, { nil: undefined }),
      common,
    });

    const graphqlRequest = fc.record({
      kind: fc.constant('graphql' as const),
      operation: fc.constantFrom(...operations),
      variables: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
      argumentValues: fc.array(hostileValue, { maxLength: 4 }),
      shape: fc.constantFrom('typed-variables', 'json-body-variants', 'raw-query', 'get'),
      rawQuery: hostileString,
      common,
    });

    await fc.assert(
      fc.asyncProperty(fc.oneof(restRequest, graphqlRequest), async (request) => {
        const { host, auth, remoteAddress } = request.common;
        const headers: Record<string, string> = { host };
        if (auth === 'valid') headers.authorization = `Bearer ${token}`;
        if (auth === 'garbage') headers.authorization = 'Bearer \u0000garbage';
        if (auth === 'empty') headers.authorization = 'Bearer ';

        let response;
        if (request.kind === 'rest') {
          const segment = request.rawSegment
            ? request.segment.replace(/[^\x21-\x7e]|[?#/]/g, '') // stray '%' stays: malformed escapes
            : percentEncode(request.segment);
          const url = request.route.url.replace(/:[A-Za-z]+/g, () => segment).replace('*', segment);
          const search = new URLSearchParams(request.query).toString();
          if (request.contentType) headers['content-type'] = request.contentType;
          response = await app.inject({
            method: request.route.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers,
            remoteAddress,
            payload: request.route.method === 'GET' ? undefined : request.body,
          });
        } else {
          const { field } = request.operation;
          const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
          const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
          const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
          const document = `${request.operation.kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
          const variables: Record<string, unknown> = { ...request.variables };
          field.args.forEach((arg, index) => {
            if (index < request.argumentValues.length) variables[arg.name] = request.argumentValues[index];
          });
          headers['content-type'] = 'application/json';
          if (request.shape === 'get') {
            const search = new URLSearchParams({ query: document, variables: JSON.stringify(variables) });
            response = await app.inject({ method: 'GET', url: `/api/graphql?${search}`, headers, remoteAddress });
          } else if (request.shape === 'raw-query') {
            headers['content-type'] = 'application/graphql';
            response = await app.inject({
              method: 'POST',
              url: '/api/graphql',
              headers,
              remoteAddress,
              payload: request.rawQuery,
            });
          } else {
            const body =
              request.shape === 'typed-variables'
                ? { query: document, variables }
                : { query: request.argumentValues[0] ?? document, variables: request.argumentValues[1] ?? variables };
            response = await app.inject({
              method: 'POST',
              url: '/api/graphql',
              headers,
              remoteAddress,
              payload: JSON.stringify(body),
            });
          }
        }
        if (response.statusCode >= 500) {
          throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}\n${logs.text.slice(-2_000)}`);
        }
      }),
      { numRuns: RUNS },
    );

    // Still running, and still right.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const tenants = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: HOSTS.demo, 'content-type': 'application/json' },
      payload: { query: '{ allTenants(where: { identifier: "demo" }) { identifier } }' },
    });
    expect(tenants.json()).toEqual({ data: { allTenants: [{ identifier: 'demo' }] } });
  }, 600_000);
});

import { GENERIC_ERROR } from '@portal/shared/constants';
import { buildApp } from '../src/app/build-app';
import { MAX_QUERY_DEPTH } from '../src/graphql/plugin';
import { driversFor, openSeededDatabase } from './support/test-databases';
import { graphql, HOSTS, LogCapture, testConfig, useTestApp } from './support/test-app';
import { createLogger } from '../src/platform/logging/logger';

describe.each(driversFor('one'))('GraphQL errors (%s)', (driver) => {
  const context = useTestApp(driver);
  const post = (payload: string, contentType = 'application/json') =>
    context.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: HOSTS.demo, 'content-type': contentType },
      payload,
    });

  it('answers a syntax error with 400 and the parser message', async () => {
    const { statusCode, body } = await graphql(context.app, '{ allTenants { id ');
    expect(statusCode).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it('answers an unknown field with 400, naming it', async () => {
    const { statusCode, body } = await graphql(context.app, '{ allTenants { id nam } }');
    expect(statusCode).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Cannot query field "nam" on type "Tenant"'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('answers a body that is not JSON with 400 and a message', async () => {
    const response = await post('{"query": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toEqual(expect.any(String));
  });

  it('answers a body without a query with 400 and a message', async () => {
    const response = await post('{"variables": {}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/query/);
  });

  it('answers a variable of the wrong type with 400', async () => {
    const { statusCode, body } = await graphql(
      context.app,
      'query ($first: Int) { allTenants(first: $first) { id } }',
      {
        variables: { first: 'many' },
      },
    );
    expect(statusCode).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a missing required variable with 400, not 500', async () => {
    const response = await post(
      JSON.stringify({ query: 'query ($id: ID!) { allTenants(where: { id: $id }) { id } }' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/\$id/);
  });

  it(`refuses queries deeper than ${MAX_QUERY_DEPTH}`, async () => {
    const deep = `{ ${'allBrandings { tenant { tenantGroup { id } } } '.repeat(1)} }`;
    expect((await graphql(context.app, deep)).statusCode).toBe(200);
    const nested = Array.from({ length: MAX_QUERY_DEPTH + 1 }, () => '...F').join(' ');
    const tooDeep = `query { allTenants { tenantGroup { id } ...F } } fragment F on Tenant { tenantGroup { id } } ${nested}`;
    const { statusCode } = await graphql(context.app, tooDeep);
    expect(statusCode).toBe(400);
  });

  it('blocks a form post that could come cross-site (CSRF)', async () => {
    const response = await post('query={allTenants{id}}', 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Cross-Site Request Forgery/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('hides the details of a server failure behind the generic message', async () => {
    const database = await openSeededDatabase(driver);
    const logs = new LogCapture();
    const app = buildApp(testConfig(), { database, logger: createLogger({ logLevel: 'info' }, logs) });
    await database.close();
    try {
      const { statusCode, body } = await graphql(app, '{ allTenants(where: { identifier: "demo" }) { id } }');
      expect(statusCode).toBe(500);
      expect(body.errors).toEqual([
        {
          message: GENERIC_ERROR,
          locations: expect.any(Array),
          path: ['allTenants'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      // The cause is in the log for whoever is on call.
      expect(logs.entries.some((entry) => entry.msg === 'GraphQL operation failed' && entry.err)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

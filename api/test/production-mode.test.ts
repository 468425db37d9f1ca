import { driversFor } from './support/test-databases';
import { graphql, useTestApp } from './support/test-app';

const INTROSPECTION = '{ __schema { types { name } } }';

// One app in each mode per driver, shared by the three topics below: building an app (a
// PGlite copy, Fastify's ready) is most of this file's time, and none of these tests writes.
describe.each(driversFor('one'))('production mode against sandbox mode (%s)', (driver) => {
  const production = useTestApp(driver, { mode: 'production' });
  const sandbox = useTestApp(driver, { mode: 'sandbox' });

  describe('GraphQL in production mode', () => {
    it('refuses introspection', async () => {
      const { statusCode, body } = await graphql(production.app, INTROSPECTION);
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/introspection/i);
      expect(body.data ?? null).toBeNull();

      const typeQuery = await graphql(production.app, '{ __type(name: "Tenant") { fields { name } } }');
      expect(typeQuery.statusCode).toBe(400);
    });

    it('still allows __typename, which clients use for caching', async () => {
      const { statusCode } = await graphql(
        production.app,
        '{ allTenants(where: { identifier: "demo" }) { __typename id } }',
      );
      expect(statusCode).toBe(200);
    });

    it('gives no field suggestions', async () => {
      const { body } = await graphql(production.app, '{ allTenants { identifie } }');
      expect(body.errors?.[0]?.message).toBe('Cannot query field "identifie" on type "Tenant".');
      const input = await graphql(production.app, 'query ($w: TenantWhereInput) { allTenants(where: $w) { id } }', {
        variables: { w: { identifer: 'demo' } },
      });
      expect(input.statusCode).toBe(400);
      expect(input.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    });

    it('allows introspection and suggestions in sandbox mode, for the developers', async () => {
      expect((await graphql(sandbox.app, INTROSPECTION)).statusCode).toBe(200);
      const { body } = await graphql(sandbox.app, '{ allTenants { identifie } }');
      expect(body.errors?.[0]?.message).toMatch(/Did you mean "identifier"\?/);
    });
  });

  describe('the sandbox inbox', () => {
    const inbox = (app: typeof production.app) =>
      app.inject({ method: 'GET', url: '/api/sandbox/inbox', headers: { host: 'demo.localhost:8080' } });

    it('exists in sandbox mode, where a person trying the product reads their code', async () => {
      expect((await inbox(sandbox.app)).statusCode).toBe(200);
    });

    it('does not exist in production mode, even with sandbox providers wired in', async () => {
      expect((await inbox(production.app)).statusCode).toBe(404);
    });

    it('serves the sandbox ACH ledger’s inspection routes in sandbox mode only', async () => {
      const get = (app: typeof production.app, url: string) =>
        app.inject({ method: 'GET', url, headers: { host: 'demo.localhost:8080' } });
      const transfers = '/api/sandbox/payments/transfers?correlationId=t-1';
      expect((await get(sandbox.app, transfers)).json()).toEqual({ transfers: [] });
      expect((await get(sandbox.app, '/api/sandbox/payments/customers/unknown')).statusCode).toBe(404);
      expect((await get(production.app, transfers)).statusCode).toBe(404);
      expect((await get(production.app, '/api/sandbox/payments/customers/unknown')).statusCode).toBe(404);
    });
  });

  describe('the sandbox Link', () => {
    const institutions = (app: typeof production.app) =>
      app.inject({
        method: 'GET',
        url: '/api/sandbox/link/institutions?linkToken=link-sandbox-unknown',
        headers: { host: 'demo.localhost:8080' },
      });

    it('exists in sandbox mode, where it checks the link token', async () => {
      const response = await institutions(sandbox.app);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 'INVALID_LINK_TOKEN' });
    });

    it('does not exist in production mode, even with the sandbox bank-linking provider wired in', async () => {
      expect(production.app.providers.sandboxBankLinking).not.toBeNull();
      const response = await institutions(production.app);
      expect(response.statusCode).toBe(404);
      const login = await production.app.inject({
        method: 'POST',
        url: '/api/sandbox/link/login',
        headers: { host: 'demo.localhost:8080' },
        payload: { linkToken: 'x', institution_id: 'ins_109508', username: 'user_good', password: 'pass_good' },
      });
      expect(login.statusCode).toBe(404);
    });
  });
});

import { buildSchema } from 'graphql';
import { ONCE_PER_REQUEST_DIRECTIVE } from '../../src/auth/once-per-request-rule';
import { loadSchema } from '../../src/graphql/schema';
import { randomTestPhone } from '../support/auth-fixtures';
import { register, registrationBody } from '../support/auth-api';
import { graphql, HOSTS, useTestApp } from '../support/test-app';
import { TEST_DRIVERS } from '../support/test-databases';

describe.each(TEST_DRIVERS)('code verification cannot be multiplied over GraphQL (%s)', (driver) => {
  const context = useTestApp(driver, { authRateLimits: { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000 } });

  it('refuses a batch of operations in one request', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: HOSTS.demo, 'content-type': 'application/json' },
      payload: Array.from({ length: 50 }, () => ({ query: '{ allTenants { id } }' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBeTruthy();
  });

  it('refuses a document of many aliased verifications', async () => {
    const phone = randomTestPhone();
    const clientId = (await register(context.app, registrationBody(phone))).json().client.id;
    const guesses = Array.from(
      { length: 100 },
      (_, index) =>
        `g${index}: verifySecurityCode(clientId: "${clientId}", code: "${String(index).padStart(6, '0')}") { token }`,
    );
    const { statusCode, body } = await graphql(context.app, `mutation { ${guesses.join(' ')} }`);
    expect(statusCode).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('declares the directive that limits sign-in fields to one per request', () => {
    const schema = buildSchema(loadSchema());
    expect(schema.getDirective(ONCE_PER_REQUEST_DIRECTIVE)?.locations).toEqual(['FIELD_DEFINITION']);
  });
});

import { buildSchema } from 'graphql';
import { ONCE_PER_REQUEST_DIRECTIVE, ONCE_PER_REQUEST_MESSAGE } from '../../src/identity/once-per-request-rule';
import { loadSchema } from '../../src/platform/graphql/schema';
import { randomTestPhone } from '../support/auth-fixtures';
import { TENANT_IDS } from '../support/auth-api';
import { graphql, HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

describe.each(driversFor('one'))('sign-in operations cannot be multiplied over GraphQL (%s)', (driver) => {
  const context = useTestApp(driver, {
    authRateLimits: { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 },
  });

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

  /** A createClient field: the one sign-in operation of the schema (it texts a code). */
  const createClientField = (alias: string, phone: string) =>
    `${alias}: createClient(data: { firstName: "Ana", lastName: "Lopez", mobilePhone: "${phone}", agreement: true, tenant: { connect: { id: "${TENANT_IDS.demo}" } } }) { id }`;

  it('allows one sign-in operation in a document: the field exists and works', async () => {
    const phone = randomTestPhone();
    const { statusCode, body } = await graphql(context.app, `mutation { ${createClientField('only', phone)} }`);
    expect(body.errors ?? []).toEqual([]);
    expect(statusCode).toBe(200);
    expect(context.sms.messagesTo(phone)).toHaveLength(1);
  });

  it('refuses a document of several aliased sign-in operations, before any of them runs', async () => {
    const phones = Array.from({ length: 20 }, () => randomTestPhone());
    const fields = phones.map((phone, index) => createClientField(`c${index}`, phone));
    const { statusCode, body } = await graphql(context.app, `mutation { ${fields.join(' ')} }`);
    expect(statusCode).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: ONCE_PER_REQUEST_MESSAGE,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    for (const phone of phones) expect(context.sms.messagesTo(phone)).toHaveLength(0);
  });

  it('declares the directive that limits sign-in fields to one per request', () => {
    const schema = buildSchema(loadSchema());
    expect(schema.getDirective(ONCE_PER_REQUEST_DIRECTIVE)?.locations).toEqual(['FIELD_DEFINITION']);
  });
});

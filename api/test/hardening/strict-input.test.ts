import { english } from '../../src/i18n';
import { MALFORMED_UPLOAD } from '../../src/clients/identity-documents/identity-document-routes';
import { register, registrationBody, TENANT_IDS, verify } from '../support/auth-api';
import { createTestClient, createTestSession, randomTestPhone } from '../support/auth-fixtures';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

/** Malformed bodies are the caller's error (4xx with a message), never a guess and never a 500. */
describe.each(driversFor('one'))('strict request input (%s)', (driver) => {
  const test = useTestApp(driver, {
    authRateLimits: { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 },
  });

  const postGraphql = (contentType: string, payload: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: HOSTS.demo, 'content-type': contentType },
      payload,
    });

  it.each([
    ['a number', '{"query":12345}'],
    ['true', '{"query":true}'],
    ['an object', '{"query":{"kind":"Document"}}'],
    ['an array holding a document', '{"query":["{ allTenants { id } }"]}'],
    ['null', '{"query":null}'],
  ])('answers 400 to a GraphQL body whose query is %s', async (_what, payload) => {
    const response = await postGraphql('application/json', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[0]?.message).toEqual(expect.any(String));
  });

  it('answers 400 to JSON query text in a JSON body or a GET query string', async () => {
    const response = await postGraphql('application/json', JSON.stringify({ query: '{"kind":"Document"}' }));
    expect(response.statusCode).toBe(400);
    const viaGet = await test.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('12345')}`,
      headers: { host: HOSTS.demo, 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.statusCode).toBe(400);
  });

  it('answers 400 to operationName or variables of the wrong type', async () => {
    const query = '{ allTenants { id } }';
    for (const extra of [{ operationName: 5 }, { variables: '{}' }, { variables: [1] }]) {
      const response = await postGraphql('application/json', JSON.stringify({ query, ...extra }));
      expect(response.statusCode).toBe(400);
    }
  });

  it('takes application/graphql documents and answers 400 to broken or empty ones', async () => {
    expect((await postGraphql('application/graphql', '{ allTenants { id } }')).statusCode).toBe(200);
    expect((await postGraphql('application/graphql; charset=utf-8', '{ allTenants { id } }')).statusCode).toBe(200);
    // Mercurius reads query text that is JSON as a syntax tree: none of these may reach it.
    const jsonTrees = [
      '12345',
      'true',
      'null',
      '"x"',
      '[]',
      '{}',
      '{"kind":"Document"}',
      '{"kind":"Document","definitions":7}',
    ];
    for (const payload of ['', ' ', '{', '{"query":"{ allTenants { id } }"}', '\u0000', ...jsonTrees]) {
      const response = await postGraphql('application/graphql', payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
    }
  });

  it.each([['"true"'], ['1'], ['[true]'], ['"yes"']])(
    'refuses agreement: %s instead of coercing it to true',
    async (agreement) => {
      const phone = randomTestPhone();
      const body = { ...registrationBody(phone), agreement: JSON.parse(agreement) as unknown };
      const response = await register(test.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(test.sms.messagesTo(phone)).toHaveLength(0);
    },
  );

  it('refuses a numeric verification code instead of reading it as text', async () => {
    const attempt = 'A'.repeat(43);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/users/${TENANT_IDS.demo}/verify`,
      headers: { host: HOSTS.demo },
      payload: { attempt, code: 123456 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/code must be string/);
    // The same digits as text reach the code check (a wrong code, but read as one).
    expect((await verify(test.app, attempt, '123456')).json().message).not.toMatch(/must be string/);
  });

  describe('POST /assets/private/ with a malformed multipart body', () => {
    let token: string;
    beforeAll(async () => {
      const client = await createTestClient(test.database.db, { tenantId: TENANT_IDS.demo });
      token = await createTestSession(test.database.db, { clientId: client.id, tenantId: TENANT_IDS.demo });
    });

    it.each([
      ['no boundary', 'multipart/form-data', 'garbage'],
      [
        'a file cut off mid-part',
        'multipart/form-data; boundary=XX',
        '--XX\r\nContent-Disposition: form-data; name="passport"; filename="a.png"\r\n\r\n\x89PNG',
      ],
      [
        'a field cut off mid-part',
        'multipart/form-data; boundary=XX',
        '--XX\r\nContent-Disposition: form-data; name="TENANT_GUID"\r\n\r\nabc',
      ],
    ])('answers 4xx to %s', async (_what, contentType, payload) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/assets/private/',
        headers: { host: HOSTS.demo, 'content-type': contentType, authorization: `Bearer ${token}` },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('names the problem when the body cannot be read at all', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/assets/private/',
        headers: { host: HOSTS.demo, 'content-type': 'multipart/form-data', authorization: `Bearer ${token}` },
        payload: 'garbage',
      });
      expect(response.json()).toEqual({ message: english(MALFORMED_UPLOAD), code: 'BAD_USER_INPUT' });
    });
  });
});

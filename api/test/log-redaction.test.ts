import { driversFor } from './support/test-databases';
import { graphql, HOSTS, useTestApp } from './support/test-app';

const SSN = '987-65-4321';
const TOKEN = 'sess_5b1f0e9d2c7a4e33';

describe.each(driversFor('one'))('request logs (%s)', (driver) => {
  const context = useTestApp(driver);

  it('never contain an SSN, a token or a cookie sent by a client', async () => {
    // A rejected variable: graphql-js echoes its value in the error message.
    await graphql(context.app, 'query ($first: Int) { allTenants(first: $first) { id } }', {
      variables: { first: SSN },
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `session=${TOKEN}` },
    });
    // Variables in a GET query string.
    await context.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('{ allTenants { id } }')}&variables=${encodeURIComponent(JSON.stringify({ ssn: SSN, token: TOKEN }))}`,
      headers: { host: HOSTS.demo, authorization: `Bearer ${TOKEN}`, 'mercurius-require-preflight': 'true' },
    });
    // A REST path that does not exist, with credentials.
    await context.app.inject({
      method: 'GET',
      url: `/api/security/customer?ssn=${SSN}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });

    expect(context.logs.entries.length).toBeGreaterThan(0);
    expect(context.logs.text).toContain('request completed');
    expect(context.logs.text).not.toContain(SSN);
    expect(context.logs.text).not.toContain(TOKEN);
  });
});

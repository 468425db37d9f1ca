import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(driversFor('one'))('request log lines and request ids (%s)', (driver) => {
  const context = useTestApp(driver);
  const linesOf = (requestId: string) => context.logs.entries.filter((entry) => entry.reqId === requestId);

  it('logs one line per request, without the query string, under the id the answer names', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('{ allTenants { id } }')}&variables=%7B%7D`,
      headers: { host: HOSTS.demo, 'mercurius-require-preflight': 'true' },
    });
    const requestId = response.headers['x-request-id'] as string;
    expect(requestId).toMatch(UUID);
    expect(linesOf(requestId)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/graphql',
        host: HOSTS.demo,
        statusCode: response.statusCode,
        responseTime: expect.any(Number),
      }),
    ]);
    expect(context.logs.text).not.toContain('incoming request');
  });

  it('keeps a well-formed incoming x-request-id, in the answer and in every line of the request', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: HOSTS.demo, 'content-type': 'application/json', 'x-request-id': 'edge-7f3a.91:2' },
      payload: { query: '{ nope }' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe('edge-7f3a.91:2');
    const lines = linesOf('edge-7f3a.91:2');
    // The rejection and the request line, both under the caller's id.
    expect(lines.map((line) => line.msg)).toEqual(['GraphQL operation rejected', 'request completed']);
  });

  it.each([
    ['a space', 'two words'],
    ['too long', 'x'.repeat(129)],
    ['a forged JSON fragment', '","level":60,"msg":"x'],
  ])('replaces an incoming id with %s by a fresh one', async (_case, incoming) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { host: HOSTS.demo, 'x-request-id': incoming },
    });
    expect(response.statusCode).toBe(404);
    const requestId = response.headers['x-request-id'] as string;
    expect(requestId).toMatch(UUID);
    expect(linesOf(requestId)).toHaveLength(1);
    expect(context.logs.text).not.toContain(incoming);
  });

  it('names the request id on REST error answers too', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/security/customer',
      headers: { host: HOSTS.demo, 'content-type': 'application/json', 'x-request-id': 'rest-error-1' },
      payload: {},
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['x-request-id']).toBe('rest-error-1');
    expect(linesOf('rest-error-1').at(-1)).toEqual(
      expect.objectContaining({ msg: 'request completed', statusCode: response.statusCode }),
    );
  });
});

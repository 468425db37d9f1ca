import { loadConfig } from '../../src/platform/config/config';
import { driversFor } from '../support/test-databases';
import { useTestApp } from '../support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

describe.each(driversFor('one'))('who may read /metrics (%s)', (driver) => {
  const productionOpen = useTestApp(driver, { mode: 'production' });
  const productionToken = useTestApp(driver, { mode: 'production', metricsToken: TOKEN });
  const sandboxToken = useTestApp(driver, { mode: 'sandbox', metricsToken: TOKEN });

  const get = (context: typeof productionOpen, authorization?: string) =>
    context.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('does not exist in production without METRICS_TOKEN', async () => {
    const response = await get(productionOpen);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('portal_http_request_duration_seconds');
  });

  it.each([
    ['no credentials', undefined],
    ['a wrong token', 'Bearer metrics-token-0123456789abcdeX'],
    ['the token without the Bearer scheme', TOKEN],
    ['another scheme', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
  ])('refuses a scrape with %s in production', async (_case, authorization) => {
    const response = await get(productionToken, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(response.body).not.toContain('portal_');
  });

  it('serves a scrape that presents the token, in production and in a sandbox that sets one', async () => {
    for (const context of [productionToken, sandboxToken]) {
      const response = await get(context, `Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    }
    expect((await get(sandboxToken)).statusCode).toBe(401);
  });
});

describe('METRICS_TOKEN', () => {
  it('must be a long random secret when set', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeNull();
  });
});

/**
 * Paths only a program calls (the tenant API, /metrics) are never answered with the portal's
 * page: an unknown one is a JSON 404 in the API's error shape, whatever the method.
 */
import { driversFor } from '../support/test-databases';
import { HOSTS, useTestApp } from '../support/test-app';
import { createBuildFixture, FIXTURE_MANIFEST_URLS as manifestUrls } from '../web/build-fixture';
import { tenantWithKey } from '../tenant-api/tenant-api-kit';

const root = createBuildFixture();
const web = {
  root,
  productName: 'Closing Portal',
  manifestUrls,
  assetHosts: [],
  releasesDir: `${root}/releases`,
  releasesUrl: '/releases/',
};

describe.each(driversFor('one'))('unknown server paths (%s)', (driver) => {
  const sandbox = useTestApp(driver, { web });
  const production = useTestApp(driver, { web, mode: 'production' });
  let key: string;
  beforeAll(async () => {
    key = (await tenantWithKey(sandbox.database.db, 'paths')).key;
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    'answers %s of an unknown tenant API path with a JSON 404',
    async (method) => {
      const response = await sandbox.app.inject({
        method,
        url: '/tenant-api/v1/no-such-thing/42?x=1',
        headers: { host: HOSTS.demo, authorization: `Bearer ${key}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'No tenant API route /tenant-api/v1/no-such-thing/42',
      });
    },
  );

  it('answers an unknown path outside any API with a JSON 404 for a method other than GET', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/no-such-page', headers: { host: HOSTS.demo } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('still serves the page for a client-side route', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/transfer-history',
      headers: { host: HOSTS.demo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers /metrics in production without METRICS_TOKEN with a JSON 404, not the page', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/metrics', headers: { host: HOSTS.demo } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

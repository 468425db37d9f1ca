import { buildApp } from '../src/app/build-app';
import { driversFor, openSeededDatabase } from './support/test-databases';
import { testConfig, useTestApp } from './support/test-app';

// Both drivers: readiness asks the database, and each driver fails its own way when it is gone.
describe.each(driversFor('both'))('health probes (%s)', (driver) => {
  const context = useTestApp(driver);

  it('GET /healthz answers while the process is up', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 503 when the database is gone, and /healthz still 200', async () => {
    const database = await openSeededDatabase(driver);
    const app = buildApp(testConfig(), { database });
    await database.close();
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', code: 'SERVICE_UNAVAILABLE' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('keeps the probes at the root, not under the API base', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(404);
  });
});

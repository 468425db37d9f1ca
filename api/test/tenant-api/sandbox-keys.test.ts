import type { DatabaseDriver } from '../../src/platform/database/database';
import { sandboxKeyRoutes, SandboxKeysInProductionError } from '../../src/tenant-integration';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { call } from './tenant-api-kit';

describe.each(driversFor('one'))('sandbox API key route (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver);

  it('issues a working key for a tenant by subdomain, to this machine only', async () => {
    const issued = await context.app.inject({
      method: 'POST',
      url: '/tenant-api/v1/sandbox/keys',
      remoteAddress: '127.0.0.1',
      payload: { tenant: 'acme', label: 'test' },
    });
    expect(issued.statusCode).toBe(201);
    const { key } = issued.json<{ key: string }>();
    expect((await call(context.app, key, 'GET', '/transfers')).statusCode).toBe(200);
    expect(context.logs.text).not.toContain(key);

    const remote = await context.app.inject({
      method: 'POST',
      url: '/tenant-api/v1/sandbox/keys',
      remoteAddress: '203.0.113.9',
      headers: { host: HOSTS.demo, 'x-forwarded-for': '127.0.0.1' },
      payload: { tenant: 'acme' },
    });
    expect(remote.statusCode).toBe(403);
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/tenant-api/v1/sandbox/keys',
      remoteAddress: '127.0.0.1',
      payload: { tenant: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each(driversFor('one'))('sandbox API key route in production mode (%s)', (driver: DatabaseDriver) => {
  const production = useTestApp(driver, { mode: 'production' });

  it('does not exist, and cannot be registered there', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/tenant-api/v1/sandbox/keys',
      remoteAddress: '127.0.0.1',
      payload: { tenant: 'acme' },
    });
    expect(response.statusCode).toBe(404);
    await expect(
      sandboxKeyRoutes({} as never, { mode: 'production', keys: production.app.tenantApi.keys }),
    ).rejects.toBeInstanceOf(SandboxKeysInProductionError);
  });
});

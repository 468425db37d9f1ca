/**
 * A replica draining before shutdown (docs/adr/0037): /readyz fails so the balancer stops
 * sending, but requests are still served, each closing its connection; the drain ends only
 * once requests have stopped arriving.
 */
import type { DatabaseDriver } from '../../src/platform/database/database';
import { drain, QUIET_MS, createLifecycle, noteRequest } from '../../src/platform/lifecycle/drain';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

describe.each(driversFor('one'))('draining (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver);
  afterEach(() => {
    context.app.lifecycle.draining = false;
  });

  it('fails /readyz while still serving, and closes each connection after its answer', async () => {
    expect((await context.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const draining = drain(context.app.lifecycle, 0);
    await draining;

    const ready = await context.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', code: 'SERVICE_UNAVAILABLE' });
    const served = await context.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { host: HOSTS.demo, 'content-type': 'application/json' },
      payload: { query: '{ allTenants { identifier } }' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });
});

describe('the drain', () => {
  it('lasts the minimum, then until no request (probes aside) has come for a quiet second', async () => {
    const lifecycle = createLifecycle();
    const started = Date.now();
    const traffic = setInterval(() => noteRequest(lifecycle, '/api/graphql'), 100);
    const probes = setInterval(() => noteRequest(lifecycle, '/readyz'), 50);
    setTimeout(() => clearInterval(traffic), 700);
    await drain(lifecycle, 200);
    clearInterval(probes);
    expect(lifecycle.draining).toBe(true);
    // The last request came at ~600-700 ms: the drain waited a quiet second after it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600 + QUIET_MS - 50);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('ends after the minimum when nothing arrives', async () => {
    const lifecycle = createLifecycle();
    const started = Date.now();
    await drain(lifecycle, 100);
    expect(Date.now() - started).toBeLessThan(QUIET_MS);
  });
});

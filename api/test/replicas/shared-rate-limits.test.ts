/**
 * The rate-limit store every replica shares (src/rate-limits/): two apps on one store count
 * one budget, as two replicas do; on the database (both drivers) and on Redis (REDIS_URL).
 */
import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import Redis from 'ioredis';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { createRateLimitStore, type SharedRateLimitStore } from '../../src/platform/rate-limits/rate-limit-store';
import { openSeededDatabase, TEST_DRIVERS } from '../support/test-databases';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A "replica": an app with a limited route and a route-less limit (as the auth plugin makes). */
async function replica(store: SharedRateLimitStore) {
  const app = Fastify();
  await app.register(rateLimit, { ...store.pluginOptions, global: false });
  app.get('/route', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
  const codes = app.rateLimit({ max: 2, timeWindow: 60_000, keyGenerator: (request) => `codes:${request.ip}` });
  app.get('/codes', { onRequest: codes }, async () => 'ok');
  await app.ready();
  return app;
}

type Backend = {
  name: string;
  open(prefix: string): Promise<{ store: () => SharedRateLimitStore; close(): Promise<void> }>;
};

const databaseBackend = (driver: (typeof TEST_DRIVERS)[number]): Backend => ({
  name: driver,
  async open(prefix) {
    const database: DatabaseHandle = await openSeededDatabase(driver);
    return {
      store: () => createRateLimitStore({ db: database.db, redisUrl: null, keyPrefix: prefix }),
      close: () => database.close(),
    };
  },
});

const redisBackend: Backend = {
  name: 'redis',
  async open(prefix) {
    const stores: SharedRateLimitStore[] = [];
    return {
      store: () => {
        const store = createRateLimitStore({ db: null as never, redisUrl: REDIS_URL, keyPrefix: prefix });
        stores.push(store);
        return store;
      },
      async close() {
        await Promise.all(stores.map((store) => store.close()));
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`portal-rate-limit:${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      },
    };
  },
};

describe.each([...TEST_DRIVERS.map(databaseBackend), redisBackend])('shared rate-limit store ($name)', (backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  let apps: Awaited<ReturnType<typeof replica>>[];
  beforeAll(async () => {
    opened = await backend.open(`${randomUUID()}:`);
    apps = [await replica(opened.store()), await replica(opened.store())];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await opened.close();
  });

  const get = (index: number, url: string, remoteAddress = '192.0.2.1') =>
    apps[index]!.inject({ method: 'GET', url, remoteAddress });

  it("counts one budget across apps, per key, with the window's time left", async () => {
    expect((await get(0, '/route')).statusCode).toBe(200);
    expect((await get(1, '/route')).statusCode).toBe(200);
    const third = await get(0, '/route');
    expect(third.statusCode).toBe(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const refused = await get(1, '/route');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get(1, '/route', '192.0.2.2')).statusCode).toBe(200);
  });

  it('keeps a route-less limit apart from the route limits (its key names it)', async () => {
    expect((await get(1, '/codes')).statusCode).toBe(200);
    expect((await get(0, '/codes')).statusCode).toBe(200);
    expect((await get(1, '/codes')).statusCode).toBe(429);
  });
});

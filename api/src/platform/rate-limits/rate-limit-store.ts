/**
 * Where @fastify/rate-limit keeps its counters: shared by every replica (docs/adr/0036), so a
 * per-IP or per-key limit holds whichever replica a request reaches. PostgreSQL by default
 * (the database every replica already has; PGlite in a single process), Redis when REDIS_URL
 * is set (the plugin's own Redis store: one round trip to Redis instead of one to the database).
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Database } from '../database/database';
import { onFirstUse } from '../first-use';
import { createPostgresRateLimitStore } from './postgres-rate-limit-store';

/** ioredis loads only when REDIS_URL asks for it: most starts never need it (docs/adr/0054). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above)
const ioredis = onFirstUse(() => require('ioredis') as typeof import('ioredis'));

export interface RateLimitStoreOptions {
  db: Database;
  /** redis:// URL (REDIS_URL), or null for the database. */
  redisUrl: string | null;
  /** Prepended to every key; tests give each app its own so files do not share budgets. */
  keyPrefix?: string;
}

export interface SharedRateLimitStore {
  /** Spread into `app.register(rateLimit, { ...pluginOptions })` (every registration of the plugin). */
  pluginOptions: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  close(): Promise<void>;
}

export function createRateLimitStore({ db, redisUrl, keyPrefix = '' }: RateLimitStoreOptions): SharedRateLimitStore {
  if (redisUrl) {
    // A limit check waits for the connection (the first requests after start-up), but while
    // Redis is down it fails after one reconnection attempt (a 500 the client can retry)
    // instead of hanging the request until Redis returns.
    const redis = new (ioredis().Redis)(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    return {
      pluginOptions: { redis, nameSpace: `portal-rate-limit:${keyPrefix}` },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  return { pluginOptions: { store: createPostgresRateLimitStore(db, keyPrefix) }, close: async () => undefined };
}

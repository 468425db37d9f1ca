/**
 * @fastify/rate-limit's store interface over the rate_limit_counter table: a fixed window per
 * key, counted by one atomic upsert, with the database's clock so replicas agree on windows.
 * (The plugin's built-in stores are process memory, which each replica would have its own
 * of, and Redis.)
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { rateLimitCounter } from '../database/schema';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string; url?: string };
}

/** About one increment in this many also deletes the rows whose window has ended. */
const SWEEP_EVERY = 200;

export function createPostgresRateLimitStore(db: Database, keyPrefix: string) {
  const increment = async (key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> => {
    const window = `${Math.max(1, Math.trunc(timeWindowMs))} milliseconds`;
    const expired = sql`${rateLimitCounter.resetsAt} <= now()`;
    const [row] = await db
      .insert(rateLimitCounter)
      .values({ key, hits: 1, resetsAt: sql`now() + ${window}::interval` })
      .onConflictDoUpdate({
        target: rateLimitCounter.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounter.hits} + 1 end`,
          resetsAt: sql`case when ${expired} then now() + ${window}::interval else ${rateLimitCounter.resetsAt} end`,
        },
      })
      .returning({
        hits: rateLimitCounter.hits,
        ttlMs: sql<string>`ceil(extract(epoch from (${rateLimitCounter.resetsAt} - now())) * 1000)`,
      });
    if (!row) throw new Error('rate limit upsert returned no row');
    if (Math.random() * SWEEP_EVERY < 1) {
      // Ended windows are dead weight (a new hit restarts them anyway); nobody waits on this.
      void db
        .delete(rateLimitCounter)
        .where(lte(rateLimitCounter.resetsAt, sql`now()`))
        .catch(() => undefined);
    }
    return { current: row.hits, ttl: Math.max(0, Number(row.ttlMs)) };
  };

  /** The store class the plugin instantiates (`new Store(params)`), then `child` per limit. */
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(params: StoreParams, prefix = keyPrefix) {
      if (params.continueExceeding || params.exponentialBackoff) {
        throw new Error('The shared rate-limit store counts fixed windows only (no continueExceeding or backoff)');
      }
      this.prefix = prefix;
    }

    /** The plugin passes the limit's window (ms) with every increment. */
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      increment(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /**
     * One store per limit. A route's `config.rateLimit` names its route; limits made with
     * `app.rateLimit()` have no route, so their keyGenerator must name the limit.
     */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): PostgresRateLimitStore {
      // Typed as route options; at run time the plugin passes the limit's merged parameters.
      const params = routeOptions as unknown as StoreParams;
      const route = params.routeInfo?.url ? `${params.routeInfo.method ?? ''} ${params.routeInfo.url}:` : '';
      return new PostgresRateLimitStore(params, this.prefix + route);
    }
  };
}

/** PostgreSQL through node-postgres: the database when DATABASE_URL is set. */
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient } from 'pg';
import {
  checkedChannel,
  MIGRATIONS_FOLDER,
  type DatabaseHandle,
  type DatabaseOptions,
  type ListenEvents,
} from './database-handle';
import * as schema from './schema';

export function openPostgres(connectionString: string, options: DatabaseOptions = {}): DatabaseHandle {
  const pool = new Pool({ connectionString, max: options.maxConnections });
  // The pool listens to idle connections only: a connection in use (a query, a transaction)
  // that the server drops would emit 'error' with no listener and end the process. Each gets
  // its own for its whole life; the query in flight fails with the error, and the pool
  // discards the connection when it comes back.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePostgres(pool, { schema, logger: options.queryLogger });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload, events) => listenPostgres(pool, checkedChannel(channel), onPayload, events ?? {}),
    close: () => pool.end(),
  };
}

/** Waits before the next attempt to listen again: 250 ms, doubling, at most 5 s. */
export const relistenDelayMs = (attempt: number) => Math.min(250 * 2 ** attempt, 5_000);

/**
 * LISTEN on a connection of its own, taken out of the pool for as long as anyone listens. A
 * lost connection is replaced for as long as the listener is wanted, with backoff
 * (relistenDelayMs); `events` hears the gap, since notifications sent meanwhile are missed.
 */
async function listenPostgres(
  pool: Pool,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.once('error', (error) => {
      // Before LISTEN succeeded, connect() releases it; once stopped, release() has.
      if (current !== client) return;
      current = null;
      client.release(error);
      events.onDown?.(error);
      reconnect(0);
    });
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    current = client;
  };

  const reconnect = (attempt: number) => {
    if (stopped) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => (stopped ? void release() : events.onUp?.()),
        () => reconnect(attempt + 1),
      );
    }, relistenDelayMs(attempt));
  };

  const release = async () => {
    const client = current;
    current = null;
    if (!client) return;
    await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    client.release();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await release();
  };
}

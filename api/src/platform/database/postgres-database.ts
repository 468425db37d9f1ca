/** PostgreSQL through node-postgres: the database when DATABASE_URL is set. */
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient } from 'pg';
import { checkedChannel, MIGRATIONS_FOLDER, type DatabaseHandle, type DatabaseOptions } from './database-handle';
import * as schema from './schema';

export function openPostgres(connectionString: string, options: DatabaseOptions = {}): DatabaseHandle {
  const pool = new Pool({ connectionString });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePostgres(pool, { schema, logger: options.queryLogger });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload) => listenPostgres(pool, checkedChannel(channel), onPayload, options),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own, taken out of the pool for as long as anyone listens. A
 * lost connection is replaced after a short delay (notifications sent meanwhile are missed,
 * which live status tolerates: the browser also reloads the list when the stream reconnects).
 */
async function listenPostgres(
  pool: Pool,
  channel: string,
  onPayload: (payload: string) => void,
  options: DatabaseOptions,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: PoolClient | null = null;
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', (error) => {
      options.onPoolError?.(error);
      client.release(error);
      if (current === client) current = null;
      if (!stopped)
        setTimeout(() => void connect().catch((retry: Error) => options.onPoolError?.(retry)), RELISTEN_DELAY_MS);
    });
    await client.query(`LISTEN ${channel}`);
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    const client = current;
    current = null;
    if (!client) return;
    await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    client.release();
  };
}

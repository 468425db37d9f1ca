import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume, type Logger as QueryLogger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool, type PoolClient } from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;

/** What both drivers return for raw SQL (`db.execute(sql\`…\`)`): node-postgres and PGlite both carry `rows`. */
export interface RawRows<TRow> {
  rows: TRow[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RawRows<Assume<this['row'], Record<string, unknown>>>;
}

/** The query API both drivers share; repositories depend on this, never on a driver. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

/** A transaction has the same query API as the database it belongs to. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Applies the SQL migrations in api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel`, once its transaction commits (PostgreSQL:
   * on a dedicated connection, so every replica hears every commit; PGlite: in this process).
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** LISTEN takes an identifier, not a parameter: only plain lower-case names are accepted. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
  return channel;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

export interface DatabaseOptions {
  /** Errors of idle pooled connections (e.g. the server restarted); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
  /** Sees every statement with its parameters (tests count statements; the API bench captures its SQL). */
  queryLogger?: QueryLogger;
}

/** PGlite in `config.pgliteDir` by default; node-postgres when DATABASE_URL is set. */
export function createDatabase(config: AppConfig, options: DatabaseOptions = {}): DatabaseHandle {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options);
  mkdirSync(path.dirname(config.pgliteDir), { recursive: true });
  return openPglite(new PGlite(config.pgliteDir));
}

export function openPglite(client: PGlite, options: Pick<DatabaseOptions, 'queryLogger'> = {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema, logger: options.queryLogger });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload) => client.listen(checkedChannel(channel), onPayload),
    close: () => client.close(),
  };
}

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

/** True when no tenant exists yet: the signal for a sandbox's start to seed the demo data (demo-data.ts). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(schema.tenant)
    .limit(1);
  return rows.length === 0;
}

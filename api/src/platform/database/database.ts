import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql, type Assume, type Logger as QueryLogger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config/config';
import { setAsideOtherMajorVersion } from './pglite-data-dir';
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
export function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
  return channel;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', '..', 'drizzle');

export interface DatabaseOptions {
  /** Errors of idle pooled connections (e.g. the server restarted); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
  /** Sees every statement with its parameters (tests count statements; the API bench captures its SQL). */
  queryLogger?: QueryLogger;
  /** Hears what a start changed on disk that its operator should know (an older embedded database set aside). */
  onWarning?: (message: string) => void;
}

/**
 * PGlite in `config.pgliteDir` by default; node-postgres when DATABASE_URL is set. Each driver's
 * module is required only here, when chosen: a start never loads the other one (pg and
 * drizzle's driver for it cost 60–80 ms, docs/adr/0054).
 */
export function createDatabase(config: AppConfig, options: DatabaseOptions = {}): DatabaseHandle {
  if (config.databaseUrl) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the chosen driver only (above)
    const { openPostgres } = require('./postgres-database') as typeof import('./postgres-database');
    return openPostgres(config.databaseUrl, options);
  }
  mkdirSync(path.dirname(config.pgliteDir), { recursive: true });
  const setAside = setAsideOtherMajorVersion(config.pgliteDir, config.mode);
  if (setAside) {
    options.onWarning?.(
      `The embedded database was written by an older PostgreSQL; it was moved to ${setAside} and a new one is seeded (docs/adr/0057)`,
    );
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the chosen driver only (above)
  const { openPgliteIn } = require('./pglite-database') as typeof import('./pglite-database');
  return openPgliteIn(config.pgliteDir);
}

/** True when no tenant exists yet: the signal for a sandbox's start to seed the demo data (demo-data.ts). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(schema.tenant)
    .limit(1);
  return rows.length === 0;
}

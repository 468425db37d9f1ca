import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume, type Logger as QueryLogger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
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
  close(): Promise<void>;
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
    close: () => pool.end(),
  };
}

/** True when no tenant exists yet: the signal for main.ts to seed the demo data. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(schema.tenant)
    .limit(1);
  return rows.length === 0;
}

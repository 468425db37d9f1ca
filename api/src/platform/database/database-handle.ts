/**
 * What every user of the database sees, whichever driver serves it: the query API, the
 * handle's life cycle, the options. The drivers (pglite-database.ts, postgres-database.ts)
 * implement it; database.ts chooses one.
 */
import path from 'node:path';
import type { Assume, Logger as QueryLogger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

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
   * Resolves to a function that stops listening; rejects when the first LISTEN fails. A
   * connection lost later is replaced, with backoff, for as long as the listener is wanted;
   * `events` hears when listening stops and resumes (what was sent in between is missed).
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** LISTEN takes an identifier, not a parameter: only plain lower-case names are accepted. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
export function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
  return channel;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', '..', 'drizzle');

/** How a listener hears that its connection was lost and replaced. */
export interface ListenEvents {
  /** Listening stopped (the connection failed): notifications are missed until onUp. */
  onDown?: (error: unknown) => void;
  /** Listening again after onDown. */
  onUp?: () => void;
}

export interface DatabaseOptions {
  /**
   * Errors of pooled connections, idle or in use (the server restarted, the network dropped).
   * Every connection has a listener: without one, such an error would end the process.
   */
  onPoolError?: (error: Error) => void;
  /** Sees every statement with its parameters (tests count statements; the API bench captures its SQL). */
  queryLogger?: QueryLogger;
  /** PostgreSQL: the pool's size (node-postgres' default, 10, when unset). */
  maxConnections?: number;
  /** Hears what a start changed on disk that its operator should know (an older embedded database set aside). */
  onWarning?: (message: string) => void;
}

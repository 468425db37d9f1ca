import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config/config';
import type { Database, DatabaseHandle, DatabaseOptions } from './database-handle';
import { setAsideOtherMajorVersion } from './pglite-data-dir';
import * as schema from './schema';

export * from './database-handle';

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

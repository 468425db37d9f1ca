/** The embedded database (PGlite): what `pnpm start` uses unless DATABASE_URL is set. */
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { checkedChannel, MIGRATIONS_FOLDER, type DatabaseHandle, type DatabaseOptions } from './database-handle';
import * as schema from './schema';

/**
 * PostgreSQL's settings for the embedded engine. PostgreSQL zeroes its shared buffers at every
 * start, in WebAssembly here: at the default 128 MB that was about half of PGlite's own start.
 * The embedded database serves one process, whose working set fits in 16 MB many times over;
 * the operating system's page cache holds the rest of the files. API ready on an existing
 * database: 1.7-2.3 s -> 1.3-1.7 s median (docs/adr/0057).
 */
const EMBEDDED_POSTGRESQL_CONF = ['shared_buffers=16MB'];

/**
 * Every PGlite the API and its tests make. Its engine is 8.8 MB of WebAssembly, which V8 runs
 * from its baseline compiler (Liftoff) only: by default V8 also recompiles the hot functions
 * with its optimizing compiler (TurboFan) on background threads, anew for every PGlite. On two
 * cores that recompiling competed with the start-up it was meant to speed up and held the main
 * thread in waits: an API start on an existing database was ready in 2.6-2.7 s (median) with
 * it and 1.7-2.1 s without; the first queries ran 2-3x slower. The price is about 7 % slower queries
 * once the optimized code would have been ready (docs/adr/0056). The flag is process-wide, so
 * the little other WebAssembly compiled after it (undici's HTTP parser) runs on Liftoff too.
 */
export function newPglite(options: PGliteOptions = {}): PGlite {
  setFlagsFromString('--liftoff-only');
  return new PGlite({ postgresqlconf: EMBEDDED_POSTGRESQL_CONF, ...options });
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

/** PGlite in a folder of its own (created by the caller), as `pnpm start` opens it. */
export function openPgliteIn(dataDir: string): DatabaseHandle {
  return openPglite(newPglite({ dataDir }));
}

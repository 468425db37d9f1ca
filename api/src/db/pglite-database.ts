/** The embedded database (PGlite): what `pnpm start` uses unless DATABASE_URL is set. */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { checkedChannel, MIGRATIONS_FOLDER, type DatabaseHandle, type DatabaseOptions } from './database';
import * as schema from './schema';

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
  return openPglite(new PGlite(dataDir));
}

/**
 * `pnpm seed`: resets the database to the demo data. The embedded database is deleted and
 * recreated; a PostgreSQL database (DATABASE_URL) has all its tables emptied. Stop the server
 * first: it holds the embedded database open.
 */
import { rmSync } from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ConfigError, loadConfig } from '../platform/config/config';
import { createDataCipher } from '../platform/security/data-cipher';
import { resolveSecrets } from '../platform/security/secrets';
import { createDatabase, type Database } from '../platform/database/database';
import { assertDemoSeedAllowed } from './demo-data';
import * as schema from '../platform/database/schema';
import { seed } from './seed';

async function main() {
  const config = loadConfig();
  // Before anything is deleted: production never holds demo data, whatever the database.
  assertDemoSeedAllowed(config);
  if (!config.databaseUrl) rmSync(config.pgliteDir, { recursive: true, force: true });

  const database = createDatabase(config);
  try {
    await database.migrate();
    if (database.driver === 'postgres') await emptyAllTables(database.db);
    // The server's keys (configured, or the sandbox file), so it can open the seeded access tokens.
    const { dataKeys } = resolveSecrets({ settings: config.secrets, mode: config.mode, dataDir: config.dataDir });
    await seed(database.db, { testFixtures: config.seedTestFixtures, cipher: createDataCipher(dataKeys) });
  } finally {
    await database.close();
  }
  const where = config.databaseUrl ? 'the DATABASE_URL database' : config.pgliteDir;
  console.log(`Seeded demo data${config.seedTestFixtures ? ' and test fixtures' : ''} into ${where}`);
}

async function emptyAllTables(db: Database) {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} CASCADE`));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/database';
import { seed } from '../../src/db/seed';
import { createThrowawayPostgres, ENV, TEST_DRIVERS } from './test-databases';

/**
 * Migrations run once per database per run: here. PostgreSQL gets a throwaway database the
 * teardown drops; PGlite gets a migrated, seeded template that each test file loads into
 * memory (loading a dump is much faster than initialising and migrating again).
 */
export default async function globalSetup() {
  if (TEST_DRIVERS.includes('postgres')) {
    const url = await createThrowawayPostgres();
    process.env[ENV.postgresUrl] = url;
    await migrateAndSeed(openPostgres(url));
  }
  if (TEST_DRIVERS.includes('pglite')) {
    const client = new PGlite();
    await migrateAndSeed(openPglite(client), async () => {
      const dumpPath = path.join(tmpdir(), `portal-api-test-${randomBytes(6).toString('hex')}.tar`);
      const dump = await client.dumpDataDir('none');
      await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
      process.env[ENV.pgliteDump] = dumpPath;
    });
  }
}

async function migrateAndSeed(database: DatabaseHandle, beforeClose?: () => Promise<void>) {
  try {
    await database.migrate();
    await seed(database.db, { testFixtures: true });
    await beforeClose?.();
  } finally {
    await database.close();
  }
}

import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { newPglite, openPglite } from '../../src/platform/database/pglite-database';
import { openPostgres } from '../../src/platform/database/postgres-database';
import { seed } from '../../src/seed/seed';
import {
  copyThrowawayPostgres,
  createThrowawayPostgres,
  dropThrowawayPostgres,
  ENV,
  TEST_DRIVERS,
  workerDatabaseUrl,
} from './test-databases';

/** The environment variables (ENV) that name one test run's databases. */
export type PreparedDatabases = Record<string, string>;

/**
 * Migrations and the seed run once per driver per test run: here, before any test file.
 * PostgreSQL: a migrated, seeded template and one copy of it per jest worker, so files that
 * run side by side never share a database (a copy costs a fraction of migrating). PGlite:
 * dumps of a migrated, seeded data directory and of a freshly initialised one, which each
 * test file loads into memory (loading a dump is much faster than initialising again).
 */
export async function prepareTestDatabases({ workers }: { workers: number }): Promise<PreparedDatabases> {
  const prepared: PreparedDatabases = { [ENV.prepared]: '1' };
  try {
    if (TEST_DRIVERS.includes('postgres')) {
      const url = await createThrowawayPostgres();
      prepared[ENV.postgresUrl] = url;
      await migrateAndSeed(openPostgres(url));
      for (let workerId = 1; workerId <= workers; workerId++) {
        await copyThrowawayPostgres(url, workerDatabaseUrl(url, workerId));
        prepared[ENV.postgresWorkers] = String(workerId);
      }
    }
    if (TEST_DRIVERS.includes('pglite')) {
      const client = newPglite();
      prepared[ENV.pgliteEmptyDump] = await dumpPglite(client);
      await migrateAndSeed(openPglite(client), async () => {
        prepared[ENV.pgliteDump] = await dumpPglite(client);
      });
    }
  } catch (error) {
    await removeTestDatabases(prepared);
    throw error;
  }
  return prepared;
}

export async function removeTestDatabases(prepared: PreparedDatabases): Promise<void> {
  for (const dump of [prepared[ENV.pgliteDump], prepared[ENV.pgliteEmptyDump]])
    if (dump) await rm(dump, { force: true });
  const templateUrl = prepared[ENV.postgresUrl];
  if (!templateUrl) return;
  const copies = Number(prepared[ENV.postgresWorkers] ?? 0);
  for (let workerId = 1; workerId <= copies; workerId++)
    await dropThrowawayPostgres(workerDatabaseUrl(templateUrl, workerId));
  await dropThrowawayPostgres(templateUrl);
}

async function dumpPglite(client: PGlite): Promise<string> {
  const dumpPath = path.join(tmpdir(), `portal-api-test-${randomBytes(6).toString('hex')}.tar`);
  // PGlite 0.5 does not wait for its own start before a dump: called earlier, the dump's
  // promise never settles.
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  return dumpPath;
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

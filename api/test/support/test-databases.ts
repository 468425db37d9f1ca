import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import {
  openPglite,
  openPostgres,
  type DatabaseDriver,
  type DatabaseHandle,
  type DatabaseOptions,
} from '../../src/db/database';

/**
 * Integration tests run once per driver. Both are required by default (CI has PostgreSQL);
 * TEST_DATABASE_DRIVERS=pglite runs on a machine without one.
 */
export const TEST_DRIVERS: DatabaseDriver[] = (process.env.TEST_DATABASE_DRIVERS ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is DatabaseDriver => name === 'pglite' || name === 'postgres');

/** A server where the test user may create databases; `test` is the database we connect to for that. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Set by global setup for the workers. */
export const ENV = {
  postgresUrl: 'PORTAL_TEST_POSTGRES_URL',
  pgliteDump: 'PORTAL_TEST_PGLITE_DUMP',
} as const;

/** Creates an empty database `portal_test_<random>` on the test server; returns its URL. */
export async function createThrowawayPostgres(): Promise<string> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropThrowawayPostgres(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^portal_test_[0-9a-f]+$/.test(name)) throw new Error(`Refusing to drop ${name}: not a throwaway test database`);
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function withAdminClient(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL} (${String(error)}). ` +
        'Start it, point TEST_POSTGRES_ADMIN_URL at one, or run with TEST_DATABASE_DRIVERS=pglite.',
    );
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrated and seeded (with test fixtures) database of this run for a driver. PostgreSQL:
 * a pool on the run's shared database, so tests that write must use their own rows. PGlite: a
 * private in-memory copy of the seeded template.
 */
export async function openSeededDatabase(
  driver: DatabaseDriver,
  options: Pick<DatabaseOptions, 'queryLogger'> = {},
): Promise<DatabaseHandle> {
  if (driver === 'postgres') return openPostgres(requiredEnv(ENV.postgresUrl), options);
  const dump = await readFile(requiredEnv(ENV.pgliteDump));
  return openPglite(new PGlite({ loadDataDir: new Blob([dump]) }), options);
}

/** A migrated database with no rows: in-memory PGlite, or a fresh throwaway PostgreSQL database. */
export async function openEmptyDatabase(driver: DatabaseDriver): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openPglite(new PGlite());
  const url = await createThrowawayPostgres();
  const handle = openPostgres(url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropThrowawayPostgres(url);
    },
  };
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests through jest (global setup prepares it)`);
  return value;
}

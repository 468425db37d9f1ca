import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { DatabaseDriver, DatabaseHandle, DatabaseOptions } from '../../src/platform/database/database';
import { newPglite, openPglite } from '../../src/platform/database/pglite-database';
import { openPostgres } from '../../src/platform/database/postgres-database';

/**
 * Integration tests run once per driver. Both are required by default (CI has PostgreSQL);
 * TEST_DATABASE_DRIVERS=pglite runs on a machine without one.
 */
export const TEST_DRIVERS: DatabaseDriver[] = (process.env.TEST_DATABASE_DRIVERS ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is DatabaseDriver => name === 'pglite' || name === 'postgres');

/**
 * The driver of the files whose behaviour does not depend on the database: PostgreSQL when the
 * run has it. Measured on this suite it ran the same tests in about a third of PGlite's time (a
 * pool on the worker's copy against a WebAssembly database loaded per file), it is what
 * production runs on, and the end-to-end tests already run the whole product on PGlite.
 * TEST_ONE_DRIVER=pglite runs those files on PGlite instead.
 */
const ONE_DRIVER: DatabaseDriver =
  TEST_DRIVERS.find((driver) => driver === (process.env.TEST_ONE_DRIVER ?? 'postgres')) ?? TEST_DRIVERS[0] ?? 'pglite';

/**
 * The drivers a test file runs on: 'both' where the behaviour depends on the driver (the
 * database layer and migrations, transactions, row locks and concurrency of money movement,
 * the job queue, LISTEN/NOTIFY, the rate-limit store, code with a branch per driver): every
 * driver of the run. 'one' everywhere else: the same SQL through the same repositories, so a
 * second driver would repeat the file for nothing. A file that asks for 'both' says why.
 */
export function driversFor(need: 'both' | 'one'): DatabaseDriver[] {
  return need === 'both' ? TEST_DRIVERS : [ONE_DRIVER];
}

/** A server where the test user may create databases; `test` is the database we connect to for that. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Set before the test files run (prepared-databases.ts), read by the jest workers. */
export const ENV = {
  /** Present once the databases below are ready for every jest run of this test run. */
  prepared: 'PORTAL_TEST_DATABASES_PREPARED',
  /** The migrated, seeded PostgreSQL template; each jest worker has its copy (workerDatabaseUrl). */
  postgresUrl: 'PORTAL_TEST_POSTGRES_URL',
  /** How many worker copies of the template exist. */
  postgresWorkers: 'PORTAL_TEST_POSTGRES_WORKERS',
  /** A PGlite data directory, migrated and seeded. */
  pgliteDump: 'PORTAL_TEST_PGLITE_DUMP',
  /** A PGlite data directory as initialised, before any migration. */
  pgliteEmptyDump: 'PORTAL_TEST_PGLITE_EMPTY_DUMP',
} as const;

const THROWAWAY_NAME = /^portal_test_[0-9a-f]+(_w[0-9]+)?$/;

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** Creates an empty database `portal_test_<random>` on the test server; returns its URL. */
export async function createThrowawayPostgres(): Promise<string> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return databaseUrl(name);
}

/** The copy of the template `templateUrl` that the jest worker `workerId` (1, 2, ...) uses. */
export function workerDatabaseUrl(templateUrl: string, workerId: number): string {
  return databaseUrl(`${databaseName(templateUrl)}_w${workerId}`);
}

/**
 * Copies a throwaway database (`CREATE DATABASE … TEMPLATE`, a file-level copy: far cheaper
 * than migrating and seeding again). Nobody may be connected to the template meanwhile.
 */
export async function copyThrowawayPostgres(templateUrl: string, copyUrl: string): Promise<void> {
  const [template, copy] = [databaseName(templateUrl), databaseName(copyUrl)];
  for (const name of [template, copy])
    if (!THROWAWAY_NAME.test(name))
      throw new Error(`Refusing to copy to or from ${name}: not a throwaway test database`);
  await withAdminClient((client) => client.query(`CREATE DATABASE ${copy} TEMPLATE ${template}`));
}

export async function dropThrowawayPostgres(url: string): Promise<void> {
  const name = databaseName(url);
  if (!THROWAWAY_NAME.test(name)) throw new Error(`Refusing to drop ${name}: not a throwaway test database`);
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

/** This jest worker's copy of the seeded PostgreSQL template (JEST_WORKER_ID is 1 when jest runs in band). */
export function seededPostgresUrl(): string {
  const workerId = Number(process.env.JEST_WORKER_ID ?? '1');
  const copies = Number(requiredEnv(ENV.postgresWorkers));
  if (workerId > copies)
    throw new Error(
      `jest worker ${workerId} has no database: ${copies} were prepared (run with --maxWorkers=${copies})`,
    );
  return workerDatabaseUrl(requiredEnv(ENV.postgresUrl), workerId);
}

/**
 * The migrated and seeded (with test fixtures) database of this run for a driver. PostgreSQL:
 * a pool on this jest worker's copy, shared by the test files the worker runs one after the
 * other, so tests that write must use their own rows. PGlite: a private in-memory copy.
 */
export async function openSeededDatabase(
  driver: DatabaseDriver,
  options: Pick<DatabaseOptions, 'queryLogger'> = {},
): Promise<DatabaseHandle> {
  if (driver === 'postgres') return openPostgres(seededPostgresUrl(), options);
  return openPglite(await loadPglite(ENV.pgliteDump), options);
}

/** A database with no tables: in-memory PGlite as initialised, or a fresh throwaway PostgreSQL database. */
export async function openEmptyDatabase(driver: DatabaseDriver): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openPglite(await loadPglite(ENV.pgliteEmptyDump));
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

async function loadPglite(dumpEnv: string): Promise<PGlite> {
  const dump = await readFile(requiredEnv(dumpEnv));
  return newPglite({ loadDataDir: new Blob([dump]) });
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests through jest (global setup prepares it)`);
  return value;
}

/**
 * The embedded database's folder across the PGlite upgrade (docs/adr/0057): the engine's
 * settings, what PostgreSQL version writes the folder, and what a start does with a folder an
 * older PostgreSQL wrote (sandbox: set aside whole and replaced; production: refused).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/platform/config/config';
import { createDatabase, isDatabaseEmpty } from '../../src/platform/database/database';
import { EmbeddedDatabaseVersionError, PGLITE_POSTGRES_MAJOR } from '../../src/platform/database/pglite-data-dir';
import { newPglite } from '../../src/platform/database/pglite-database';

// A test here starts PGlite on disk (initialising it, migrating) up to twice: past jest's 30 s on
// a two-core machine that other work loads (seen at load 10).
jest.setTimeout(120_000);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-dir-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const configIn = (mode: AppConfig['mode']): AppConfig => ({ ...loadConfig({ DATA_DIR: dataDir }), mode });

/** A folder as PGlite 0.3 left it: PostgreSQL 17's version file beside its data. */
function olderDatabaseIn(pgliteDir: string) {
  mkdirSync(pgliteDir, { recursive: true });
  writeFileSync(path.join(pgliteDir, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(pgliteDir, 'postgresql.conf'), '# the older database\n');
}

it('the embedded engine writes the PostgreSQL version the set-aside check expects, with 16 MB of shared buffers', async () => {
  const pgliteDir = path.join(dataDir, 'pglite');
  const client = newPglite({ dataDir: pgliteDir });
  try {
    const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows).toEqual([{ shared_buffers: '16MB' }]);
  } finally {
    await client.close();
  }
  expect(readFileSync(path.join(pgliteDir, 'PG_VERSION'), 'utf8').trim()).toBe(PGLITE_POSTGRES_MAJOR);
});

it('a sandbox start sets an older database aside, untouched, says where, and opens a new empty one', async () => {
  const config = configIn('sandbox');
  olderDatabaseIn(config.pgliteDir);
  const warnings: string[] = [];
  const database = createDatabase(config, { onWarning: (message) => warnings.push(message) });
  try {
    await database.migrate();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
  } finally {
    await database.close();
  }
  const [setAside, ...others] = readdirSync(dataDir).filter((name) => name.startsWith('pglite-postgres17-'));
  expect(others).toEqual([]);
  const moved = path.join(dataDir, setAside ?? 'nothing set aside');
  expect(readFileSync(path.join(moved, 'postgresql.conf'), 'utf8')).toBe('# the older database\n');
  expect(warnings).toEqual([expect.stringContaining(moved)]);
  expect(readFileSync(path.join(config.pgliteDir, 'PG_VERSION'), 'utf8').trim()).toBe(PGLITE_POSTGRES_MAJOR);
});

it('a production start refuses an older database and leaves it where it is', () => {
  const config = configIn('production');
  olderDatabaseIn(config.pgliteDir);
  expect(() => createDatabase(config)).toThrow(EmbeddedDatabaseVersionError);
  expect(() => createDatabase(config)).toThrow(/written by PostgreSQL 17.*DATABASE_URL/);
  expect(readdirSync(dataDir)).toEqual(['pglite']);
  expect(readFileSync(path.join(config.pgliteDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
});

it('a database of this engine stays where it is, with nothing to warn about', async () => {
  const config = configIn('sandbox');
  const first = createDatabase(config);
  await first.migrate();
  await first.close();
  const warnings: string[] = [];
  const again = createDatabase(config, { onWarning: (message) => warnings.push(message) });
  try {
    expect(await isDatabaseEmpty(again.db)).toBe(true);
  } finally {
    await again.close();
  }
  expect(warnings).toEqual([]);
  expect(readdirSync(dataDir)).toEqual(['pglite']);
  expect(existsSync(path.join(config.pgliteDir, 'PG_VERSION'))).toBe(true);
});

/**
 * A start loads only the database driver it uses (docs/adr/0054): node-postgres when
 * DATABASE_URL is set, PGlite otherwise. Each mock below records when its module is required
 * and is otherwise the real module; each test loads the API's modules afresh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

declare global {
  var mockDriversRequired: string[] | undefined;
}

jest.mock('pg', () => {
  (globalThis.mockDriversRequired ??= []).push('pg');
  return jest.requireActual('pg');
});
jest.mock('@electric-sql/pglite', () => {
  (globalThis.mockDriversRequired ??= []).push('@electric-sql/pglite');
  return jest.requireActual('@electric-sql/pglite');
});

let dataDir: string;
beforeEach(() => {
  globalThis.mockDriversRequired = [];
  jest.resetModules();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-drivers-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** createDatabase as main.ts calls it, on the configuration `env` gives. */
async function openDatabase(env: Record<string, string>) {
  const { loadConfig } = await import('../../src/platform/config/config');
  const { createDatabase } = await import('../../src/platform/database/database');
  return createDatabase(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env }));
}

it('the embedded database loads PGlite and not pg', async () => {
  const database = await openDatabase({});
  try {
    expect(database.driver).toBe('pglite');
    expect(globalThis.mockDriversRequired).toEqual(['@electric-sql/pglite']);
  } finally {
    await database.close();
  }
});

it('DATABASE_URL loads pg and not PGlite', async () => {
  // The pool connects on its first query, which this test never makes.
  const database = await openDatabase({ DATABASE_URL: 'postgres://127.0.0.1:9/unused' });
  try {
    expect(database.driver).toBe('postgres');
    expect(globalThis.mockDriversRequired).toEqual(['pg']);
  } finally {
    await database.close();
  }
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createApiKeyRepository } from '../../src/tenant-integration';
import { openPostgres } from '../../src/platform/database/postgres-database';
import { seededPostgresUrl, TEST_DRIVERS } from '../support/test-databases';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '../../..');

// `--direct` works on PostgreSQL only (production's database), so this file has no PGlite run.
const describeOnPostgres = TEST_DRIVERS.includes('postgres') ? describe : describe.skip;

describeOnPostgres('pnpm tenant key create --direct', () => {
  it('issues a working key straight on the database, as the documented command', async () => {
    // The command exactly as docs/tenant-api.md gives it: the CLI's own entry, through tsx.
    const { stdout } = await run(
      'pnpm',
      ['tenant', 'key', 'create', '--tenant', 'demo', '--label', 'direct test', '--direct'],
      { cwd: REPO, env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: seededPostgresUrl() } },
    );
    const key = /^(cpk_\S+)$/m.exec(stdout)?.[1];
    expect(key).toBeDefined();
    const database = openPostgres(seededPostgresUrl());
    try {
      const keys = createApiKeyRepository(database.db);
      const found = await keys.authenticate(key!);
      expect(found?.tenantId).toBe(await keys.findTenantIdByIdentifier('demo'));
    } finally {
      await database.close();
    }
  }, 60_000);

  it('names an unknown tenant instead of crashing', async () => {
    const failure = await run('pnpm', ['tenant', 'key', 'create', '--tenant', 'nobody-here', '--direct'], {
      cwd: REPO,
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: seededPostgresUrl() },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('no tenant "nobody-here"') });
  }, 60_000);
});

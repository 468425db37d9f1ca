import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      apiBase: '/api',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, '.data'),
      pgliteDir: path.join(REPO_ROOT, '.data', 'pglite'),
      defaultTenant: 'demo',
      mode: 'sandbox',
      logLevel: 'info',
      seedTestFixtures: false,
      web: { assetHosts: [] },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      API_BASE: '/portal/api',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal',
      DATA_DIR: '/var/lib/portal',
      DEFAULT_TENANT: 'acme',
      PORTAL_MODE: 'sandbox',
      LOG_LEVEL: 'warn',
      TENANT_ASSET_HOSTS: 'https://assets.example.com, https://CDN.example.com:8443',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      apiBase: '/portal/api',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal',
      dataDir: '/var/lib/portal',
      pgliteDir: '/var/lib/portal/pglite',
      defaultTenant: 'acme',
      mode: 'sandbox',
      logLevel: 'warn',
      web: { assetHosts: ['https://assets.example.com', 'https://cdn.example.com:8443'] },
    });
  });

  it('resolves a relative DATA_DIR from the repository root, whatever the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }).dataDir).toBe(path.join(REPO_ROOT, 'tmp', 'data'));
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ API_BASE: 'api' }, /API_BASE must be a path/],
    [{ API_BASE: '/api/' }, /API_BASE must be a path/],
    [{ DATABASE_URL: 'mysql://localhost/portal' }, /DATABASE_URL must be a postgres/],
    [{ DEFAULT_TENANT: 'Demo Tenant' }, /DEFAULT_TENANT must be a lower-case host label/],
    [{ PORTAL_MODE: 'staging' }, /PORTAL_MODE must be one of sandbox, production/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of/],
    [{ TENANT_ASSET_HOSTS: 'https://assets.example.com/logos' }, /TENANT_ASSET_HOSTS must list origins/],
    [{ SEED_TEST_FIXTURES: 'yes' }, /SEED_TEST_FIXTURES must be 1, 0, true or false/],
    [{ SEED_TEST_FIXTURES: '1', PORTAL_MODE: 'production' }, /cannot be enabled when PORTAL_MODE is production/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '-1', PORTAL_MODE: 'staging' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(2);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- PORT.*\n {2}- PORTAL_MODE/);
  });

  it('turns test fixtures on with 1 or true', () => {
    expect(loadConfig({ SEED_TEST_FIXTURES: '1' }).seedTestFixtures).toBe(true);
    expect(loadConfig({ SEED_TEST_FIXTURES: 'TRUE' }).seedTestFixtures).toBe(true);
    expect(loadConfig({ SEED_TEST_FIXTURES: '0' }).seedTestFixtures).toBe(false);
  });
});

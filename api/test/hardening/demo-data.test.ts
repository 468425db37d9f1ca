import { randomBytes } from 'node:crypto';
import { TENANT_NOT_FOUND } from '@portal/shared/constants';
import { buildApp } from '../../src/app/build-app';
import { loadConfig } from '../../src/platform/config/config';
import { type DatabaseHandle, isDatabaseEmpty } from '../../src/platform/database/database';
import { assertDemoSeedAllowed, DEMO_SEED_REFUSED, seedOnStartIfWanted } from '../../src/seed/demo-data';
import { createLogger } from '../../src/platform/logging/logger';
import { RecordingSmsProvider } from '../support/recording-sms';
import { HOSTS, testConfig, testProviders } from '../support/test-app';
import { openEmptyDatabase, driversFor } from '../support/test-databases';
import { testSecrets } from '../support/test-secrets';

const EMBEDDED = { databaseUrl: null, seedTestFixtures: false };

// Both drivers: seeding depends on the database: embedded (seeded on first start) or DATABASE_URL (never).
describe.each(driversFor('both'))('demo data only when asked for (%s)', (driver) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openEmptyDatabase(driver);
    await database.migrate();
  });
  afterEach(() => database.close());

  it('a production start leaves an empty database empty', async () => {
    expect(await seedOnStartIfWanted({ ...EMBEDDED, mode: 'production' }, database.db)).toBe('not-wanted');
    expect(
      await seedOnStartIfWanted(
        { mode: 'production', databaseUrl: 'postgres://db/portal', seedTestFixtures: false },
        database.db,
      ),
    ).toBe('not-wanted');
    expect(await isDatabaseEmpty(database.db)).toBe(true);
  });

  it('a sandbox on someone else’s PostgreSQL (DATABASE_URL) is not seeded behind their back', async () => {
    const config = { mode: 'sandbox' as const, databaseUrl: 'postgres://db/portal', seedTestFixtures: false };
    expect(await seedOnStartIfWanted(config, database.db)).toBe('not-wanted');
    expect(await isDatabaseEmpty(database.db)).toBe(true);
  });

  it('a sandbox on an empty embedded database gets the demo data once (pnpm start)', async () => {
    expect(await seedOnStartIfWanted({ ...EMBEDDED, mode: 'sandbox' }, database.db)).toBe('seeded');
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(await seedOnStartIfWanted({ ...EMBEDDED, mode: 'sandbox' }, database.db)).toBe('not-empty');
  });
});

describe('the demo seed command', () => {
  it('refuses production, whatever the database', () => {
    expect(() => assertDemoSeedAllowed({ mode: 'production' })).toThrow(DEMO_SEED_REFUSED);
    expect(() => assertDemoSeedAllowed({ mode: 'sandbox' })).not.toThrow();
  });
});

describe('the default tenant', () => {
  /** Everything production requires, so loadConfig answers instead of listing what is missing. */
  const productionEnv = () => ({
    PORTAL_MODE: 'production',
    DATA_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    SENSITIVE_DATA_PRIVATE_KEY: testSecrets().transportPrivateKeyPem ?? '',
    AUTH_CODE_HASH_KEY: randomBytes(32).toString('base64'),
    REQUEST_LINK_KEY: randomBytes(32).toString('base64'),
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15005550006',
    SMTP_URL: 'smtps://mail.example.com',
    EMAIL_FROM: 'Title Co <no-reply@title.example>',
    S3_BUCKET: 'portal-docs',
    S3_REGION: 'us-east-1',
    PLAID_CLIENT_ID: 'plaid-client',
    PLAID_SECRET: 'plaid-secret',
    PLAID_ENV: 'production',
    DWOLLA_KEY: 'dwolla-key',
    DWOLLA_SECRET: 'dwolla-secret',
    DWOLLA_WEBHOOK_SECRET: 'dwolla-webhook-secret',
    DWOLLA_ENVIRONMENT: 'production',
    TENANT_PORTAL_URL: 'https://{tenant}.portal.example',
  });

  it('is demo in a sandbox and none in production unless the operator names one', () => {
    expect(loadConfig({}).defaultTenant).toBe('demo');
    expect(loadConfig(productionEnv()).defaultTenant).toBe('');
    expect(loadConfig({ ...productionEnv(), DEFAULT_TENANT: 'acme' }).defaultTenant).toBe('acme');
  });

  it('binds 127.0.0.1 in a sandbox (demo data and an inbox of codes) and every interface in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(productionEnv()).host).toBe('0.0.0.0');
  });

  describe.each(driversFor('one'))('a bare host in production (%s)', (driver) => {
    let database: DatabaseHandle;
    let app: ReturnType<typeof buildApp>;
    beforeAll(async () => {
      database = await openEmptyDatabase(driver);
      await database.migrate();
      // Seeded (so a demo tenant exists) to show that production does not fall back to it.
      await seedOnStartIfWanted({ ...EMBEDDED, mode: 'sandbox' }, database.db);
      const config = testConfig({ mode: 'production', defaultTenant: '' });
      const logger = createLogger({ logLevel: 'silent' });
      app = buildApp(config, {
        database,
        logger,
        providers: testProviders(config, logger, new RecordingSmsProvider()),
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it("answers 'Tenant not found, please check url'", async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: HOSTS.bare },
        payload: { mobilePhone: '(500) 555-0006' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: TENANT_NOT_FOUND });
      const deployment = await app.inject({ method: 'GET', url: '/deployment.json', headers: { host: HOSTS.bare } });
      expect(deployment.json()).toMatchObject({ defaultTenant: '' });
    });
  });
});

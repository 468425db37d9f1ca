import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, type App, type AppDependencies } from '../../src/app/build-app';
import { loadConfig, type AppConfig } from '../../src/platform/config/config';
import type { DatabaseDriver, DatabaseHandle, DatabaseOptions } from '../../src/platform/database/database';
import { createLogger } from '../../src/platform/logging/logger';
import { createProviders, type Providers, type SmsProvider } from '../../src/platform/providers';
import type { Logger } from 'pino';
import { RecordingSmsProvider } from './recording-sms';
import { openSeededDatabase } from './test-databases';
import { testSecrets } from './test-secrets';
import { seededLinkAccounts } from '../../src/seed/sandbox-demo';

/** Hosts as a browser on `pnpm start` would send them (Node cannot resolve *.localhost; inject needs none). */
export const HOSTS = {
  demo: 'demo.localhost:8080',
  acme: 'acme.localhost:8080',
  summit: 'summit.localhost:8080',
  hostile: 'hostile.localhost:8080',
  bare: 'localhost:8080',
} as const;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // A releases folder of no rollout: what a test's pages get never depends on the machine's.
  const releasesDir = path.join(tmpdir(), 'portal-test-releases');
  return { ...loadConfig({ LOG_LEVEL: 'silent', RELEASES_DIR: releasesDir }), secrets: testSecrets(), ...overrides };
}

/** Everything the app logged, as one string, so a test can assert what never appears. */
export class LogCapture extends Writable {
  private chunks: string[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk.toString());
    done();
  }

  get text(): string {
    return this.chunks.join('');
  }

  get entries(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  logs: LogCapture;
  /** Every SMS the app sent (codes included). */
  sms: RecordingSmsProvider;
}

/**
 * Sandbox providers in a throwaway folder, whatever mode the test configures: tests never
 * reach a vendor, and the SMS codes go to `sms` for the test to read.
 */
export function testProviders(config: AppConfig, logger: Logger, sms: SmsProvider): Providers {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-providers-'));
  return {
    ...createProviders({ ...config.providers, mode: 'sandbox', dataDir, apiBase: config.apiBase }, logger, {
      seededLinkAccounts,
    }),
    sms,
  };
}

/**
 * An app on the run's seeded database for `driver`, built before the tests of the enclosing
 * describe and closed after them. Read the fields inside tests (they are set in beforeAll).
 */
export function useTestApp(
  driver: DatabaseDriver,
  overrides: Partial<AppConfig> = {},
  dependencies: Pick<AppDependencies, 'clock'> = {},
  databaseOptions: Pick<DatabaseOptions, 'queryLogger'> = {},
): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    const config = testConfig(overrides);
    context.logs = new LogCapture();
    context.sms = new RecordingSmsProvider();
    context.database = await openSeededDatabase(driver, databaseOptions);
    const logger = createLogger({ logLevel: 'info' }, context.logs);
    context.app = buildApp(config, {
      ...dependencies,
      // Each app its own rate-limit budgets, as each had its own process memory before the
      // shared store: test files run in parallel on one PostgreSQL database.
      rateLimitKeyPrefix: `${randomUUID()}:`,
      database: context.database,
      logger,
      providers: testProviders(config, logger, context.sms),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  statusCode: number;
  body: { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

export async function graphql<T = Record<string, unknown>>(
  app: App,
  query: string,
  options: { variables?: Record<string, unknown>; host?: string; headers?: Record<string, string> } = {},
): Promise<GraphqlResponse<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { host: options.host ?? HOSTS.demo, 'content-type': 'application/json', ...options.headers },
    payload: { query, variables: options.variables },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

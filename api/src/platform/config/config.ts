import path from 'node:path';
import ipaddr from 'ipaddr.js';
import type { AuthRateLimits } from './ip-rate-limits';
import { productionProviderProblems, readProviderSettings, type ProviderSettings } from '../providers/providers-config';
import { readSecretSettings, type SecretSettings } from '../security/secrets-config';
import { readTenantApiSettings, type TenantApiConfig } from './tenant-api-config';
import { remoteManifestUrls, type ModuleId } from '../web/deployment';

export const PORTAL_MODES = ['sandbox', 'production'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  /**
   * REQUEST_TIMEOUT_MS: the most a request may take to arrive, headers and body; a slower one
   * is answered 408 and its connection closed, so a body that never finishes cannot hold one.
   */
  requestTimeoutMs: number;
  host: string;
  /** Prefix of every API route (GraphQL and REST), e.g. `/api`. Never ends with `/`. */
  apiBase: string;
  /** null means the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string | null;
  dataDir: string;
  pgliteDir: string;
  /**
   * Tenant used when the host has no tenant label (bare localhost or an IP address); '' for
   * none, which is production's default: a bare host answers 'Tenant not found'.
   */
  defaultTenant: string;
  mode: PortalMode;
  logLevel: LogLevel;
  /** Seed the hostile test tenant as well (tests and e2e only; refused in production). */
  seedTestFixtures: boolean;
  web: WebConfig;
  /** Data encryption keys, the sensitive-data transport key and the SMS code hash key (platform/security/secrets-config.ts). */
  secrets: SecretSettings;
  /** Twilio, SMTP and S3 settings; a concern without them uses its sandbox (platform/providers/providers-config.ts). */
  providers: ProviderSettings;
  /** Per-IP limits on the routes that send or check SMS codes, per 10 minutes. */
  authRateLimits: AuthRateLimits;
  /**
   * The bearer token a Prometheus scrape of /metrics presents (METRICS_TOKEN). Without it a
   * sandbox serves /metrics openly and production does not serve it (docs/adr/0039).
   */
  metricsToken: string | null;
  /** Web Vitals reports a browser's address may send per minute (POST {apiBase}/web-vitals). */
  webVitalsReportsPerIp: number;
  /** Looks at a transfer request's link a browser's address may make per minute (GET {apiBase}/transfer-requests/:reference). */
  requestPreviewsPerIp: number;
  /** The tenant integration API: portal link template, per-key rate limit (platform/config/tenant-api-config.ts). */
  tenantApi: TenantApiConfig;
  /** Running as one of several replicas (docs/adr/0036, 0037); the defaults suit one process. */
  cluster: ClusterConfig;
}

export interface ClusterConfig {
  /** REDIS_URL: rate-limit counters in Redis instead of the database; null: the database. */
  redisUrl: string | null;
  /**
   * TRUST_PROXY: the load balancers whose X-Forwarded-For names the client (Fastify's
   * trustProxy: their addresses/CIDRs); false: the peer is the client.
   * Without it, per-IP limits behind a balancer would count every client as the balancer.
   */
  trustProxy: false | string[];
  /** JOB_LEASE_MS: how long a dead replica's claimed job waits before another replica takes it. */
  jobLeaseMs: number;
  /** JOB_RETENTION_DAYS: done and failed jobs older than this are deleted (platform/jobs/job-retention.ts). */
  jobRetentionDays: number;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long /readyz fails before the server stops listening (for the balancer to notice). */
  shutdownDrainMs: number;
}

/** How this server publishes the front end (see api/src/platform/web/). */
export interface WebConfig {
  /** Repository root whose `<package>/dist` builds are served; null: serve only /deployment.json. */
  root: string | null;
  productName: string;
  /** Module id → manifest URL of each remote in this deployment (REMOTE_<MODULE>_URL). */
  manifestUrls: Partial<Record<ModuleId, string>>;
  /**
   * Origins tenant logos, favicons, backgrounds and custom-CSS url()s may load from
   * (TENANT_ASSET_HOSTS), besides the portal's own: the CSP and the tenant CSS sanitizer use it.
   */
  assetHosts: string[];
  /** RELEASES_DIR: the releases of the remotes and their rollout's change log (docs/releases.md). */
  releasesDir: string;
  /** RELEASES_URL: where browsers fetch those releases, '/releases/' (this server) or a CDN's URL. */
  releasesUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root: relative DATA_DIR values resolve from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

const TENANT_IDENTIFIER = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const BOOLEAN_FLAGS: Record<string, boolean> = { '': false, '0': false, false: false, '1': true, true: true };

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the configuration once at start-up. Every problem is reported at once
 * so an operator fixes the environment in one go; nothing else in the app reads process.env.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string => (env[name] ?? '').trim();

  const portText = read('PORT') || '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${portText}")`);
  }

  const mode = read('PORTAL_MODE') || 'sandbox';
  if (!isOneOf(PORTAL_MODES, mode)) {
    problems.push(`PORTAL_MODE must be one of ${PORTAL_MODES.join(', ')} (got "${mode}")`);
  }
  const production = mode === 'production';

  // A sandbox holds demo data and an inbox of SMS codes: only this machine may reach it unless
  // HOST says otherwise. Production listens on every interface (behind its load balancer).
  const host = read('HOST') || (production ? '0.0.0.0' : '127.0.0.1');

  const apiBase = read('API_BASE') || '/api';
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(apiBase) || apiBase.endsWith('/') || apiBase.includes('//')) {
    problems.push(`API_BASE must be a path such as /api: starting with "/", not ending with "/" (got "${apiBase}")`);
  }

  const databaseUrl = read('DATABASE_URL') || null;
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL, or empty for the embedded database');
  }

  const dataDir = path.resolve(REPO_ROOT, read('DATA_DIR') || '.data');

  // The demo tenant exists only in a sandbox's demo data; production has no default tenant
  // unless the operator names one.
  const defaultTenant = read('DEFAULT_TENANT') || (production ? '' : 'demo');
  if (defaultTenant !== '' && !TENANT_IDENTIFIER.test(defaultTenant)) {
    problems.push(`DEFAULT_TENANT must be a lower-case host label such as "demo" (got "${defaultTenant}")`);
  }

  const logLevel = read('LOG_LEVEL') || 'info';
  if (!isOneOf(LOG_LEVELS, logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const assetHosts: string[] = [];
  for (const entry of read('TENANT_ASSET_HOSTS').split(',')) {
    if (entry.trim() === '') continue;
    const origin = toOrigin(entry.trim());
    if (origin) assetHosts.push(origin);
    else
      problems.push(`TENANT_ASSET_HOSTS must list origins such as https://assets.example.com (got "${entry.trim()}")`);
  }

  const fixturesText = read('SEED_TEST_FIXTURES').toLowerCase();
  const seedTestFixtures = BOOLEAN_FLAGS[fixturesText];
  if (seedTestFixtures === undefined) {
    problems.push(`SEED_TEST_FIXTURES must be 1, 0, true or false (got "${fixturesText}")`);
  } else if (seedTestFixtures && mode === 'production') {
    problems.push('SEED_TEST_FIXTURES cannot be enabled when PORTAL_MODE is production');
  }

  const manifestUrls = remoteManifestUrls(env);
  for (const [module, url] of Object.entries(manifestUrls)) {
    if (!/^(https?:\/\/|\/)/.test(url))
      problems.push(`REMOTE_${module.toUpperCase()}_URL must be an absolute URL or a path (got "${url}")`);
  }

  const releasesUrl = read('RELEASES_URL') || '/releases/';
  if (!/^(https?:\/\/[^\s]+|\/[^\s]*)\/$/.test(releasesUrl)) {
    problems.push(`RELEASES_URL must be an absolute URL or a path ending with / (got "${releasesUrl}")`);
  }

  const secrets = readSecretSettings(env, mode === 'production' ? 'production' : 'sandbox');
  problems.push(...secrets.problems);
  const providerSettings = readProviderSettings(env);
  problems.push(...providerSettings.problems);
  if (isOneOf(PORTAL_MODES, mode)) problems.push(...productionProviderProblems(mode, providerSettings.settings));

  const perIpLimit = (name: string, fallback: number): number => {
    const text = read(name) || String(fallback);
    if (!/^[1-9]\d{0,5}$/.test(text)) problems.push(`${name} must be a whole number from 1 to 999999 (got "${text}")`);
    return Number(text);
  };
  const wholeNumber = (name: string, fallback: number, min: number, max: number): number => {
    const text = read(name) || String(fallback);
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
    }
    return value;
  };
  const authRateLimits: AuthRateLimits = {
    codeRequestsPerIp: perIpLimit('AUTH_CODE_REQUESTS_PER_IP', 30),
    codeVerificationsPerIp: perIpLimit('AUTH_CODE_VERIFICATIONS_PER_IP', 60),
    passkeyChallengesPerIp: perIpLimit('AUTH_PASSKEY_CHALLENGES_PER_IP', 300),
  };

  const webVitalsReportsPerIp = perIpLimit('WEB_VITALS_REPORTS_PER_IP', 60);
  const requestPreviewsPerIp = perIpLimit('REQUEST_PREVIEWS_PER_IP', 60);

  const metricsToken = read('METRICS_TOKEN') || null;
  if (metricsToken !== null && metricsToken.length < 16) {
    problems.push('METRICS_TOKEN must be at least 16 characters (a random secret)');
  }
  const tenantApi = readTenantApiSettings(read, { mode, port });
  problems.push(...tenantApi.problems);
  const redisUrl = read('REDIS_URL') || null;
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL, or empty to keep rate limits in the database');
  }
  const requestTimeoutMs = wholeNumber('REQUEST_TIMEOUT_MS', 120_000, 1_000, 600_000);
  const cluster: ClusterConfig = {
    redisUrl,
    trustProxy: readTrustProxy(read('TRUST_PROXY'), problems),
    jobLeaseMs: wholeNumber('JOB_LEASE_MS', 60_000, 1_000, 3_600_000),
    jobRetentionDays: wholeNumber('JOB_RETENTION_DAYS', 30, 1, 3_650),
    shutdownDrainMs: wholeNumber('SHUTDOWN_DRAIN_MS', production ? 5_000 : 0, 0, 60_000),
  };

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    requestTimeoutMs,
    host,
    apiBase,
    databaseUrl,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    defaultTenant,
    mode: mode as PortalMode,
    logLevel: logLevel as LogLevel,
    seedTestFixtures: seedTestFixtures === true,
    web: {
      root: read('WEB_ROOT') ? path.resolve(read('WEB_ROOT')) : null,
      productName: read('PRODUCT_NAME') || 'Closing Portal',
      manifestUrls,
      assetHosts,
      releasesDir: path.resolve(REPO_ROOT, read('RELEASES_DIR') || 'releases'),
      releasesUrl,
    },
    secrets: secrets.settings,
    providers: providerSettings.settings,
    authRateLimits,
    metricsToken,
    webVitalsReportsPerIp,
    requestPreviewsPerIp,
    tenantApi: tenantApi.settings,
    cluster,
  };
}

const TRUSTED_PROXY = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

/** An address, or a CIDR of at least one prefix bit: a /0 trusts every peer's X-Forwarded-For. */
function isTrustableProxy(entry: string): boolean {
  if (!TRUSTED_PROXY.test(entry)) return false;
  if (!entry.includes('/')) return ipaddr.isValid(entry);
  try {
    return ipaddr.parseCIDR(entry)[1] > 0;
  } catch {
    return false;
  }
}

/** TRUST_PROXY: empty (trust nobody) or the balancers' addresses/CIDRs, such as 127.0.0.1,10.0.0.0/8. */
function readTrustProxy(text: string, problems: string[]): false | string[] {
  if (text === '') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isTrustableProxy)) return entries;
  problems.push(
    `TRUST_PROXY must be a comma-separated list of addresses/CIDRs, none of them /0 (everyone) (got "${text}")`,
  );
  return false;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The origin of an http(s) URL that is nothing more (no path, query or credentials), else null. */
function toOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
  } catch {
    return null;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}

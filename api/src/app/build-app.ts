import Fastify from 'fastify';
import type { Logger } from 'pino';
import { authPlugin } from '../identity';
import { bankingPlugin, createReturnRiskScorer } from '../banking';
import { systemClock, type Clock } from '../platform/clock';
import type { AppConfig } from '../platform/config/config';
import { createDatabase, type DatabaseHandle } from '../platform/database/database';
import { createLifecycle, noteRequest, type Lifecycle } from '../platform/lifecycle/drain';
import { createLogger } from '../platform/logging/logger';
import { requestIdHeaderPlugin, requestIdOf, RequestLogController } from '../platform/logging/request-log';
import { observabilityPlugin, webVitalsRoutes } from '../platform/observability';
import { errorHandlerPlugin } from '../platform/http/error-handler';
import { createRepositories } from './repositories';
import { servicesPlugin } from './services-plugin';
import { serializersOnFirstUse } from '../platform/http/serializers-on-first-use';
import { strictBodyValidators } from '../platform/http/strict-body-validation';
import { tenancyPlugin } from '../platform/http/tenancy-plugin';
import { languagePlugin } from '../platform/http/request-language';
import { createProviders, type Providers, type SandboxProviderData } from '../platform/providers';
import { createRateLimitStore } from '../platform/rate-limits/rate-limit-store';
import { apiRoutes } from './api-routes';
import {
  createMoneyMovement,
  createStatusAnnouncer,
  type MoneyMovement,
  type MoneyMovementOptions,
} from '../transfers';
import { healthRoutes } from '../platform/lifecycle/health-routes';
import { sandboxPlugin } from '../sandbox';
import { resolveSecrets } from '../platform/security/secrets';
import { createRequestReferences } from '../platform/security/request-references';
import { createDataCipher } from '../platform/security/data-cipher';
import { securityPlugin } from '../clients';
import {
  createTenantApi,
  recordReviewEvent,
  recordTransferStatusEvent,
  sandboxKeyRoutes,
  tenantApiPlugin,
  type TenantApi,
} from '../tenant-integration';
import { createRiskReview, createRiskScreen, type RiskReview } from '../risk';
import { compressionPlugin } from '../platform/web/compression';
import { webPlugin } from '../platform/web/web-plugin';

export interface AppDependencies {
  /**
   * An open (and migrated) database. When given, the caller closes it; otherwise buildApp
   * opens one from the configuration and closes it with the app.
   */
  database?: DatabaseHandle;
  /** A pino logger; tests pass one writing to a stream they read. Default: createLogger(config). */
  logger?: Logger;
  /** The third parties (SMS, e-mail, objects, PDF); tests pass sandboxes. Default: createProviders from the configuration. */
  providers?: Providers;
  /** The time of code expiry, resend windows and sessions; tests move it. Default: the system clock. */
  clock?: Clock;
  /** Prepended to every rate-limit key; tests give each app its own budgets. Default: none (replicas share). */
  rateLimitKeyPrefix?: string;
  /** Sandbox mode: what the demo seed holds that the sandbox providers must know (seed/sandbox-demo.ts). */
  sandboxData?: SandboxProviderData;
  /** Reconciler timings (transfers/index.ts); tests shorten them. */
  moneyMovement?: Partial<MoneyMovementOptions>;
  /**
   * The time the money movement reads the same-day cutoff by (a client's same-day debit); tests
   * set it apart from the sessions' clock. Default: `clock`.
   */
  moneyMovementClock?: Clock;
}

/**
 * Builds the API without listening: main.ts calls `listen`, tests call `inject`.
 * Order (fastify/demo): external plugins, then app plugins, then routes.
 */
export function buildApp(config: AppConfig, deps: AppDependencies = {}) {
  const database = deps.database ?? createDatabase(config);
  const logger = deps.logger ?? createLogger(config);
  const clock = deps.clock ?? systemClock;
  const secrets = resolveSecrets({ settings: config.secrets, mode: config.mode, dataDir: config.dataDir });
  const providers =
    deps.providers ??
    createProviders(
      { ...config.providers, mode: config.mode, dataDir: config.dataDir, apiBase: config.apiBase },
      logger,
      deps.sandboxData,
    );
  const app = Fastify({
    loggerInstance: logger,
    // One line per request (platform/logging/request-log.ts) instead of Fastify's two; ids from x-request-id when well-formed.
    logController: new RequestLogController(),
    genReqId: requestIdOf,
    // Lets the app close promptly on SIGTERM even with idle keep-alive connections.
    forceCloseConnections: 'idle',
    // Slow or unfinished requests (a body that never ends) are answered 408 and closed once the
    // request has taken REQUEST_TIMEOUT_MS; headers get at most a third of it. Node looks for
    // them only every connectionsCheckingInterval (30 s by default), so it looks every second.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(20_000, Math.ceil(config.requestTimeoutMs / 3)),
      connectionsCheckingInterval: 1_000,
    },
    // A request that reached the server while it closes is served, not refused with a 503:
    // the balancer stopped sending before the close (platform/lifecycle/drain.ts), so these are few.
    return503OnClosing: false,
    // Behind a load balancer, request.ip (per-IP limits, logs) is the client it forwards for.
    trustProxy: config.cluster.trustProxy,
    // Bodies are validated without type coercion (strict-body-validation.ts); validators and
    // response serializers are compiled on first use (docs/adr/0044).
    schemaController: {
      compilersFactory: { buildValidator: strictBodyValidators(), buildSerializer: serializersOnFirstUse() },
    },
  });

  // Draining (main.ts on SIGTERM, platform/lifecycle/drain.ts): /readyz fails and answers close their connections.
  app.decorate('lifecycle', createLifecycle());
  // A callback hook, not an async one: it runs on every request and awaits nothing (ADR 48).
  app.addHook('onRequest', (request, reply, done) => {
    noteRequest(app.lifecycle, request.url);
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done();
  });

  // External plugins. Compression first, so every route's answer passes through it.
  app.register(compressionPlugin);
  // mercurius is registered inside the API scope by graphql/plugin.ts,
  // because its route and error formatter belong under the API base.

  // App plugins.
  app.register(requestIdHeaderPlugin);
  app.register(errorHandlerPlugin);
  // Request metrics for every route and GET /metrics (production: only behind METRICS_TOKEN).
  app.register(observabilityPlugin, {
    db: database.db,
    mode: config.mode,
    metricsToken: config.metricsToken,
    graphqlPath: `${config.apiBase}/graphql`,
  });
  app.register(tenancyPlugin, { defaultTenant: config.defaultTenant });
  // Every repository once per app: services and money movement share them.
  const repositories = createRepositories(database.db);
  // A transfer's status change is announced (live status) and recorded for the tenant's
  // webhooks in the transaction that makes it, wherever it is made.
  const announceStatus = createStatusAnnouncer([recordTransferStatusEvent]);
  app.register(servicesPlugin, {
    database,
    repositories,
    announceStatus,
    ownsDatabase: deps.database === undefined,
  });
  const rateLimitStore = createRateLimitStore({
    db: database.db,
    redisUrl: config.cluster.redisUrl,
    keyPrefix: deps.rateLimitKeyPrefix,
  });
  app.addHook('onClose', () => rateLimitStore.close());
  app.register(authPlugin, {
    rateLimitStore,
    db: database.db,
    sms: providers.sms,
    codeHashKey: secrets.codeHashKey,
    clock,
    rateLimits: config.authRateLimits,
  });
  // Every answer's language: the request's Accept-Language, the client's choice, the tenant's default.
  app.register(languagePlugin, { db: database.db });
  app.register(securityPlugin, { db: database.db, secrets, clock });
  // The signed references of transfer-request links: written into texts and e-mails, checked by the public preview.
  const requestReferences = createRequestReferences({ key: secrets.requestLinkKey, clock });
  app.decorate('providers', providers);
  app.addHook('onClose', async () => providers.close());
  const moneyMovement = createMoneyMovement({
    database,
    repositories,
    announceStatus,
    payments: providers.payments,
    pdf: providers.pdf,
    objectStore: providers.objectStore,
    apiBase: config.apiBase,
    portalUrlTemplate: config.tenantApi.portalUrlTemplate,
    requestReferences,
    logger,
    // Every client debit's risk screen, in its start's transaction (ADR 0082).
    screen: createRiskScreen({ now: clock, recordEvent: recordReviewEvent }),
    scoreReturnRisk: createReturnRiskScorer({
      bankLinking: providers.bankLinking,
      cipher: createDataCipher(secrets.dataKeys),
    }),
    options: deps.moneyMovement,
    clock: deps.moneyMovementClock ?? clock,
  });
  app.decorate('moneyMovement', moneyMovement);
  app.addHook('onClose', () => moneyMovement.close());
  const tenantApi = createTenantApi({
    db: database.db,
    cipher: createDataCipher(secrets.dataKeys),
    config: config.tenantApi,
    allowHttpWebhooks: config.mode === 'sandbox',
    announceStatus,
    requestReferences,
    refunds: moneyMovement.refunds,
  });
  app.decorate('tenantApi', tenantApi);
  const risk = createRiskReview({ db: database.db, held: moneyMovement.held, recordEvent: recordReviewEvent });
  app.decorate('risk', risk);

  // Routes.
  app.register(healthRoutes);
  app.register(apiRoutes, { prefix: config.apiBase, config });
  // What browsers measure of their page views, into /metrics (docs/boot.md).
  app.register(webVitalsRoutes, { prefix: config.apiBase, reportsPerIp: config.webVitalsReportsPerIp });
  // The /account routes of bank linking, and (sandbox mode only) the sandbox Link's routes.
  // The tenant integration API (server to server, API keys): /tenant-api/v1.
  app.register(tenantApiPlugin, {
    keys: tenantApi.keys,
    transfers: tenantApi.transfers,
    webhooks: tenantApi.webhooks,
    risk,
    payoutSettings: tenantApi.payoutSettings,
    stepUpSettings: tenantApi.stepUpSettings,
    languageSettings: tenantApi.languageSettings,
    refunds: tenantApi.refunds,
    requestsPerMinute: config.tenantApi.requestsPerMinute,
  });
  if (config.mode === 'sandbox') app.register(sandboxKeyRoutes, { mode: config.mode, keys: tenantApi.keys });
  app.register(bankingPlugin, { prefix: config.apiBase, db: database.db, mode: config.mode, clock });
  // Sandbox mode only: the inbox where a person trying the product reads their SMS code.
  // Its routes carry the full path, hence no prefix; the plugin itself refuses production.
  if (config.mode === 'sandbox' && providers.sandboxOutbox) {
    app.register(sandboxPlugin, {
      mode: config.mode,
      apiBase: config.apiBase,
      outbox: providers.sandboxOutbox,
      localObjectStore: providers.localObjectStore,
      payments: providers.sandboxPayments,
      smsOptOuts: providers.sandboxSmsOptOuts,
    });
  }

  // A path no route serves, by a method other than GET (the page's fallback takes every GET):
  // the API's JSON shape rather than Fastify's own.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
  );

  // The front end last, so its SPA fallback never shadows /healthz, /readyz or the API.
  app.register(webPlugin, {
    repoRoot: config.web.root,
    apiBase: config.apiBase,
    productName: config.web.productName,
    defaultTenant: config.defaultTenant,
    sandbox: config.mode === 'sandbox',
    manifestUrls: config.web.manifestUrls,
    assetHosts: config.web.assetHosts,
    releasesDir: config.web.releasesDir,
    releasesUrl: config.web.releasesUrl,
  });

  return app;
}

export type App = ReturnType<typeof buildApp>;

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS, e-mail, object storage and PDF, for routes and the job worker. */
    providers: Providers;
    /** Transfer start, reconciler, webhooks, live status, notices and their job handlers. */
    moneyMovement: MoneyMovement;
    /** The tenant integration API's services and its webhook job handler. */
    tenantApi: TenantApi;
    /** The risk review queue and policy, and the holds' deadline job. */
    risk: RiskReview;
    /** Whether this replica is draining before shutdown (platform/lifecycle/drain.ts). */
    lifecycle: Lifecycle;
  }
}

import Fastify from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { createLogger } from './logging/logger';
import { errorHandlerPlugin } from './plugins/error-handler';
import { servicesPlugin } from './plugins/services';
import { tenancyPlugin } from './plugins/tenancy';
import { apiRoutes } from './routes/api';
import { healthRoutes } from './routes/health';
import { webPlugin } from './web/web-plugin';

export { resolveTenantIdentifier } from './tenancy/resolve-tenant';

export interface AppDependencies {
  /**
   * An open (and migrated) database. When given, the caller closes it; otherwise buildApp
   * opens one from the configuration and closes it with the app.
   */
  database?: DatabaseHandle;
  /** A pino logger; tests pass one writing to a stream they read. Default: createLogger(config). */
  logger?: Logger;
}

/**
 * Builds the API without listening: main.ts calls `listen`, tests call `inject`.
 * Order (fastify/demo): external plugins, then app plugins, then routes.
 */
export function buildApp(config: AppConfig, deps: AppDependencies = {}) {
  const database = deps.database ?? createDatabase(config);
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config),
    // Lets the app close promptly on SIGTERM even with idle keep-alive connections.
    forceCloseConnections: 'idle',
  });

  // External plugins: mercurius is registered inside the API scope by graphql/plugin.ts,
  // because its route and error formatter belong under the API base.

  // App plugins.
  app.register(errorHandlerPlugin);
  app.register(tenancyPlugin, { defaultTenant: config.defaultTenant });
  app.register(servicesPlugin, { database, ownsDatabase: deps.database === undefined });

  // Routes.
  app.register(healthRoutes);
  app.register(apiRoutes, { prefix: config.apiBase, config });

  // The front end last, so its SPA fallback never shadows /healthz, /readyz or the API.
  app.register(webPlugin, {
    repoRoot: config.web.root,
    apiBase: config.apiBase,
    productName: config.web.productName,
    defaultTenant: config.defaultTenant,
    sandbox: config.mode === 'sandbox',
    manifestUrls: config.web.manifestUrls,
    assetHosts: config.web.assetHosts,
  });

  return app;
}

export type App = ReturnType<typeof buildApp>;

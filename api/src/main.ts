// First: starts OpenTelemetry (when OTEL_* ask for it) before the modules it instruments load.
import './platform/observability/start-tracing';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/config';
import { createDatabase } from './platform/database/database';
import { createLogger } from './platform/logging/logger';

/**
 * The database is opened before the rest of the server is even loaded: PGlite reads and compiles
 * its WebAssembly off the main thread, so that work overlaps the evaluation of the server's
 * modules (Fastify, Mercurius, the routes) instead of following it (docs/adr/0044).
 */
async function main(config: AppConfig) {
  const logger = createLogger(config);
  const database = createDatabase(config, {
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
    onWarning: (message) => logger.warn(message),
  });
  const { serve } = await import('./app/serve');
  await serve(config, logger, database);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

main(config).catch((error: unknown) => {
  console.error('Closing Portal API failed to start:', error);
  process.exit(1);
});

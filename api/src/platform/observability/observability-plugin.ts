import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PortalMode } from '../config/config';
import type { Database } from '../database/database';
import { AppError } from '../http/errors';
import { httpMetricsPlugin } from './http-metrics';
import { metricsRoutes } from './metrics-route';
import { trace } from '@opentelemetry/api';
import { flushTracing, isTracingEnabled } from './tracing';

export interface ObservabilityOptions {
  db: Database;
  mode: PortalMode;
  metricsToken: string | null;
  /** The GraphQL route (API base + /graphql), whose requests are also counted per operation. */
  graphqlPath: string;
}

/**
 * Request metrics for every route, GET /metrics, and the last spans sent as the app closes.
 * Production serves /metrics only behind METRICS_TOKEN (docs/adr/0039).
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance, options: ObservabilityOptions) => {
    await app.register(httpMetricsPlugin, { graphqlPath: options.graphqlPath });
    if (options.mode !== 'production' || options.metricsToken !== null) {
      await app.register(metricsRoutes, { db: options.db, token: options.metricsToken });
    } else {
      // Not served, and not the portal's page either (the web plugin's fallback would send it).
      app.get('/metrics', async () => {
        throw new AppError('NOT_FOUND', 404, 'Metrics are served only when METRICS_TOKEN is set');
      });
    }
    if (isTracingEnabled()) {
      // The http instrumentation names the request's span after the method only: add the route pattern.
      app.addHook('onRequest', async (request) => {
        const route = request.routeOptions.url;
        if (route === undefined) return;
        trace.getActiveSpan()?.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
      });
    }
    app.addHook('onClose', flushTracing);
  },
  { name: 'observability' },
);

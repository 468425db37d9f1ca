/**
 * POST {apiBase}/web-vitals: the Web Vitals a page measured in a real browser (LCP, INP, CLS,
 * TTFB; shell/src/vitals/report-web-vitals.ts sends them with navigator.sendBeacon when the
 * page is hidden), recorded into the Prometheus histograms of /metrics (metrics.ts, docs/boot.md).
 *
 * Anyone can post here, so nothing posted becomes a label unchecked: the route must be a
 * pattern of the route table (`/partner/:landingPageKey`, never an agent's key), the tenant is
 * the request's host and must exist, the body is a few numbers within sane ranges, and each
 * address may report WEB_VITALS_REPORTS_PER_IP times a minute. Nothing about the visitor is
 * sent or kept.
 */
import type { FastifyInstance } from 'fastify';
import { SCREEN_ROUTES } from '@portal/shared/page';
import { badUserInput } from '../http/errors';
import { recordWebVital, WEB_VITAL_NAMES, type WebVitalName } from './metrics';

export interface WebVitalsRouteOptions {
  /** Reports per address per minute (WEB_VITALS_REPORTS_PER_IP). */
  reportsPerIp: number;
}

export interface WebVitalsReport {
  route: string;
  metrics: Array<{ name: WebVitalName; value: number }>;
}

const ROUTE_PATTERNS = new Set(SCREEN_ROUTES.map((route) => route.path));

/** A page sends each metric once; a longer body is not a page's report. */
const REPORT_BODY_LIMIT_BYTES = 1024;

const reportSchema = {
  type: 'object',
  required: ['route', 'metrics'],
  additionalProperties: false,
  properties: {
    route: { type: 'string', maxLength: 100 },
    metrics: {
      type: 'array',
      minItems: 1,
      maxItems: WEB_VITAL_NAMES.length,
      items: {
        type: 'object',
        required: ['name', 'value'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', enum: WEB_VITAL_NAMES },
          // Milliseconds up to ten minutes (a tab left open), or a CLS score.
          value: { type: 'number', minimum: 0, maximum: 600_000 },
        },
      },
    },
  },
} as const;

export async function webVitalsRoutes(app: FastifyInstance, { reportsPerIp }: WebVitalsRouteOptions) {
  const perAddress = app.rateLimit({
    max: reportsPerIp,
    timeWindow: 60_000,
    keyGenerator: (request) => `web-vitals:${request.ip}`,
  });

  app.post<{ Body: WebVitalsReport }>(
    '/web-vitals',
    { onRequest: perAddress, bodyLimit: REPORT_BODY_LIMIT_BYTES, schema: { body: reportSchema } },
    async (request, reply) => {
      const { route, metrics } = request.body;
      if (!ROUTE_PATTERNS.has(route)) throw badUserInput('Not a route of the portal');
      if (new Set(metrics.map((metric) => metric.name)).size !== metrics.length) {
        throw badUserInput('Each metric is reported once');
      }
      // The host's tenant must exist (else 404): an unknown subdomain adds no series.
      await app.accounts.tenantOf(request);
      const tenant = request.tenantIdentifier;
      for (const { name, value } of metrics) recordWebVital(name, { route, tenant }, value);
      return reply.code(204).send();
    },
  );
}

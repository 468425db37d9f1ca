/**
 * The process's Prometheus metrics (prom-client), one registry for the whole process: the
 * providers, the webhook code and the HTTP hook record into it without being handed an app,
 * and every /metrics scrape of this process reads it (docs/adr/0039). Labels are closed sets
 * (route patterns, operation names under a cap, provider and outcome names), never raw URLs,
 * ids or user input, so the number of series stays bounded whatever the traffic.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
// CPU, memory, event-loop lag, GC and handles of this replica (prom-client's standard set).
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds; from 5 ms (a cached GraphQL read) to 10 s (a provider timeout). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP requests by route pattern (not the raw URL), method and status; _count is the request count',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const graphqlDuration = new Histogram({
  name: 'portal_graphql_operation_duration_seconds',
  help: 'GraphQL requests by operation name and type (query, mutation); _count is the operation count',
  labelNames: ['operation', 'type', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const providerCalls = new Counter({
  name: 'portal_provider_calls_total',
  help: 'Calls to third parties by provider (concern), adapter, operation and outcome (ok, refused, unknown, error)',
  labelNames: ['provider', 'adapter', 'operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

const providerDuration = new Histogram({
  name: 'portal_provider_call_duration_seconds',
  help: 'Duration of calls to third parties by provider, adapter and operation',
  labelNames: ['provider', 'adapter', 'operation'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const webhooksReceived = new Counter({
  name: 'portal_webhooks_received_total',
  help: 'Incoming provider webhooks (Dwolla events) by outcome: accepted, duplicate (a replayed event id), rejected (bad signature)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [metricsRegistry],
});

const webhooksDelivered = new Counter({
  name: 'portal_webhook_deliveries_total',
  help: 'Outgoing tenant webhook delivery attempts by outcome: delivered, retry (will be sent again), failed (given up)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const riskDecisions = new Counter({
  name: 'portal_risk_decisions_total',
  help: 'Risk decisions on client debits by outcome (allow, review, block; approved, rejected, expired) and reason code (none when no rule fired)',
  labelNames: ['outcome', 'reason'] as const,
  registers: [metricsRegistry],
});

/** Reason codes are the rules' own constants, a closed set; one increment per reason, or one with reason none. */
export function recordRiskDecision(outcome: string, reasons: readonly string[]): void {
  if (reasons.length === 0) riskDecisions.inc({ outcome, reason: 'none' });
  for (const reason of reasons) riskDecisions.inc({ outcome, reason });
}

/** Read from the job table at scrape time (job-queue-metrics.ts), not counted in process. */
export const jobQueueDepth = new Gauge({
  name: 'portal_job_queue_depth',
  help: 'Jobs in the table by type and state: ready (due, waiting for a worker), scheduled (not yet due), running, failed',
  labelNames: ['type', 'state'] as const,
  registers: [metricsRegistry],
});

export const jobOldestReadyAge = new Gauge({
  name: 'portal_job_oldest_ready_age_seconds',
  help: 'How long the oldest due job of each type has waited for a worker (0 when none is due)',
  labelNames: ['type'] as const,
  registers: [metricsRegistry],
});

/** 0 while this process's LISTEN for live transfer status is lost and not yet replaced. */
export const liveStatusListening = new Gauge({
  name: 'portal_live_status_listening',
  help: 'Whether live transfer status reaches this process (1), or its database LISTEN is lost and being replaced (0)',
  registers: [metricsRegistry],
});
liveStatusListening.set(1);

export function recordHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ method, route, status: String(status) }, seconds);
}

export function recordGraphqlOperation(operation: string, type: string, status: number, seconds: number): void {
  graphqlDuration.observe({ operation, type, status: String(status) }, seconds);
}

/** ok: the vendor did it; refused: it answered no; unknown: no answer (it may have happened); error: anything else. */
export type ProviderOutcome = 'ok' | 'refused' | 'unknown' | 'error';

export function recordProviderCall(
  call: { provider: string; adapter: string; operation: string },
  outcome: ProviderOutcome,
  seconds: number,
): void {
  providerCalls.inc({ ...call, outcome });
  providerDuration.observe(call, seconds);
}

export type IncomingWebhookOutcome = 'accepted' | 'duplicate' | 'rejected';

export function recordIncomingWebhook(provider: string, outcome: IncomingWebhookOutcome): void {
  webhooksReceived.inc({ provider, outcome });
}

/** delivered: the tenant's endpoint answered 2xx; retry: it did not, another attempt follows; failed: no more attempts. */
export type WebhookDeliveryOutcome = 'delivered' | 'retry' | 'failed';

/** For the outgoing tenant webhooks (tenant-api): one call per delivery attempt. */
export function recordWebhookDelivery(outcome: WebhookDeliveryOutcome): void {
  webhooksDelivered.inc({ outcome });
}

/**
 * Real-user Web Vitals, as browsers report them to POST {apiBase}/web-vitals
 * (web-vitals-route.ts, docs/boot.md). Labelled by route pattern (the route table's, never a raw
 * path) and tenant identifier (the request's host, a tenant that exists), so their series are
 * bounded by routes × tenants. Buckets straddle each metric's good / needs-improvement / poor
 * thresholds, so a scrape can tell which share of page views is good.
 */
function webVitalHistogram(name: string, measure: string, buckets: number[]) {
  return new Histogram({
    name,
    help: `${measure} of page views, as browsers report it, by route pattern and tenant`,
    labelNames: ['route', 'tenant'] as const,
    buckets,
    registers: [metricsRegistry],
  });
}

const webVitals = {
  // Good under 2.5 s, poor over 4 s.
  LCP: webVitalHistogram(
    'portal_web_vitals_lcp_seconds',
    'Largest Contentful Paint',
    [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  ),
  // Good under 200 ms, poor over 500 ms.
  INP: webVitalHistogram(
    'portal_web_vitals_inp_seconds',
    'Interaction to Next Paint',
    [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
  ),
  // Good under 0.8 s, poor over 1.8 s.
  TTFB: webVitalHistogram('portal_web_vitals_ttfb_seconds', 'Time to First Byte', [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3]),
  // A score, no unit. Good under 0.1, poor over 0.25.
  CLS: webVitalHistogram('portal_web_vitals_cls', 'Cumulative Layout Shift', [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]),
};

export type WebVitalName = keyof typeof webVitals;
export const WEB_VITAL_NAMES = Object.keys(webVitals) as WebVitalName[];

/** `value` as the browser measured it: milliseconds, except CLS (a score). */
export function recordWebVital(name: WebVitalName, labels: { route: string; tenant: string }, value: number): void {
  webVitals[name].observe(labels, name === 'CLS' ? value : value / 1000);
}

const remoteFallbacks = new Counter({
  name: 'portal_remote_fallbacks_total',
  help: "Pages whose remote release failed to load or threw, and which loaded the tenant's previous release instead, by module and failed release ('build': the package's own build)",
  labelNames: ['module', 'release'] as const,
  registers: [metricsRegistry],
});

/**
 * A browser fell back from `release` of `module` (remote-fallback-route.ts, docs/releases.md).
 * Both labels are checked against the module list and the releases on disk, so the series
 * are bounded by the releases published.
 */
export function recordRemoteFallback(module: string, release: string): void {
  remoteFallbacks.inc({ module, release });
}

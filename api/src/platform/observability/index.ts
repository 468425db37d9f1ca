// Metrics (Prometheus, /metrics), real-user Web Vitals and traces (OpenTelemetry): docs/adr/0039,
// docs/boot.md, docs/adr/0040.
export {
  recordIncomingWebhook,
  liveStatusListening,
  recordRemoteFallback,
  recordRiskDecision,
  recordWebhookDelivery,
  type IncomingWebhookOutcome,
  type WebhookDeliveryOutcome,
} from './metrics';
export { observabilityPlugin, type ObservabilityOptions } from './observability-plugin';
export { webVitalsRoutes } from './web-vitals-route';
export { traceResolvers } from './trace-resolvers';
export { isTracingEnabled } from './tracing';

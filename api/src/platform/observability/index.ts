// Metrics (Prometheus, /metrics) and traces (OpenTelemetry): docs/adr/0039, 0040.
export {
  recordIncomingWebhook,
  liveStatusListening,
  recordWebhookDelivery,
  type IncomingWebhookOutcome,
  type WebhookDeliveryOutcome,
} from './metrics';
export { observabilityPlugin, type ObservabilityOptions } from './observability-plugin';
export { traceResolvers } from './trace-resolvers';
export { isTracingEnabled } from './tracing';

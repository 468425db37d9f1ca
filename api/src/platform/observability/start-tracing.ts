/**
 * Imported first by main.ts, so that the SDK (when wanted) is running before fastify, pg and
 * the vendors' SDKs load: the http instrumentation hooks `require`. Tracing is off unless the
 * standard OpenTelemetry environment names an exporter; off, nothing of the SDK is loaded
 * (docs/adr/0040). These variables are the OpenTelemetry specification's, read by its SDK,
 * hence read here rather than through config.ts, which is loaded after this.
 */
import { tracingWanted } from './tracing-env';

if (tracingWanted(process.env)) {
  // A lazy require, not an import: an import would load the SDK whether tracing is on or off
  // (esbuild keeps this file's require lazy in api/dist/main.cjs).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracing } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  startTracing();
}

/**
 * The OpenTelemetry SDK, loaded only when tracing is enabled (start-tracing.ts, or a test).
 * The exporter follows the standard environment (OTEL_TRACES_EXPORTER, OTEL_EXPORTER_OTLP_*,
 * OTEL_TRACES_SAMPLER …; OTEL_SERVICE_NAME, else closing-portal-api). Incoming requests and the
 * vendors' HTTP calls (Twilio, Plaid, Dwolla, S3; fetch through undici) come from the http and
 * undici instrumentations; GraphQL resolvers, SQL and provider calls from the manual spans of
 * this folder.
 */
import type { RequestOptions } from 'node:http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { trace } from '@opentelemetry/api';
import { NodeSDK, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { setTracingEnabled } from './tracing';
import { traceSqlStatements } from './trace-sql';

const DEFAULT_SERVICE_NAME = 'closing-portal-api';
/** Probes and scrapes every few seconds would drown the traces that matter. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Query strings stay out of spans: GET GraphQL requests carry variables there, and vendors'
 * URLs may carry tokens or signatures. The instrumentations record url.query and url.full;
 * these hooks' attributes are applied last, an undefined value drops the attribute, and
 * url.full keeps everything but the query (and fragment).
 */
const withoutQuery = (url: string) => url.split(/[?#]/, 1)[0] ?? '';
const NO_QUERY = { 'url.query': undefined };

function outgoingUrl(options: RequestOptions): string {
  const host = options.hostname ?? options.host ?? 'localhost';
  const port = options.port ? `:${options.port}` : '';
  return `${options.protocol ?? 'http:'}//${host}${port}${withoutQuery(options.path ?? '/')}`;
}

export interface TracingOptions {
  /** Tests pass an in-memory exporter's processor; by default the environment picks the exporter. */
  spanProcessors?: NodeSDKConfiguration['spanProcessors'];
  serviceName?: string;
}

export interface RunningTracing {
  /** Sends what is buffered; the app calls it when it closes. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export function startTracing(options: TracingOptions = {}): RunningTracing {
  const sdk = new NodeSDK({
    serviceName: options.serviceName ?? process.env.OTEL_SERVICE_NAME ?? DEFAULT_SERVICE_NAME,
    spanProcessors: options.spanProcessors,
    // Logs stay in pino (request ids in each line); the SDK's default OTLP log exporter is not wanted.
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
        startIncomingSpanHook: () => NO_QUERY,
        startOutgoingSpanHook: (options) => ({ ...NO_QUERY, 'url.full': outgoingUrl(options) }),
      }),
      new UndiciInstrumentation({
        startSpanHook: (request) => ({ ...NO_QUERY, 'url.full': withoutQuery(`${request.origin}${request.path}`) }),
      }),
    ],
  });
  sdk.start();
  const untraceSql = traceSqlStatements();
  const flush = async () => {
    // The global provider is a proxy; the SDK's own provider behind it holds the processors.
    const delegate = (
      trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } }
    ).getDelegate?.();
    await delegate?.forceFlush?.();
  };
  setTracingEnabled(true, flush);
  return {
    flush,
    async shutdown() {
      setTracingEnabled(false);
      untraceSql();
      await sdk.shutdown();
    },
  };
}

/**
 * What the rest of the API needs of tracing: whether it is on, and a span helper. Only the
 * OpenTelemetry API (a no-op facade) is imported here; the SDK is loaded by tracing-sdk.ts,
 * and only when tracing is enabled (docs/adr/0040). Code that would do work per call to
 * create spans (wrapping resolvers, SQL) checks `isTracingEnabled()` once and does nothing
 * when it is off.
 */
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

const TRACER_NAME = 'closing-portal-api';
let enabled = false;
let flushSpans: (() => Promise<void>) | null = null;

/** Set by tracing-sdk.ts when its SDK starts (with the function that sends buffered spans), cleared when it stops. */
export function setTracingEnabled(value: boolean, flush: (() => Promise<void>) | null = null): void {
  enabled = value;
  flushSpans = value ? flush : null;
}

export function isTracingEnabled(): boolean {
  return enabled;
}

/** Sends the spans still buffered (the app calls it as it closes, before the process exits). */
export async function flushTracing(): Promise<void> {
  await flushSpans?.();
}

/**
 * Runs `run` in an active span (its children nest under it), ending it when the promise
 * settles. A failure marks the span with the error's name only: messages can carry input.
 */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  run: (span: Span) => Promise<T>,
): Promise<T> {
  return trace.getTracer(TRACER_NAME).startActiveSpan(name, options, async (span) => {
    try {
      return await run(span);
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

export function markFailed(span: Span, error: unknown): void {
  const type = error instanceof Error ? error.name : typeof error;
  span.setAttribute('error.type', type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

export { SpanKind };

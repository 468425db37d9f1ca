/**
 * Metrics and spans at the provider boundary, around the Providers the app uses (created in
 * platform/providers/create-providers.ts). The adapters themselves are untouched: each listed operation
 * is passed straight through, and its outcome counted (ok, refused, unknown, error) and, with
 * tracing on, wrapped in a client span whose HTTP calls nest under it.
 */
import { ProviderError } from '../providers/provider-error';
import { recordProviderCall, type ProviderOutcome } from './metrics';
import { inSpan, isTracingEnabled, SpanKind } from './tracing';

/** Every method of the interface, so adding one to a provider interface without listing it fails to compile. */
export type ProviderOperations<T> = { readonly [K in keyof T]-?: true };

export interface ProviderLabels {
  /** The concern: sms, email, storage, pdf, bank_linking, payments. */
  provider: string;
  /** The adapter serving it: twilio, smtp, s3, plaid, dwolla, pdf-lib, sandbox, local. */
  adapter: string;
}

/**
 * refused: the vendor answered no (a definitive refusal, not retryable); unknown: no answer
 * arrived, so the call may have taken effect; error: a temporary failure or anything that is
 * not a ProviderError.
 */
export function providerOutcome(error: unknown): ProviderOutcome {
  if (!(error instanceof ProviderError)) return 'error';
  if (error.outcomeUnknown) return 'unknown';
  return error.retryable ? 'error' : 'refused';
}

export function instrumentProvider<T extends object>(
  target: T,
  labels: ProviderLabels,
  operations: ProviderOperations<T>,
): T {
  const wrapped = new Map<PropertyKey, unknown>();
  for (const operation of Object.keys(operations)) {
    const original = (target as Record<string, unknown>)[operation];
    if (typeof original !== 'function') continue;
    const call = { ...labels, operation };
    const observe = async (args: unknown[]) => {
      const started = performance.now();
      try {
        const result: unknown = await original.apply(target, args);
        recordProviderCall(call, 'ok', (performance.now() - started) / 1000);
        return result;
      } catch (error) {
        recordProviderCall(call, providerOutcome(error), (performance.now() - started) / 1000);
        throw error;
      }
    };
    wrapped.set(operation, (...args: unknown[]) =>
      isTracingEnabled()
        ? inSpan(
            `${labels.provider} ${operation}`,
            {
              kind: SpanKind.CLIENT,
              attributes: { 'portal.provider': labels.provider, 'portal.provider.adapter': labels.adapter },
            },
            async (span) => {
              try {
                return await observe(args);
              } catch (error) {
                span.setAttribute('portal.provider.outcome', providerOutcome(error));
                throw error;
              }
            },
          )
        : observe(args),
    );
  }
  return new Proxy(target, {
    get(object, property) {
      if (wrapped.has(property)) return wrapped.get(property);
      const value: unknown = Reflect.get(object, property);
      // Other members (sandbox helpers) run on the adapter itself, as before.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

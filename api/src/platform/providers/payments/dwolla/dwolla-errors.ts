/**
 * Dwolla's failures as ProviderError, split the way the portal decides: a 4xx is Dwolla's
 * definitive refusal (retryable false: nothing was created); a timeout, a network failure, a
 * 429 or a 5xx leaves the outcome unknown (retryable true: look the resource up, or repeat
 * with the same Idempotency-Key, which Dwolla answers with the original resource).
 */
import { ProviderError } from '../../provider-error';

export const DWOLLA_PROVIDER = 'dwolla';

/** What dwolla-v2 rejects with: an Error with the response's status and parsed body. */
interface DwollaResponseError {
  status?: number;
  body?: { code?: string; message?: string; _embedded?: { errors?: Array<{ code?: string; path?: string }> } };
  /** Token endpoint failures (OAuth): invalid_client … */
  error?: string;
}

export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const failure = (error ?? {}) as DwollaResponseError;
  if (typeof failure.status === 'number') {
    const body = typeof failure.body === 'object' && failure.body !== null ? failure.body : {};
    const code = body.code ?? `HTTP_${failure.status}`;
    // Dwolla's top-level message is generic ("Too many attempts."); of the embedded errors only
    // the first one's path and code name the field (/email Duplicate): never submitted values.
    const detail = body._embedded?.errors?.[0];
    const where = detail?.path ? ` (${detail.path}${detail.code ? ` ${detail.code}` : ''})` : '';
    const said = body.message && !detail ? `: ${body.message}` : '';
    const retryable = failure.status === 429 || failure.status >= 500;
    return new ProviderError(
      DWOLLA_PROVIDER,
      code,
      `Dwolla answered ${failure.status} ${code}${where}${said}`,
      retryable,
    );
  }
  if (typeof failure.error === 'string') {
    return new ProviderError(
      DWOLLA_PROVIDER,
      failure.error,
      `Dwolla refused the application token (${failure.error})`,
      false,
    );
  }
  return new ProviderError(DWOLLA_PROVIDER, 'NETWORK', 'Dwolla could not be reached', true);
}

/**
 * dwolla-v2 has no request timeout: the answer is raced against one. The abandoned request
 * may still complete at Dwolla, which is exactly the "unknown outcome" the caller reconciles.
 */
export async function withTimeout<T>(request: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError(DWOLLA_PROVIDER, 'TIMEOUT', 'Dwolla did not answer in time', true)),
      timeoutMs,
    );
  });
  // A late failure of the abandoned request must not surface as an unhandled rejection.
  request.catch(() => undefined);
  try {
    return await Promise.race([request, timeout]);
  } catch (error) {
    throw toProviderError(error);
  } finally {
    clearTimeout(timer);
  }
}

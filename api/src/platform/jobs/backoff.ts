export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** ±fraction of random spread, so jobs that failed together do not retry together. */
  jitter?: number;
}

/** Delay before the next attempt after `attempt` failed: base · 2^(attempt−1), capped. */
export function exponentialBackoff({ baseMs = 5_000, maxMs = 3_600_000, jitter = 0.2 }: BackoffOptions = {}) {
  return (attempt: number): number => {
    const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(delay * (1 - jitter + Math.random() * 2 * jitter));
  };
}

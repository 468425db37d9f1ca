/**
 * A replica leaving the load balancer (docs/adr/0037): on SIGTERM it fails /readyz but keeps
 * serving until the balancer has noticed and stopped sending, and only then stops listening.
 * "Noticed" is measured, not guessed: the drain lasts at least SHUTDOWN_DRAIN_MS and then
 * until no request (health probes aside) has arrived for QUIET_MS, because under load the
 * balancer's health checks queue behind the traffic and take longer to see the 503.
 */
export interface Lifecycle {
  /** Set on SIGTERM: /readyz answers 503 and every answer closes its connection. */
  draining: boolean;
  /** When the last request other than a health probe arrived (ms since the epoch). */
  lastRequestAt: number;
}

/** No request for this long: the balancer has taken the replica out of rotation. */
export const QUIET_MS = 1_000;
/** The wait for quiet ends after this long past the minimum, whatever still arrives. */
export const MAX_EXTRA_DRAIN_MS = 10_000;

const PROBES = new Set(['/readyz', '/healthz']);

export function createLifecycle(): Lifecycle {
  return { draining: false, lastRequestAt: 0 };
}

/** Health probes are the balancer asking, not traffic; they do not delay the drain. */
export function noteRequest(lifecycle: Lifecycle, url: string, now = Date.now()): void {
  const query = url.indexOf('?');
  if (!PROBES.has(query === -1 ? url : url.slice(0, query))) lifecycle.lastRequestAt = now;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts draining and resolves when the replica may stop listening. */
export async function drain(lifecycle: Lifecycle, minMs: number): Promise<void> {
  lifecycle.draining = true;
  if (minMs <= 0) return;
  await sleep(minMs);
  const deadline = Date.now() + MAX_EXTRA_DRAIN_MS;
  for (;;) {
    const quietFor = Date.now() - lifecycle.lastRequestAt;
    if (quietFor >= QUIET_MS || Date.now() >= deadline) return;
    await sleep(Math.min(QUIET_MS - quietFor, deadline - Date.now()));
  }
}

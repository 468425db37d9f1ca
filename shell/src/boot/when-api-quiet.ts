/**
 * Runs work that can wait once the page's API traffic has settled: no query or mutation of the
 * API slice in flight for QUIET_MS. The signal marks the end of a screen's first data (the
 * session checks, then the screen's own queries), which start one after the other with short
 * gaps between them. A browser's first idle moment often falls in one of those gaps
 * (docs/boot.md).
 */
import type { RootState } from '@portal/shared';

/** How long the API must stay quiet; longer than the gaps between a page's first requests. */
export const QUIET_MS = 500;
/** A page whose API never goes quiet (a screen polling fast) still gets the work done. */
export const LATEST_MS = 10_000;

interface ApiStore {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

const inFlight = (entries: Record<string, { status?: string } | undefined>) =>
  Object.values(entries).some((entry) => entry?.status === 'pending');

/** Whether the API slice waits for any answer. */
export function apiRequestsInFlight(state: RootState): boolean {
  return inFlight(state.api.queries) || inFlight(state.api.mutations);
}

/** Calls `run` once (see above), at the latest after LATEST_MS; returns a function that cancels it. */
export function whenApiQuiet(store: ApiStore, run: () => void): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    unsubscribe();
    clearTimeout(quiet);
    clearTimeout(latest);
  };
  const finish = () => {
    stop();
    run();
  };
  const latest = setTimeout(finish, LATEST_MS);
  const check = () => {
    if (apiRequestsInFlight(store.getState())) {
      clearTimeout(quiet);
      quiet = undefined;
    } else {
      quiet ??= setTimeout(finish, QUIET_MS);
    }
  };
  const unsubscribe = store.subscribe(check);
  check();
  return stop;
}

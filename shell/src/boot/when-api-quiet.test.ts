import type { RootState } from '@portal/shared';
import { LATEST_MS, QUIET_MS, whenApiQuiet } from './when-api-quiet';

/** A store whose API slice has one query, in flight or answered. */
function apiStore(inFlight: boolean) {
  const listeners = new Set<() => void>();
  const stateWith = (pending: boolean) =>
    ({ api: { queries: { q: { status: pending ? 'pending' : 'fulfilled' } }, mutations: {} } }) as unknown as RootState;
  let state = stateWith(inFlight);
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(pending: boolean) {
      state = stateWith(pending);
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('whenApiQuiet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once the API has had nothing in flight for QUIET_MS', () => {
    const run = jest.fn();
    whenApiQuiet(apiStore(false), run);
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while a request is in flight, and counts the quiet from its answer', () => {
    const store = apiStore(true);
    const run = jest.fn();
    whenApiQuiet(store, run);
    jest.advanceTimersByTime(QUIET_MS * 3);
    expect(run).not.toHaveBeenCalled();
    store.set(false);
    jest.advanceTimersByTime(QUIET_MS - 10);
    store.set(true); // the screen's own query starts in the gap after the session checks
    jest.advanceTimersByTime(QUIET_MS);
    expect(run).not.toHaveBeenCalled();
    store.set(false);
    jest.advanceTimersByTime(QUIET_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(store.listeners.size).toBe(0);
    jest.advanceTimersByTime(LATEST_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after LATEST_MS on a page whose API is never quiet', () => {
    const run = jest.fn();
    whenApiQuiet(apiStore(true), run);
    jest.advanceTimersByTime(LATEST_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const store = apiStore(false);
    const run = jest.fn();
    whenApiQuiet(store, run)();
    jest.advanceTimersByTime(LATEST_MS);
    expect(run).not.toHaveBeenCalled();
    expect(store.listeners.size).toBe(0);
  });
});

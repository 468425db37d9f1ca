// The place a client was going when sign-in or the redirect rules sent them elsewhere first
// (step-2 for identity): kept for the session in a client-scoped sessionStorage entry, so it
// survives step-2's page reload and ends with the session. The shell's SessionGuard keeps it,
// and takes the client there once the redirect rules let them in.
import { safeReturnPath } from '../routes/return-path';
import { readClientScoped, writeClientScoped } from './session-storage';

const NAME = 'place';
const listeners = new Set<() => void>();

/** The kept place, or null. What storage holds is re-checked: a hand-edited entry is no address. */
export function readKeptPlace(): string | null {
  const value = readClientScoped(NAME);
  return typeof value === 'string' ? safeReturnPath(value) : null;
}

/** Keeps `place` (null forgets it) for the rest of the session. */
export function keepPlace(place: string | null): void {
  if (place === readKeptPlace()) return;
  writeClientScoped(NAME, place);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called whenever this page keeps or forgets a place. */
export function subscribeKeptPlace(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

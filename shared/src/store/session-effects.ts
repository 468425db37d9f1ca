import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { tenantApi } from '../tenant/tenant-api';
import { setClient, setRealtor, signIn, signOut } from '../session/session-slice';
import { saveSession, type SessionState } from '../session/session-storage';

const changesSession = isAnyOf(signIn, setClient, setRealtor, signOut);

/** Public, per-page answers that say nothing about the user: kept when the session ends. */
const PUBLIC_QUERIES: ReadonlySet<string> = new Set(['getTenant', 'getBranding']);

type CacheEntries = Parameters<typeof tenantApi.util.upsertQueryEntries>[0];

function publicEntries(state: { api: ReturnType<typeof api.reducer> }): CacheEntries {
  return Object.values(state.api.queries)
    .filter((entry) => entry?.status === 'fulfilled' && PUBLIC_QUERIES.has(entry.endpointName))
    .map((entry) => ({
      endpointName: entry!.endpointName,
      arg: entry!.originalArgs,
      value: entry!.data,
    })) as unknown as CacheEntries;
}

/**
 * The session's side effects, kept out of its reducers: mirror it to sessionStorage,
 * and on sign-out drop every cached response so the next user sees none of them (except the
 * public tenant and branding of the page).
 */
export const sessionEffects: Middleware<object, { session: SessionState }> = (store) => (next) => (action) => {
  const result = next(action);
  if (changesSession(action)) saveSession(store.getState().session);
  if (signOut.match(action)) {
    // The tenant and its branding stay: dropping them would unmount the whole page while they
    // load again (and with it whatever the shell shows about why the session ended).
    const kept = publicEntries(store.getState() as unknown as { api: ReturnType<typeof api.reducer> });
    store.dispatch(api.util.resetApiState());
    if (kept.length) store.dispatch(tenantApi.util.upsertQueryEntries(kept));
  }
  return result;
};

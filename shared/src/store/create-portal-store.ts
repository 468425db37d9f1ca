import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { DEFAULT_API_BASE, type PortalThunkExtra } from '../api/base-query';
import { rootReducer } from './root-reducer';
import { sessionEffects } from './session-effects';

export interface PortalStoreOptions {
  /** Where the portal API lives: '/api' (same origin) unless the deployment says otherwise. */
  apiBase?: string;
}

/** '/api/' and '/api' are the same base; paths are appended to it. */
export function normalizeApiBase(apiBase: string = DEFAULT_API_BASE): string {
  return apiBase.replace(/\/+$/, '');
}

/** The page's store. The shell calls this once; remotes use the store through react-redux. */
export function createPortalStore({ apiBase }: PortalStoreOptions = {}) {
  const extra: PortalThunkExtra = { apiBase: normalizeApiBase(apiBase) };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware, sessionEffects),
  });
  return { store, rootReducer };
}

export type PortalStore = ReturnType<typeof createPortalStore>['store'];
export type AppDispatch = PortalStore['dispatch'];

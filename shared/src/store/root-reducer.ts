import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { localeSlice } from '../i18n/locale-slice';
import { sessionSlice } from '../session/session-slice';
import { toastSlice } from '../toast/toast-slice';

/**
 * Slices that remotes inject at run time. A remote declares its own for typing:
 *
 *   declare module '@portal/shared' {
 *     interface LazyLoadedSlices extends WithSlice<typeof draftSlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * The page's root reducer. One per page, like the store: @portal/shared is a Module
 * Federation singleton, so a remote's `rootReducer.inject(slice)` reaches the shell's store.
 */
export const rootReducer = combineSlices(
  api,
  sessionSlice,
  toastSlice,
  localeSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

// @portal/shared: what every page needs at start — store, API slice, session, toasts,
// route paths. Kept lean on purpose: it is a Module Federation singleton and nothing in
// it is tree-shaken, so moment, yup and the UI kit live in their own entries
// (/format, /validation, /ui). A test guards this (src/entry-points.test.ts).

export {
  ROUTES,
  type RoutePath,
  QUERY_PARAMS,
  DISBURSEMENT_STEPS,
  type DisbursementStep,
  pathWithQuery,
  transferPath,
} from './routes/route-paths';
export { isPartnerPath, partnerPath, partnerKeyFromPath, routeFromPartnerPath } from './routes/partner-paths';
export { safeReturnPath } from './routes/return-path';

export type { Client, LoginUser, Realtor, RealtorBrokerage, RealtorLicense } from './types/domain';

export type { Branding, Tenant, TenantGroup } from './tenant/tenant-types';
export {
  tenantApi,
  useGetTenantQuery,
  useGetBrandingQuery,
  useTenantIdentifier,
  useTenant,
  useBranding,
} from './tenant/tenant-api';

export {
  sessionSlice,
  signIn,
  setClient,
  setRealtor,
  signOut,
  selectToken,
  selectClient,
  selectRealtor,
  selectLoginUser,
  selectIsSignedIn,
  type SignInPayload,
  type SessionState,
} from './session/session-slice';
export { readClientScoped, SESSION_STORAGE_KEYS, writeClientScoped } from './session/session-storage';
export {
  sessionApi,
  useGetSessionClientQuery,
  useGetSensitiveDataQuery,
  useLogoutMutation,
  hasIdentity,
  withClientFields,
  type SensitiveDataView,
  type ClientOwner,
} from './session/session-api';
export { keepPlace, readKeptPlace, subscribeKeptPlace } from './session/kept-place';
export {
  requestPreviewApi,
  useGetRequestPreviewQuery,
  requestLandingPath,
  type RequestPreview,
} from './session/request-preview-api';

export {
  toastSlice,
  showToast,
  dismissToast,
  selectToasts,
  type Toast,
  type ToastKind,
  type ToastState,
} from './toast/toast-slice';

export { api, TAG_TYPES, type TagType } from './api/api-slice';
// Re-exported so remotes need no runtime import of '@reduxjs/toolkit/query/react', which
// is not a federation singleton: importing it in a remote would bundle RTK Query again.
export { skipToken } from '@reduxjs/toolkit/query/react';
export {
  DEFAULT_API_BASE,
  type GraphqlRequest,
  type RestRequest,
  type PortalRequest,
  type PortalApiError,
  type PortalThunkExtra,
} from './api/base-query';
export { errorMessage, errorText } from './api/error-message';

export { rootReducer, type RootState, type LazyLoadedSlices } from './store/root-reducer';
export {
  createPortalStore,
  normalizeApiBase,
  type PortalStoreOptions,
  type PortalStore,
  type AppDispatch,
} from './store/create-portal-store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export type { PrefetchScreenData } from './store/screen-prefetch';

export {
  type BankAccountState,
  type ClientBankAccount,
  type IdentityMismatch,
  type LinkProvider,
  type LinkResult,
  type LinkStatus,
  type LinkTokenResponse,
  isTransferable,
  clientAccountsApi,
  useGetClientAccountsQuery,
} from './banking';

export { localeSlice, setLocale, selectLocale, type LocaleState } from './i18n/locale-slice';

/**
 * @portal/shared/page: what both the server that renders the shell's page and the shell itself
 * need to agree on: the tenant a host selects, the inline boot data, the tenant queries, the
 * branding variables and which remote serves which path (for the route's preload links).
 * Bundled into the shell and imported by the API; not a federation singleton (no remote uses it).
 */
export * from './boot-data';
export * from './page-scripts';
export type { Branding, Tenant } from '../tenant/tenant-types';
export { brandingVariables, buttonTextColor } from './branding-variables';
export {
  documentTitle,
  enabledRoutes,
  isPublicPath,
  PAGE_NOT_FOUND_TITLE_ID,
  pageTitle,
  SCREEN_ROUTES,
  screenRouteFor,
  type ScreenRoute,
} from './screen-routes';
export { CUSTOM_CSS_ELEMENT_ID, PORTAL_ROOT_CLASS, scopeCustomCss, tenantCustomCss } from './tenant-custom-css';
export { BRANDING_QUERY, brandingFromData, TENANT_QUERY, tenantFromData } from './tenant-queries';
export { tenantFromHost } from './tenant-from-host';

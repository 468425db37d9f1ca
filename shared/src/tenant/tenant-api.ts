/**
 * Tenant and branding (spec §7: allTenants by identifier, allBrandings by tenant and active, or
 * the default). The shell loads both before anything renders; remotes read the same cache
 * entries through useTenant/useBranding (the registration page shows the tenant's
 * registerText), so one page asks the API once.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { api } from '../api/api-slice';
import { useAppSelector } from '../store/hooks';
import type { Branding, Tenant } from './tenant-types';

const TENANT_FIELDS = `id name description identifier type address1 address2 city state zipcode
  supportEmail pocPhone routingType enabledModules
  tenantGroup { id groupName logoURL groupTagline bannerColor }`;

const BRANDING_FIELDS = `id description logoURL faviconImgURL backgroundImageURL header footer
  registerText registerButtonText fontFamily fontSize fontColor fontWeight backgroundColor
  linkColor buttonColor accentColor customCSS default active`;

const TENANT_QUERY = `query Tenant($identifier: String!) {
  allTenants(where: { identifier: $identifier }, first: 1) { ${TENANT_FIELDS} }
}`;

const BRANDING_QUERY = `query Branding($identifier: String!) {
  allBrandings(where: { tenant: { identifier: $identifier }, active: true }) { ${BRANDING_FIELDS} }
}`;

const DEFAULT_BRANDING_QUERY = `query DefaultBranding {
  allBrandings(where: { default: true, active: true }) { ${BRANDING_FIELDS} }
}`;

export const tenantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenant: build.query<Tenant | null, string>({
      query: (identifier) => ({ graphql: { query: TENANT_QUERY, variables: { identifier } } }),
      transformResponse: (data: { allTenants: Tenant[] }) => data.allTenants[0] ?? null,
      providesTags: ['Tenant'],
    }),
    getBranding: build.query<Branding | null, string>({
      // The tenant's own active branding, else the product default (spec §1).
      async queryFn(identifier, _api, _extra, baseQuery) {
        const own = await baseQuery({ graphql: { query: BRANDING_QUERY, variables: { identifier } } });
        if (own.error) return { error: own.error };
        const ownBranding = (own.data as { allBrandings: Branding[] }).allBrandings[0];
        if (ownBranding) return { data: ownBranding };
        const fallback = await baseQuery({ graphql: { query: DEFAULT_BRANDING_QUERY } });
        if (fallback.error) return { error: fallback.error };
        return { data: (fallback.data as { allBrandings: Branding[] }).allBrandings[0] ?? null };
      },
      providesTags: ['Branding'],
    }),
  }),
});

export const { useGetTenantQuery, useGetBrandingQuery } = tenantApi;

/**
 * The identifier the shell loaded the page's tenant with (the first host label). A page has
 * one tenant, so the cache holds one getTenant entry; undefined before the shell asked.
 */
export function useTenantIdentifier(): string | undefined {
  return useAppSelector((state) => tenantApi.util.selectCachedArgsForQuery(state, 'getTenant')[0]);
}

/** The page's tenant, from the shell's cache entry (no second request). */
export function useTenant() {
  return useGetTenantQuery(useTenantIdentifier() ?? skipToken);
}

/** The page's branding (the tenant's own or the default), from the shell's cache entry. */
export function useBranding() {
  return useGetBrandingQuery(useTenantIdentifier() ?? skipToken);
}

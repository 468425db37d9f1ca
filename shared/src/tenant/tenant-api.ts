/**
 * Tenant and branding (requirements §7: allTenants by identifier, allBrandings by tenant and active, or
 * the default). The shell loads both before anything renders; remotes read the same cache
 * entries through useTenant/useBranding (the registration page shows the tenant's
 * registerText), so one page asks the API once.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { api } from '../api/api-slice';
import { useAppSelector } from '../store/app-selector';
import type { BrandingQueryVariables, TenantQueryVariables } from '../graphql/operation-types';
import { BRANDING_QUERY, brandingFromData, TENANT_QUERY, tenantFromData } from '../page/tenant-queries';
import type { Branding, Tenant } from './tenant-types';

export const tenantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenant: build.query<Tenant | null, string>({
      query: (identifier) => ({
        graphql: { query: TENANT_QUERY, variables: { identifier } satisfies TenantQueryVariables },
      }),
      transformResponse: tenantFromData,
      providesTags: ['Tenant'],
    }),
    getBranding: build.query<Branding | null, string>({
      query: (identifier) => ({
        graphql: { query: BRANDING_QUERY, variables: { identifier } satisfies BrandingQueryVariables },
      }),
      transformResponse: brandingFromData,
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

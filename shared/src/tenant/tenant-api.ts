/**
 * Tenant and branding (spec §7: allTenants by identifier, allBrandings by tenant and active, or
 * the default). The shell loads both before anything renders; remotes read the same cache
 * entries through useTenant/useBranding (the registration page shows the tenant's
 * registerText), so one page asks the API once.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { api } from '../api/api-slice';
import { useAppSelector } from '../store/hooks';
import type {
  BrandingQuery,
  BrandingQueryVariables,
  TenantQuery,
  TenantQueryVariables,
} from '../graphql/operation-types';
import type { Branding, Tenant } from './tenant-types';

const TENANT_QUERY = /* GraphQL */ `
  query Tenant($identifier: String!) {
    allTenants(where: { identifier: $identifier }, first: 1) {
      id
      name
      description
      identifier
      type
      address1
      address2
      city
      state
      zipcode
      supportEmail
      pocPhone
      routingType
      enabledModules
      tenantGroup {
        id
        groupName
        logoURL
        groupTagline
        bannerColor
      }
    }
  }
`;

// The tenant's own active branding and the product default in one round trip: the page
// cannot render before it knows which applies.
const BRANDING_QUERY = /* GraphQL */ `
  query Branding($identifier: String!) {
    own: allBrandings(where: { tenant: { identifier: $identifier }, active: true }) {
      ...BrandingFields
    }
    fallback: allBrandings(where: { default: true, active: true }) {
      ...BrandingFields
    }
  }

  fragment BrandingFields on Branding {
    id
    description
    logoURL
    faviconImgURL
    backgroundImageURL
    header
    footer
    registerText
    registerButtonText
    fontFamily
    fontSize
    fontColor
    fontWeight
    backgroundColor
    linkColor
    buttonColor
    accentColor
    customCSS
    default
    active
  }
`;

export const tenantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenant: build.query<Tenant | null, string>({
      query: (identifier) => ({
        graphql: { query: TENANT_QUERY, variables: { identifier } satisfies TenantQueryVariables },
      }),
      transformResponse: (data: TenantQuery): Tenant | null => data.allTenants[0] ?? null,
      providesTags: ['Tenant'],
    }),
    getBranding: build.query<Branding | null, string>({
      query: (identifier) => ({
        graphql: { query: BRANDING_QUERY, variables: { identifier } satisfies BrandingQueryVariables },
      }),
      // The tenant's own active branding, else the product default (spec §1).
      transformResponse: (data: BrandingQuery): Branding | null => data.own[0] ?? data.fallback[0] ?? null,
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

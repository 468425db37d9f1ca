/**
 * The two queries a page of the portal starts from: the tenant named by the host and its
 * branding. The shell sends them through the API slice (tenant-api.ts); the server runs the
 * very same ones when it renders the page, so the inline copy and a fetched one can never
 * differ (docs/boot.md).
 */
import type { BrandingQuery, TenantQuery } from '../graphql/operation-types';
import type { Branding, Tenant } from '../tenant/tenant-types';

export const TENANT_QUERY = /* GraphQL */ `
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
      defaultLanguage
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
export const BRANDING_QUERY = /* GraphQL */ `
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

export function tenantFromData(data: TenantQuery): Tenant | null {
  return data.allTenants[0] ?? null;
}

/** The tenant's own active branding, else the product default (requirements §1). */
export function brandingFromData(data: BrandingQuery): Branding | null {
  return data.own[0] ?? data.fallback[0] ?? null;
}

import type { IResolvers } from 'mercurius';
import { sanitizeTenantCss, sanitizeTenantHtml } from '../branding/sanitize';
import type { BrandingWithTenant } from '../repositories/branding-repository';
import type { BrandingQuery } from '../services/branding-service';
import type { TenantQuery } from '../services/tenant-service';

/**
 * Resolvers stay thin: arguments go to a service together with the request scope; rows come
 * back in the GraphQL shape (schema property names match the SDL), except where a field
 * needs translating or sanitizing.
 */
export const resolvers: IResolvers = {
  Query: {
    allTenants: (_root, args: TenantQuery, { services, scope }) => services.tenants.findTenants(args, scope),
    allBrandings: (_root, args: BrandingQuery, { services, scope }) => services.brandings.findBrandings(args, scope),
  },
  Branding: {
    default: (branding: BrandingWithTenant) => branding.isDefault,
    header: (branding: BrandingWithTenant) => sanitizeTenantHtml(branding.header),
    footer: (branding: BrandingWithTenant) => sanitizeTenantHtml(branding.footer),
    customCSS: (branding: BrandingWithTenant, _args, { cssPolicy }) => sanitizeTenantCss(branding.customCSS, cssPolicy),
  },
};

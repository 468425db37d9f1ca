import type { Resolvers } from '../platform/graphql/resolver-types';
import { centsToDecimal } from '../platform/money';
import { sanitizeTenantCss, sanitizeTenantHtml, type CssPolicy } from './branding/sanitize';
import type { BrandingService } from './branding-service';
import type { DirectoryService } from './directory-service';
import type { TenantService } from './tenant-service';

export interface TenantResolverDeps {
  tenants: TenantService;
  brandings: BrandingService;
  directory: DirectoryService;
  /** Where tenant CSS may load from (config TENANT_ASSET_HOSTS, besides our own origin). */
  cssPolicy: CssPolicy;
}

/**
 * The tenant, its branding and its public reference data (offices, realtors, transfer types,
 * fee configuration, bank logos). Tenant HTML and CSS are sanitized on their way out.
 */
export function createTenantResolvers({ tenants, brandings, directory, cssPolicy }: TenantResolverDeps): Resolvers {
  return {
    Query: {
      allTenants: (_root, args, { scope }) => tenants.findTenants(args, scope),
      allBrandings: (_root, args, { scope }) => brandings.findBrandings(args, scope),
      allTransferTypes: (_root, args) => directory.findTransferTypes(args),
      allOffices: (_root, args, { scope }) => directory.findOffices(args, scope),
      allRealtors: (_root, args, { scope }) => directory.findRealtors(args, scope),
      allInstitutionLogos: (_root, args) => directory.findInstitutionLogos(args),
      allTransferFeeConfigs: (_root, args, { scope }) => directory.findTransferFeeConfigs(args, scope),
    },
    Branding: {
      default: (branding) => branding.isDefault,
      header: (branding) => sanitizeTenantHtml(branding.header),
      footer: (branding) => sanitizeTenantHtml(branding.footer),
      customCSS: (branding) => sanitizeTenantCss(branding.customCSS, cssPolicy),
    },
    TransferFeeConfig: {
      amount: (config) => centsToDecimal(config.amountCents),
      sameDayAmount: (config) =>
        config.sameDayAmountCents === null ? null : centsToDecimal(config.sameDayAmountCents),
    },
    Realtor: {
      licenses: (realtor) => realtor.licenses ?? [],
    },
  };
}

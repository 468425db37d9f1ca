import {
  isBrandingColor,
  isBrandingFontFamily,
  isBrandingFontSize,
  isBrandingFontWeight,
  isBrandingImageUrl,
} from '@portal/shared/constants';
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
  const assetOrigins = cssPolicy.allowedOrigins ?? [];
  const imageUrl = (value: string | null) => typed(value, (url) => isBrandingImageUrl(url, assetOrigins));
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
      header: (branding) => sanitizeTenantHtml(branding.header, assetOrigins),
      footer: (branding) => sanitizeTenantHtml(branding.footer, assetOrigins),
      customCSS: (branding) => sanitizeTenantCss(branding.customCSS, cssPolicy),
      // Stored as given; a value that breaks its type's rule is left out (the default applies).
      logoURL: (branding) => imageUrl(branding.logoURL),
      faviconImgURL: (branding) => imageUrl(branding.faviconImgURL),
      backgroundImageURL: (branding) => imageUrl(branding.backgroundImageURL),
      fontSize: (branding) => typed(branding.fontSize, isBrandingFontSize),
      fontWeight: (branding) => typed(branding.fontWeight, isBrandingFontWeight),
      fontFamily: (branding) => typed(branding.fontFamily, isBrandingFontFamily),
      fontColor: (branding) => typed(branding.fontColor, isBrandingColor),
      backgroundColor: (branding) => typed(branding.backgroundColor, isBrandingColor),
      linkColor: (branding) => typed(branding.linkColor, isBrandingColor),
      buttonColor: (branding) => typed(branding.buttonColor, isBrandingColor),
      accentColor: (branding) => typed(branding.accentColor, isBrandingColor),
    },
    TenantGroup: {
      logoURL: (group) => imageUrl(group.logoURL),
      bannerColor: (group) => typed(group.bannerColor, isBrandingColor),
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

/** The stored value when it keeps its type's rule (@portal/shared/constants), else null. */
function typed(value: string | null | undefined, valid: (value: string) => boolean): string | null {
  return typeof value === 'string' && value.trim() !== '' && valid(value) ? value.trim() : null;
}

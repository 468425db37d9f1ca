/** The tenants domain's public face: what other domains and the composition root may import. */
export { createBrandingRepository, type BrandingRepository, type BrandingWithTenant } from './branding-repository';
export { createBrandingService } from './branding-service';
export { domPurify, sanitizeTenantCss, sanitizeTenantHtml, type CssPolicy } from './branding/sanitize';
export { createDirectoryService } from './directory-service';
export { createHostTenantResolver, type HostTenantResolver } from './host-tenant';
export { createInstitutionLogoRepository } from './institution-logo-repository';
export { createOfficeRepository, type OfficeRepository, type OfficeRow } from './office-repository';
export { createRealtorRepository, type RealtorRepository, type RealtorRow } from './realtor-repository';
export { createTenantRepository, type TenantRepository, type TenantWithGroup } from './tenant-repository';
export { createTenantService } from './tenant-service';
export { createTenantResolvers } from './tenant-resolvers';
export {
  createTransferFeeConfigRepository,
  type TransferFeeConfigRepository,
  type TransferFeeConfigRow,
} from './transfer-fee-config-repository';
export {
  createTransferTypeRepository,
  type TransferTypeRepository,
  type TransferTypeRow,
} from './transfer-type-repository';
export { assertStorableBranding, BrandingValueError } from './branding/storable-branding';

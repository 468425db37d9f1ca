import type { InstitutionLogoRepository, InstitutionLogoRow } from './institution-logo-repository';
import type { OfficeRepository, OfficeRow } from './office-repository';
import type { SortDirection } from '../platform/database/owner-scope';
import type { RealtorRepository, RealtorRow } from './realtor-repository';
import type { TransferFeeConfigRepository, TransferFeeConfigRow } from './transfer-fee-config-repository';
import type { TransferTypeRepository, TransferTypeRow } from './transfer-type-repository';
import type { HostTenantResolver } from './host-tenant';
import { filterList, filterText, NO_MATCH, pageOf, uuidFilter } from '../platform/http/query-input';
import type {
  QueryAllInstitutionLogosArgs,
  QueryAllOfficesArgs,
  QueryAllRealtorsArgs,
  QueryAllTransferFeeConfigsArgs,
  QueryAllTransferTypesArgs,
  TenantWhereInput,
} from '../platform/graphql/resolver-types';
import type { RequestScope } from '../platform/http/request-scope';

const REALTOR_ID = /^[0-9a-f]{24}$/i;

/**
 * Public reference data. Transfer types and bank logos are product-wide; offices, realtors and
 * fee configurations are the request host's tenant's only.
 */
export function createDirectoryService(deps: {
  hostTenant: HostTenantResolver;
  offices: OfficeRepository;
  realtors: RealtorRepository;
  transferTypes: TransferTypeRepository;
  institutionLogos: InstitutionLogoRepository;
  transferFeeConfigs: TransferFeeConfigRepository;
}) {
  const { hostTenant, offices, realtors, transferTypes, institutionLogos, transferFeeConfigs } = deps;

  /** The host tenant's id when `where.tenant` is absent or names it; null otherwise. */
  async function tenantOf(where: { tenant?: TenantWhereInput | null } | null | undefined, scope: RequestScope) {
    const host = await hostTenant.resolve(scope);
    return host && hostTenant.names(where?.tenant, host) ? host.id : null;
  }

  return {
    async findTransferTypes(query: QueryAllTransferTypesArgs): Promise<TransferTypeRow[]> {
      const where = query.where ?? {};
      const id = uuidFilter(where.id, 'where.id');
      if (id === NO_MATCH) return [];
      return transferTypes.findMany({
        id,
        name: filterText(where.name, 'where.name'),
        isCredit: where.isCredit ?? undefined,
        isDebit: where.isDebit ?? undefined,
      });
    },

    async findOffices(query: QueryAllOfficesArgs, scope: RequestScope): Promise<OfficeRow[]> {
      const page = pageOf(query);
      const tenantId = await tenantOf(query.where, scope);
      const id = uuidFilter(query.where?.id, 'where.id');
      if (tenantId === null || id === NO_MATCH) return [];
      const order = (query.sortBy ?? [])
        .slice(0, 2)
        .map((value): SortDirection => (value === 'title_DESC' ? 'desc' : 'asc'));
      return offices.findMany(
        { tenantId, id, active: query.where?.active ?? undefined },
        order.length > 0 ? order : ['asc'],
        page,
      );
    },

    /** By tenant (and active), or by landing page key: always within the host's tenant. */
    async findRealtors(query: QueryAllRealtorsArgs, scope: RequestScope): Promise<RealtorRow[]> {
      const page = pageOf(query);
      const tenantId = await tenantOf(query.where, scope);
      const id = filterText(query.where?.id, 'where.id');
      if (tenantId === null || (id !== undefined && !REALTOR_ID.test(id))) return [];
      return realtors.findMany(
        {
          tenantId,
          id: id?.toLowerCase(),
          active: query.where?.active ?? undefined,
          landingPageURI: filterText(query.where?.landingPageURI, 'where.landingPageURI'),
        },
        page,
      );
    },

    async findInstitutionLogos(query: QueryAllInstitutionLogosArgs): Promise<InstitutionLogoRow[]> {
      const page = pageOf(query);
      const codes = filterList(query.where?.institutionCode_in, 'where.institutionCode_in');
      codes?.forEach((code) => filterText(code, 'where.institutionCode_in'));
      return institutionLogos.findMany(
        {
          institutionCode: filterText(query.where?.institutionCode, 'where.institutionCode'),
          institutionCodeIn: codes,
        },
        page,
      );
    },

    /** The host tenant's fee configuration, oldest first (the first one applies). */
    async findTransferFeeConfigs(
      query: QueryAllTransferFeeConfigsArgs,
      scope: RequestScope,
    ): Promise<TransferFeeConfigRow[]> {
      const page = pageOf(query);
      const tenantId = await tenantOf(query.where, scope);
      return tenantId === null ? [] : transferFeeConfigs.findForTenant(tenantId, page);
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;

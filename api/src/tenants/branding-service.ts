import type { BrandingRepository, BrandingWithTenant } from './branding-repository';
import { isUuid, type RequestScope } from '../platform/http/request-scope';
import type { QueryAllBrandingsArgs } from '../platform/graphql/resolver-types';

export function createBrandingService(brandings: BrandingRepository) {
  return {
    /**
     * Public branding lookup: by tenant (and active), or the default branding (`default: true`).
     * The shell falls back to the default itself when a tenant has none (requirements §1). Without a
     * tenant or `default: true` the lookup is scoped to the tenant of the request's host, for
     * the same reason as tenants: no listing of every tenant's branding.
     */
    async findBrandings(query: QueryAllBrandingsArgs, scope: RequestScope): Promise<BrandingWithTenant[]> {
      const where = query.where ?? {};
      const tenantId = where.tenant?.id ?? undefined;
      const tenantIdentifier = where.tenant?.identifier ?? undefined;
      const isDefault = where.default ?? undefined;
      if (tenantId !== undefined && !isUuid(tenantId)) return [];
      const namesTenant = tenantId !== undefined || tenantIdentifier !== undefined;
      return brandings.findMany({
        tenant:
          namesTenant || isDefault === true
            ? { id: tenantId, identifier: tenantIdentifier }
            : { identifier: scope.tenantIdentifier },
        active: where.active ?? undefined,
        isDefault,
      });
    },
  };
}

export type BrandingService = ReturnType<typeof createBrandingService>;

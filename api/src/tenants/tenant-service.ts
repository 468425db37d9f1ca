import { badUserInput } from '../platform/http/errors';
import type { TenantRepository, TenantWithGroup } from './tenant-repository';
import { isUuid, type RequestScope } from '../platform/http/request-scope';
import type { QueryAllTenantsArgs } from '../platform/graphql/resolver-types';

export const MAX_TENANTS_PER_PAGE = 100;

export function createTenantService(tenants: TenantRepository) {
  return {
    /**
     * Public tenant lookup for the shell. A lookup names the tenant (identifier or id);
     * without either, the answer is the tenant of the request's host, never the whole list:
     * which title companies use the product is not public information.
     */
    async findTenants(query: QueryAllTenantsArgs, scope: RequestScope): Promise<TenantWithGroup[]> {
      const first = query.first ?? MAX_TENANTS_PER_PAGE;
      const skip = query.skip ?? 0;
      if (!Number.isInteger(first) || first < 0 || first > MAX_TENANTS_PER_PAGE) {
        throw badUserInput(`first must be between 0 and ${MAX_TENANTS_PER_PAGE}`);
      }
      if (!Number.isInteger(skip) || skip < 0) throw badUserInput('skip must not be negative');

      const id = query.where?.id ?? undefined;
      const identifier = query.where?.identifier ?? undefined;
      if (id !== undefined && !isUuid(id)) return [];
      const named = id !== undefined || identifier !== undefined;
      return tenants.findMany({
        ...(named ? { id, identifier } : { identifier: scope.tenantIdentifier }),
        limit: first,
        offset: skip,
      });
    },
  };
}

export type TenantService = ReturnType<typeof createTenantService>;

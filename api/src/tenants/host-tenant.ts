import type { TenantRepository } from './tenant-repository';
import { filterText, NO_MATCH, uuidFilter } from '../platform/http/query-input';
import type { RequestScope } from '../platform/http/request-scope';
import type { TenantWhereInput } from '../platform/graphql/resolver-types';

export interface HostTenant {
  id: string;
  identifier: string;
}

/**
 * Public reference data (offices, realtors, fee configs, escrow accounts) is always that of
 * the request's host tenant: a `where.tenant` naming another tenant matches nothing.
 */
export function createHostTenantResolver(tenants: TenantRepository) {
  return {
    /** The host's tenant; null when the host names no tenant (every public list is then empty). */
    async resolve(scope: RequestScope): Promise<HostTenant | null> {
      if (scope.auth) return { id: scope.auth.tenantId, identifier: scope.tenantIdentifier };
      const [row] = await tenants.findMany({ identifier: scope.tenantIdentifier, limit: 1, offset: 0 });
      return row ? { id: row.id, identifier: row.identifier } : null;
    },

    /** Whether `where.tenant` (of the public lists) is absent or names the host tenant: it may name no other. */
    names(where: TenantWhereInput | null | undefined, host: HostTenant): boolean {
      const id = uuidFilter(where?.id, 'where.tenant.id');
      const identifier = filterText(where?.identifier, 'where.tenant.identifier');
      if (id === NO_MATCH || (id !== undefined && id !== host.id)) return false;
      return identifier === undefined || identifier === host.identifier;
    },
  };
}

export type HostTenantResolver = ReturnType<typeof createHostTenantResolver>;

import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { tenant, type TenantWithGroup } from '../platform/database/schema';

export type { TenantGroupRow, TenantRow, TenantWithGroup } from '../platform/database/schema';

export interface TenantFilter {
  id?: string;
  identifier?: string;
  limit: number;
  offset: number;
}

export function createTenantRepository(db: Database) {
  return {
    async findMany(filter: TenantFilter): Promise<TenantWithGroup[]> {
      const conditions: SQL[] = [];
      if (filter.id !== undefined) conditions.push(eq(tenant.id, filter.id));
      if (filter.identifier !== undefined) conditions.push(eq(tenant.identifier, filter.identifier));
      return db.query.tenant.findMany({
        where: and(...conditions),
        with: { tenantGroup: true },
        orderBy: [asc(tenant.identifier)],
        limit: filter.limit,
        offset: filter.offset,
      });
    },

    /** For relations (a transfer's tenant, …); ids are UUIDs. */
    async findByIds(ids: readonly string[]): Promise<TenantWithGroup[]> {
      if (ids.length === 0) return [];
      return db.query.tenant.findMany({ where: inArray(tenant.id, [...ids]), with: { tenantGroup: true } });
    },
  };
}

export type TenantRepository = ReturnType<typeof createTenantRepository>;

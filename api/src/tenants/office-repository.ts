import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { office, type OfficeRow } from '../platform/database/schema';
import type { SortDirection } from '../platform/database/owner-scope';

export type { OfficeRow };

export interface OfficeFilter {
  tenantId: string;
  id?: string;
  active?: boolean;
}

export function createOfficeRepository(db: Database) {
  return {
    async findMany(
      filter: OfficeFilter,
      order: SortDirection[],
      page: { limit: number; offset: number },
    ): Promise<OfficeRow[]> {
      const conditions: SQL[] = [eq(office.tenantId, filter.tenantId)];
      if (filter.id !== undefined) conditions.push(eq(office.id, filter.id));
      if (filter.active !== undefined) conditions.push(eq(office.active, filter.active));
      return db
        .select()
        .from(office)
        .where(and(...conditions))
        .orderBy(...order.map((direction) => (direction === 'asc' ? asc : desc)(office.title)), asc(office.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findByIds(ids: readonly string[]): Promise<OfficeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(office)
        .where(inArray(office.id, [...ids]));
    },
  };
}

export type OfficeRepository = ReturnType<typeof createOfficeRepository>;

import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { realtor, type RealtorRow } from '../platform/database/schema';

export type { RealtorRow };

export interface RealtorFilter {
  tenantId: string;
  /** 24 lower-case hex characters (checked by the service). */
  id?: string;
  active?: boolean;
  landingPageURI?: string;
}

export function createRealtorRepository(db: Database) {
  return {
    async findMany(filter: RealtorFilter, page: { limit: number; offset: number }): Promise<RealtorRow[]> {
      const conditions: SQL[] = [eq(realtor.tenantId, filter.tenantId)];
      if (filter.id !== undefined) conditions.push(eq(realtor.id, filter.id));
      if (filter.active !== undefined) conditions.push(eq(realtor.active, filter.active));
      if (filter.landingPageURI !== undefined) conditions.push(eq(realtor.landingPageURI, filter.landingPageURI));
      return db
        .select()
        .from(realtor)
        .where(and(...conditions))
        .orderBy(asc(realtor.lastName), asc(realtor.firstName), asc(realtor.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findByIds(ids: readonly string[]): Promise<RealtorRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(realtor)
        .where(inArray(realtor.id, [...ids]));
    },
  };
}

export type RealtorRepository = ReturnType<typeof createRealtorRepository>;

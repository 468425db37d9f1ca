import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { institutionLogo, type InstitutionLogoRow } from '../platform/database/schema';

export type { InstitutionLogoRow };

export interface InstitutionLogoFilter {
  institutionCode?: string;
  institutionCodeIn?: string[];
}

export function createInstitutionLogoRepository(db: Database) {
  return {
    async findMany(
      filter: InstitutionLogoFilter,
      page: { limit: number; offset: number },
    ): Promise<InstitutionLogoRow[]> {
      if (filter.institutionCodeIn?.length === 0) return [];
      const conditions: SQL[] = [];
      if (filter.institutionCode !== undefined) {
        conditions.push(eq(institutionLogo.institutionCode, filter.institutionCode));
      }
      if (filter.institutionCodeIn !== undefined) {
        conditions.push(inArray(institutionLogo.institutionCode, filter.institutionCodeIn));
      }
      return db
        .select()
        .from(institutionLogo)
        .where(and(...conditions))
        .orderBy(asc(institutionLogo.institutionCode))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type InstitutionLogoRepository = ReturnType<typeof createInstitutionLogoRepository>;

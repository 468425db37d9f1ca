import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { branding, type BrandingRow, type BrandingWithTenant, tenant } from '../platform/database/schema';

export type { BrandingRow, BrandingWithTenant };

export interface BrandingFilter {
  tenant?: { id?: string; identifier?: string };
  active?: boolean;
  isDefault?: boolean;
}

export function createBrandingRepository(db: Database) {
  return {
    async findMany(filter: BrandingFilter): Promise<BrandingWithTenant[]> {
      const conditions: SQL[] = [];
      if (filter.tenant?.id !== undefined) conditions.push(eq(branding.tenantId, filter.tenant.id));
      if (filter.tenant?.identifier !== undefined) {
        const tenantIds = db
          .select({ id: tenant.id })
          .from(tenant)
          .where(eq(tenant.identifier, filter.tenant.identifier));
        conditions.push(inArray(branding.tenantId, tenantIds));
      }
      if (filter.active !== undefined) conditions.push(eq(branding.active, filter.active));
      if (filter.isDefault !== undefined) conditions.push(eq(branding.isDefault, filter.isDefault));
      return db.query.branding.findMany({
        where: and(...conditions),
        with: { tenant: { with: { tenantGroup: true } } },
        orderBy: [asc(branding.createdAt), asc(branding.id)],
      });
    },
  };
}

export type BrandingRepository = ReturnType<typeof createBrandingRepository>;

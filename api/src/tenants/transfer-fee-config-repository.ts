import { asc, eq } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { transferFeeConfig, type TransferFeeConfigRow } from '../platform/database/schema';

export type { TransferFeeConfigRow };

export function createTransferFeeConfigRepository(db: Database) {
  return {
    /** Oldest first: the first entry is the one that applies (requirements §9). */
    async findForTenant(tenantId: string, page: { limit: number; offset: number }): Promise<TransferFeeConfigRow[]> {
      return db
        .select()
        .from(transferFeeConfig)
        .where(eq(transferFeeConfig.tenantId, tenantId))
        .orderBy(asc(transferFeeConfig.createdAt), asc(transferFeeConfig.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type TransferFeeConfigRepository = ReturnType<typeof createTransferFeeConfigRepository>;

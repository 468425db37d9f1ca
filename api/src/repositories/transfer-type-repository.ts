import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { transferType } from '../db/schema';

export type TransferTypeRow = typeof transferType.$inferSelect;

export interface TransferTypeFilter {
  id?: string;
  name?: string;
  isCredit?: boolean;
  isDebit?: boolean;
}

/** Transfer types are product-wide (not per tenant). */
export function createTransferTypeRepository(db: Database) {
  return {
    async findMany(filter: TransferTypeFilter): Promise<TransferTypeRow[]> {
      const conditions: SQL[] = [];
      if (filter.id !== undefined) conditions.push(eq(transferType.id, filter.id));
      if (filter.name !== undefined) conditions.push(eq(transferType.name, filter.name));
      if (filter.isCredit !== undefined) conditions.push(eq(transferType.isCredit, filter.isCredit));
      if (filter.isDebit !== undefined) conditions.push(eq(transferType.isDebit, filter.isDebit));
      return db
        .select()
        .from(transferType)
        .where(and(...conditions))
        .orderBy(asc(transferType.name), asc(transferType.id));
    },

    async findByIds(ids: readonly string[]): Promise<TransferTypeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(transferType)
        .where(inArray(transferType.id, [...ids]));
    },
  };
}

export type TransferTypeRepository = ReturnType<typeof createTransferTypeRepository>;

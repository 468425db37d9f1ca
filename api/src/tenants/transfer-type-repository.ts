import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { transferType, type TransferTypeRow } from '../platform/database/schema';
import { isAnyOf } from '../platform/database/owner-scope';
import type { PreparedRows } from '../platform/database/prepared-queries';

export type { TransferTypeRow };

export interface TransferTypeFilter {
  id?: string;
  name?: string;
  isCredit?: boolean;
  isDebit?: boolean;
}

/** Transfer types are product-wide (not per tenant). */
export function createTransferTypeRepository(db: Database) {
  let byIds: PreparedRows<TransferTypeRow> | undefined;
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

    /** Behind the GraphQL relation loaders: prepared once (ADR 41). */
    async findByIds(ids: readonly string[]): Promise<TransferTypeRow[]> {
      if (ids.length === 0) return [];
      byIds ??= db
        .select()
        .from(transferType)
        .where(isAnyOf(transferType.id, sql.placeholder('ids')))
        .prepare('');
      return byIds.execute({ ids });
    },
  };
}

export type TransferTypeRepository = ReturnType<typeof createTransferTypeRepository>;

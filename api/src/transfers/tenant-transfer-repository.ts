import { TRANSFER_STATUS, type TransferStatus } from '@portal/shared/constants';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { transfer } from '../platform/database/schema';

import type { NewTransfer, Page, TransferRow } from './transfer-repository';

/**
 * The tenant API's view of transfers (tenant-api/): every read and write is scoped to the API
 * key's tenant alone (a tenant sees all of its clients' transfers, never another tenant's).
 * Works on a transaction as well as on the database.
 */
export function createTenantTransferRepository(db: Database | Transaction) {
  return {
    async insert(values: NewTransfer & { tenantId: string }): Promise<TransferRow> {
      const [row] = await db.insert(transfer).values(values).returning();
      return row!;
    },

    async findForTenant(tenantId: string, id: string): Promise<TransferRow | null> {
      const [row] = await db
        .select()
        .from(transfer)
        .where(and(eq(transfer.tenantId, tenantId), eq(transfer.id, id)));
      return row ?? null;
    },

    /** Newest first; `status` narrows. */
    async listForTenant(
      tenantId: string,
      filter: { status?: TransferStatus; disbursement?: boolean },
      page: Page,
    ): Promise<{ rows: TransferRow[]; total: number }> {
      const conditions: SQL[] = [eq(transfer.tenantId, tenantId)];
      if (filter.status !== undefined) conditions.push(eq(transfer.status, filter.status));
      if (filter.disbursement !== undefined) conditions.push(eq(transfer.disbursement, filter.disbursement));
      const rows = await db
        .select()
        .from(transfer)
        .where(and(...conditions))
        .orderBy(desc(transfer.createdAt), desc(transfer.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ value: count() })
        .from(transfer)
        .where(and(...conditions));
      return { rows, total: Number(total?.value ?? 0) };
    },

    /** → cancelled, only from one of `from` (the tenant may withdraw what no money follows yet). */
    async cancelForTenant(tenantId: string, id: string, from: readonly TransferStatus[]): Promise<TransferRow | null> {
      const [row] = await db
        .update(transfer)
        .set({ status: TRANSFER_STATUS.cancelled, updatedAt: new Date() })
        .where(and(eq(transfer.tenantId, tenantId), eq(transfer.id, id), inArray(transfer.status, [...from])))
        .returning();
      return row ?? null;
    },
  };
}

export type TenantTransferRepository = ReturnType<typeof createTenantTransferRepository>;

/** The tenant's review queue: its transfers held in awaiting approval, oldest hold first. */
import { and, asc, count, eq } from 'drizzle-orm';
import { TRANSFER_STATUS } from '@portal/shared/constants';
import type { Database } from '../platform/database/database';
import { transfer } from '../platform/database/schema';
import type { TransferRow } from '../transfers';

export function createReviewRepository(db: Database) {
  const held = (tenantId: string) =>
    and(eq(transfer.tenantId, tenantId), eq(transfer.status, TRANSFER_STATUS.awaitingApproval));
  return {
    async held(tenantId: string, page: { limit: number; offset: number }): Promise<TransferRow[]> {
      return db
        .select()
        .from(transfer)
        .where(held(tenantId))
        .orderBy(asc(transfer.updatedAt), asc(transfer.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countHeld(tenantId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(transfer).where(held(tenantId));
      return Number(row?.value ?? 0);
    },

    /** The tenant's transfer `id`, whatever its status; null for another tenant's. */
    async findOfTenant(tenantId: string, id: string): Promise<TransferRow | null> {
      const [row] = await db
        .select()
        .from(transfer)
        .where(and(eq(transfer.tenantId, tenantId), eq(transfer.id, id)));
      return row ?? null;
    },
  };
}

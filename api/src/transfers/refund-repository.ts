import { TRANSFER_STATUS } from '@portal/shared/constants';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { bankAccount, client, tenant, transfer } from '../platform/database/schema';
import type { TransferRow } from './transfer-repository';

/** A refund that ended without the money moving does not count against what may be refunded. */
const NOT_PAID_BACK = [TRANSFER_STATUS.error, TRANSFER_STATUS.cancelled];

/**
 * What refunds read and write (refunds.ts), always within one tenant: the refunded transfer,
 * locked while a refund of it is decided, the refunds already made of it, and the accounts and
 * payments customer the credit goes between.
 */
export function createRefundRepository(db: Database | Transaction) {
  return {
    /**
     * The tenant's transfer, locked until the transaction ends: two refunds of one transfer are
     * decided one after the other, each seeing the other's amount.
     */
    async lockForRefund(tenantId: string, id: string): Promise<TransferRow | null> {
      const [row] = await db
        .select()
        .from(transfer)
        .where(and(eq(transfer.tenantId, tenantId), eq(transfer.id, id)))
        .for('update');
      return row ?? null;
    },

    /** What refunds of `transferId` have paid back, or are paying back. */
    async refundedCents(transferId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${transfer.amountCents}), 0)` })
        .from(transfer)
        .where(and(eq(transfer.refundOfTransferId, transferId), notInArray(transfer.status, NOT_PAID_BACK)));
      return Number(row?.total ?? 0);
    },

    /** The refunds of one transfer, oldest first (any status). */
    async refundsOf(transferId: string): Promise<TransferRow[]> {
      return db
        .select()
        .from(transfer)
        .where(eq(transfer.refundOfTransferId, transferId))
        .orderBy(asc(transfer.createdAt), asc(transfer.id));
    },

    async account(tenantId: string, id: string | null) {
      if (!id) return null;
      const [row] = await db
        .select({
          id: bankAccount.id,
          fundingSourceId: bankAccount.fundingSourceId,
          instantPayments: bankAccount.instantPayments,
        })
        .from(bankAccount)
        .where(and(eq(bankAccount.tenantId, tenantId), eq(bankAccount.id, id)));
      return row ?? null;
    },

    async paymentsCustomerOf(tenantId: string, clientId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: client.paymentsCustomerId })
        .from(client)
        .where(and(eq(client.tenantId, tenantId), eq(client.id, clientId)));
      return row?.id ?? null;
    },

    async instantFallbackOf(tenantId: string) {
      const [row] = await db
        .select({ instantFallback: tenant.instantFallback })
        .from(tenant)
        .where(eq(tenant.id, tenantId));
      return row?.instantFallback ?? null;
    },

    async insert(values: typeof transfer.$inferInsert): Promise<TransferRow> {
      const [row] = await db.insert(transfer).values(values).returning();
      return row!;
    },
  };
}

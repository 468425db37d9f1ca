/**
 * A transfer's evidence: the authorizations its starts were given and the statuses it took.
 * Insert and read only: there is no update or delete here, and the database refuses both
 * (a trigger on each table), so a record cannot be changed after the fact by any route.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import type { OwnerScope } from '../platform/database/owner-scope';
import { transfer, transferAuthorization, transferStatusEvent } from '../platform/database/schema';

export type AuthorizationRow = typeof transferAuthorization.$inferSelect;
export type NewAuthorization = Omit<typeof transferAuthorization.$inferInsert, 'id' | 'authorizedAt'>;
export type StatusEventRow = typeof transferStatusEvent.$inferSelect;

export function createTransferRecordsRepository(db: Database | Transaction) {
  return {
    async insertAuthorization(values: NewAuthorization): Promise<AuthorizationRow> {
      const [row] = await db.insert(transferAuthorization).values(values).returning();
      return row!;
    },

    async insertStatusEvent(values: { transferId: string; status: string; reasonCode: string | null }) {
      await db.insert(transferStatusEvent).values({ ...values, at: sql`now()` });
    },

    /**
     * The authorization of the transfer's current start (the one whose key the transfer holds),
     * for its owner only; null for a transfer that was never started, or another client's.
     */
    async findCurrentAuthorization(owner: OwnerScope, transferId: string): Promise<AuthorizationRow | null> {
      const [row] = await db
        .select({ authorization: transferAuthorization })
        .from(transferAuthorization)
        .innerJoin(transfer, eq(transfer.startKey, transferAuthorization.startKey))
        .where(
          and(
            eq(transferAuthorization.transferId, transferId),
            eq(transferAuthorization.clientId, owner.clientId),
            eq(transferAuthorization.tenantId, owner.tenantId),
          ),
        )
        .limit(1);
      return row?.authorization ?? null;
    },

    /** The tenant API's view: the current authorization of one of the tenant's transfers. */
    async findTenantAuthorization(tenantId: string, transferId: string): Promise<AuthorizationRow | null> {
      const [row] = await db
        .select({ authorization: transferAuthorization })
        .from(transferAuthorization)
        .innerJoin(transfer, eq(transfer.startKey, transferAuthorization.startKey))
        .where(and(eq(transferAuthorization.transferId, transferId), eq(transferAuthorization.tenantId, tenantId)))
        .orderBy(desc(transferAuthorization.authorizedAt))
        .limit(1);
      return row?.authorization ?? null;
    },

    /** Every status the transfer took, oldest first. */
    async statusHistory(transferId: string): Promise<StatusEventRow[]> {
      return db
        .select()
        .from(transferStatusEvent)
        .where(eq(transferStatusEvent.transferId, transferId))
        .orderBy(asc(transferStatusEvent.at), asc(transferStatusEvent.id));
    },
  };
}

export type TransferRecordsRepository = ReturnType<typeof createTransferRecordsRepository>;

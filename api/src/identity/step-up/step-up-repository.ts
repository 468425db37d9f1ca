import { and, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database/database';
import { stepUpGrant, transfer } from '../../platform/database/schema';

export function createStepUpRepository(db: Database | Transaction) {
  return {
    /** The amount of the client's own transfer, or null when it is not theirs (or not there). */
    async transferAmount(owner: { clientId: string; tenantId: string }, transferId: string): Promise<number | null> {
      const [row] = await db
        .select({ amountCents: transfer.amountCents })
        .from(transfer)
        .where(
          and(
            eq(transfer.id, transferId),
            eq(transfer.clientId, owner.clientId),
            eq(transfer.tenantId, owner.tenantId),
          ),
        );
      return row?.amountCents ?? null;
    },

    async grant(values: { sessionId: string; transferId: string; method: 'passkey' | 'code'; createdAt: Date }) {
      await db.insert(stepUpGrant).values(values);
    },

    async grantedSince(sessionId: string, transferId: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: stepUpGrant.id })
        .from(stepUpGrant)
        .where(
          and(
            eq(stepUpGrant.sessionId, sessionId),
            eq(stepUpGrant.transferId, transferId),
            gt(stepUpGrant.createdAt, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type StepUpRepository = ReturnType<typeof createStepUpRepository>;

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { signInAttempt } from '../platform/database/schema';

export interface LiveAttempt {
  id: string;
  clientId: string;
}

export function createSignInAttemptRepository(db: Database | Transaction) {
  return {
    async insert(values: { tokenHash: string; tenantId: string; clientId: string; expiresAt: Date }): Promise<string> {
      const [row] = await db.insert(signInAttempt).values(values).returning({ id: signInAttempt.id });
      return row!.id;
    },

    /** The tenant's unused, unexpired attempt with this token hash, locked until the transaction ends. */
    async liveForUpdate(tenantId: string, tokenHash: string, at: Date): Promise<LiveAttempt | null> {
      const [row] = await db
        .select({ id: signInAttempt.id, clientId: signInAttempt.clientId })
        .from(signInAttempt)
        .where(
          and(
            eq(signInAttempt.tenantId, tenantId),
            eq(signInAttempt.tokenHash, tokenHash),
            isNull(signInAttempt.usedAt),
            gt(signInAttempt.expiresAt, at),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async markUsed(id: string, at: Date): Promise<void> {
      await db.update(signInAttempt).set({ usedAt: at }).where(eq(signInAttempt.id, id));
    },
  };
}

export type SignInAttemptRepository = ReturnType<typeof createSignInAttemptRepository>;

import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { phoneCode } from '../platform/database/schema';
import type { CodeRequest, CodeScope } from './one-time-code';

export type PhoneCodeRow = typeof phoneCode.$inferSelect;

const byScope = ({ tenantId, phone }: CodeScope) => and(eq(phoneCode.tenantId, tenantId), eq(phoneCode.phone, phone));

export function createPhoneCodeRepository(db: Database | Transaction) {
  return {
    /**
     * Serializes everything done for one phone until the transaction ends (issuing against the
     * resend limits, registering it, verifying its code), so two concurrent requests cannot
     * both pass a limit or both create the client.
     */
    async lockPhone({ tenantId, phone }: CodeScope): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`phone-code:${tenantId}:${phone}`}, 0))`);
    },

    /** Each code of the phone issued after `since`: when, and for whom; oldest first. */
    async issuedSince(scope: CodeScope, since: Date): Promise<{ createdAt: Date; requester: string | null }[]> {
      return db
        .select({ createdAt: phoneCode.createdAt, requester: phoneCode.requester })
        .from(phoneCode)
        .where(and(byScope(scope), gt(phoneCode.createdAt, since)))
        .orderBy(asc(phoneCode.createdAt));
    },

    async insert(values: CodeRequest & { codeHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(phoneCode).values(values);
    },

    /** Ends the attempt's live codes at `at`: a resend supersedes them, even one issued in the same millisecond. */
    async supersede(attemptId: string, at: Date): Promise<void> {
      await db
        .update(phoneCode)
        .set({ expiresAt: at })
        .where(and(eq(phoneCode.attemptId, attemptId), isNull(phoneCode.usedAt), gt(phoneCode.expiresAt, at)));
    },

    /** The attempt's one live code (unused, unexpired), locked against a concurrent verification. */
    async liveForUpdate(scope: CodeScope, attemptId: string, at: Date): Promise<PhoneCodeRow | null> {
      const [row] = await db
        .select()
        .from(phoneCode)
        .where(
          and(
            byScope(scope),
            eq(phoneCode.attemptId, attemptId),
            isNull(phoneCode.usedAt),
            gt(phoneCode.expiresAt, at),
          ),
        )
        .orderBy(desc(phoneCode.createdAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async recordWrongAttempt(id: string): Promise<void> {
      await db
        .update(phoneCode)
        .set({ attempts: sql`${phoneCode.attempts} + 1` })
        .where(eq(phoneCode.id, id));
    },

    async markUsed(id: string, at: Date): Promise<void> {
      await db.update(phoneCode).set({ usedAt: at }).where(eq(phoneCode.id, id));
    },
  };
}

export type PhoneCodeRepository = ReturnType<typeof createPhoneCodeRepository>;

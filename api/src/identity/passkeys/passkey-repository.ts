import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database/database';
import { passkey, securityEvent, webauthnChallenge, type WebauthnCeremony } from '../../platform/database/schema';

export type PasskeyRow = typeof passkey.$inferSelect;
export type NewPasskey = typeof passkey.$inferInsert;
export type SecurityEventDetail = Record<string, string | number | boolean | null>;

/** Whose passkeys: every read and write of this repository names the client and its tenant. */
export interface PasskeyOwner {
  clientId: string;
  tenantId: string;
}

const owned = (owner: PasskeyOwner) => and(eq(passkey.clientId, owner.clientId), eq(passkey.tenantId, owner.tenantId));

export function createPasskeyRepository(db: Database | Transaction) {
  return {
    async insertChallenge(values: {
      challenge: string;
      ceremony: WebauthnCeremony;
      tenantId: string;
      clientId: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(webauthnChallenge).values(values);
    },

    /**
     * Deletes up to `limit` challenges that expired before `at`: nothing can take them any more.
     * Run before each new challenge, so the table holds about the last few minutes' challenges
     * however many /login views ask for one (ADR 0097); SKIP LOCKED lets concurrent requests
     * delete side by side instead of queueing behind each other.
     */
    async purgeExpiredChallenges(at: Date, limit: number): Promise<void> {
      await db.execute(sql`
        DELETE FROM ${webauthnChallenge} WHERE ${webauthnChallenge.id} = ANY(ARRAY(
          SELECT ${webauthnChallenge.id} FROM ${webauthnChallenge}
          WHERE ${webauthnChallenge.expiresAt} < ${at}
          LIMIT ${limit} FOR UPDATE SKIP LOCKED
        ))`);
    },

    /**
     * Takes the challenge once: marks it used if it is the tenant's, of this ceremony (and
     * client, when one is named), unused and unexpired. A replay or a late answer finds none.
     */
    async takeChallenge(
      challenge: string,
      ceremony: WebauthnCeremony,
      tenantId: string,
      clientId: string | null,
      at: Date,
    ): Promise<boolean> {
      const taken = await db
        .update(webauthnChallenge)
        .set({ usedAt: at })
        .where(
          and(
            eq(webauthnChallenge.challenge, challenge),
            eq(webauthnChallenge.ceremony, ceremony),
            eq(webauthnChallenge.tenantId, tenantId),
            clientId === null ? isNull(webauthnChallenge.clientId) : eq(webauthnChallenge.clientId, clientId),
            isNull(webauthnChallenge.usedAt),
            gt(webauthnChallenge.expiresAt, at),
          ),
        )
        .returning({ id: webauthnChallenge.id });
      return taken.length === 1;
    },

    async insert(values: NewPasskey): Promise<PasskeyRow> {
      const [row] = await db.insert(passkey).values(values).returning();
      return row!;
    },

    async list(owner: PasskeyOwner): Promise<PasskeyRow[]> {
      return db.select().from(passkey).where(owned(owner)).orderBy(asc(passkey.createdAt));
    },

    async find(owner: PasskeyOwner, id: string): Promise<PasskeyRow | null> {
      const [row] = await db
        .select()
        .from(passkey)
        .where(and(owned(owner), eq(passkey.id, id)));
      return row ?? null;
    },

    /** The tenant's passkey for this host with the credential id, locked against a concurrent use. */
    async findForSignIn(tenantId: string, rpId: string, credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await db
        .select()
        .from(passkey)
        .where(and(eq(passkey.tenantId, tenantId), eq(passkey.rpId, rpId), eq(passkey.credentialId, credentialId)))
        .for('update');
      return row ?? null;
    },

    async recordUse(id: string, values: { counter: number; backedUp: boolean; lastUsedAt: Date }): Promise<void> {
      await db.update(passkey).set(values).where(eq(passkey.id, id));
    },

    async rename(owner: PasskeyOwner, id: string, name: string): Promise<PasskeyRow | null> {
      const [row] = await db
        .update(passkey)
        .set({ name })
        .where(and(owned(owner), eq(passkey.id, id)))
        .returning();
      return row ?? null;
    },

    async remove(owner: PasskeyOwner, id: string): Promise<PasskeyRow | null> {
      const [row] = await db
        .delete(passkey)
        .where(and(owned(owner), eq(passkey.id, id)))
        .returning();
      return row ?? null;
    },

    async countFor(owner: PasskeyOwner): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(passkey)
        .where(owned(owner));
      return row?.count ?? 0;
    },

    /** Appends to the client's security record (no update or delete path exists). */
    async recordEvent(owner: PasskeyOwner, kind: string, detail: SecurityEventDetail = {}): Promise<void> {
      await db.insert(securityEvent).values({ clientId: owner.clientId, tenantId: owner.tenantId, kind, detail });
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;

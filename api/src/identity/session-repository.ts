import { and, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { client, session, tenant, tenantGroup } from '../platform/database/schema';
import type { Locale } from '@portal/shared/i18n';
import type { TenantWithGroup } from '../tenants';

export interface NewSession {
  tokenHash: string;
  clientId: string;
  tenantId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A stored session with what authentication checks besides its own times. */
export interface SessionRecord {
  id: string;
  clientId: string;
  tenantId: string;
  tenantIdentifier: string;
  clientActive: boolean;
  /** The client's chosen language, null when never chosen (the tenant's then). */
  clientLanguage: Locale | null;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The session's tenant, read in the same statement so requests need not fetch it again. */
  tenant: TenantWithGroup;
}

/**
 * Every authenticated request runs this one: prepared once (a named statement on PostgreSQL),
 * so Drizzle does not build its SQL text per request.
 */
function prepareFindByTokenHash(db: Database | Transaction) {
  return db
    .select({
      id: session.id,
      clientId: session.clientId,
      tenantId: session.tenantId,
      tenantIdentifier: tenant.identifier,
      clientActive: client.active,
      clientLanguage: client.language,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
      revokedAt: session.revokedAt,
      tenant: getTableColumns(tenant),
      tenantGroup: getTableColumns(tenantGroup),
    })
    .from(session)
    .innerJoin(tenant, eq(tenant.id, session.tenantId))
    .innerJoin(client, eq(client.id, session.clientId))
    .leftJoin(tenantGroup, eq(tenantGroup.id, tenant.tenantGroupId))
    .where(eq(session.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash');
}

export function createSessionRepository(db: Database | Transaction) {
  let byTokenHash: ReturnType<typeof prepareFindByTokenHash> | undefined;
  return {
    async insert(values: NewSession): Promise<string> {
      const [row] = await db
        .insert(session)
        .values({ ...values, lastSeenAt: values.createdAt })
        .returning({ id: session.id });
      return row!.id;
    },

    async findByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
      byTokenHash ??= prepareFindByTokenHash(db);
      const [row] = await byTokenHash.execute({ tokenHash });
      if (!row) return null;
      const { tenant: tenantRow, tenantGroup: group, ...record } = row;
      return { ...record, tenant: { ...tenantRow, tenantGroup: group } };
    },

    /** Moves last_seen_at to `at` unless it is already later than `unlessAfter` (one write per minute, not per request). */
    async touch(id: string, at: Date, unlessAfter: Date): Promise<void> {
      await db
        .update(session)
        .set({ lastSeenAt: at })
        .where(and(eq(session.id, id), lt(session.lastSeenAt, unlessAfter)));
    },

    /** When the session was opened: the moment its client last proved who they are. */
    async signedInAt(id: string): Promise<Date | null> {
      const [row] = await db.select({ createdAt: session.createdAt }).from(session).where(eq(session.id, id));
      return row?.createdAt ?? null;
    },

    async revoke(id: string, at: Date): Promise<void> {
      await db
        .update(session)
        .set({ revokedAt: at })
        .where(and(eq(session.id, id), isNull(session.revokedAt)));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;

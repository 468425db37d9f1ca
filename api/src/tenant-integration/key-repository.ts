import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { tenant, tenantApiKey } from '../platform/database/schema';
import { generateApiKey, hashApiKey } from './api-keys';

export interface ApiKeyView {
  id: string;
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export interface CreatedApiKey extends ApiKeyView {
  /** The key itself: returned once, never stored. */
  key: string;
}

function view(row: typeof tenantApiKey.$inferSelect): ApiKeyView {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Tenant API keys: created (shown once), found by hash while not revoked, rotated, revoked. */
export function createApiKeyRepository(db: Database | Transaction) {
  const insert = async (tx: Database | Transaction, tenantId: string, label: string | null) => {
    const key = generateApiKey();
    const [row] = await tx
      .insert(tenantApiKey)
      .values({ tenantId, label, keyHash: hashApiKey(key) })
      .returning();
    return { ...view(row!), key };
  };

  return {
    async findTenantIdByIdentifier(identifier: string): Promise<string | null> {
      const [row] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.identifier, identifier));
      return row?.id ?? null;
    },

    create(tenantId: string, label: string | null): Promise<CreatedApiKey> {
      return insert(db, tenantId, label);
    },

    /** The key's id and tenant when it exists and is not revoked. */
    async authenticate(key: string): Promise<{ keyId: string; tenantId: string } | null> {
      const [row] = await db
        .select({ keyId: tenantApiKey.id, tenantId: tenantApiKey.tenantId })
        .from(tenantApiKey)
        .where(and(eq(tenantApiKey.keyHash, hashApiKey(key)), isNull(tenantApiKey.revokedAt)));
      return row ?? null;
    },

    async list(tenantId: string): Promise<ApiKeyView[]> {
      const rows = await db
        .select()
        .from(tenantApiKey)
        .where(eq(tenantApiKey.tenantId, tenantId))
        .orderBy(asc(tenantApiKey.createdAt), asc(tenantApiKey.id));
      return rows.map(view);
    },

    /** Null when the tenant has no such key still active. */
    async revoke(tenantId: string, id: string): Promise<ApiKeyView | null> {
      const [row] = await db
        .update(tenantApiKey)
        .set({ revokedAt: new Date() })
        .where(and(eq(tenantApiKey.tenantId, tenantId), eq(tenantApiKey.id, id), isNull(tenantApiKey.revokedAt)))
        .returning();
      return row ? view(row) : null;
    },

    /** Revokes the key and issues its successor in one transaction: the old key stops working at once. */
    async rotate(tenantId: string, id: string): Promise<CreatedApiKey | null> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .update(tenantApiKey)
          .set({ revokedAt: new Date() })
          .where(and(eq(tenantApiKey.tenantId, tenantId), eq(tenantApiKey.id, id), isNull(tenantApiKey.revokedAt)))
          .returning();
        if (!old) return null;
        return insert(tx, tenantId, old.label);
      });
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;

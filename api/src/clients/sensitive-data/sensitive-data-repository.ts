import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { sensitiveData, type SensitiveDataKey } from '../../platform/database/schema';
import type { SealedValue } from '../../platform/security/data-cipher';

export interface SensitiveDataOwner {
  clientId: string;
  tenantId: string;
}

export type SealedFields = Partial<Record<SensitiveDataKey, SealedValue>>;

export function createSensitiveDataRepository(db: Database) {
  return {
    /** Inserts or replaces each given field of the owner; fields not given keep their value. */
    async save(owner: SensitiveDataOwner, fields: SealedFields, at: Date): Promise<void> {
      const rows = Object.entries(fields).map(([key, sealed]) => ({
        ...owner,
        key: key as SensitiveDataKey,
        ...sealed,
        updatedAt: at,
      }));
      if (rows.length === 0) return;
      await db
        .insert(sensitiveData)
        .values(rows)
        .onConflictDoUpdate({
          target: [sensitiveData.clientId, sensitiveData.tenantId, sensitiveData.key],
          set: {
            ciphertext: sql`excluded.ciphertext`,
            iv: sql`excluded.iv`,
            authTag: sql`excluded.auth_tag`,
            keyId: sql`excluded.key_id`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    async find(owner: SensitiveDataOwner): Promise<SealedFields> {
      const rows = await db
        .select({
          key: sensitiveData.key,
          ciphertext: sensitiveData.ciphertext,
          iv: sensitiveData.iv,
          authTag: sensitiveData.authTag,
          keyId: sensitiveData.keyId,
        })
        .from(sensitiveData)
        .where(and(eq(sensitiveData.clientId, owner.clientId), eq(sensitiveData.tenantId, owner.tenantId)));
      return Object.fromEntries(rows.map(({ key, ...sealed }) => [key, sealed]));
    },
  };
}

export type SensitiveDataRepository = ReturnType<typeof createSensitiveDataRepository>;

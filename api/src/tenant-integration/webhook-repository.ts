import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { tenantWebhookDelivery, tenantWebhookEndpoint, tenantWebhookEvent } from '../platform/database/schema';
import type { SealedValue } from '../platform/security/data-cipher';

export type WebhookEventRow = typeof tenantWebhookEvent.$inferSelect;
export type WebhookDeliveryRow = typeof tenantWebhookDelivery.$inferSelect;

export interface WebhookEndpoint {
  tenantId: string;
  url: string;
  secret: SealedValue;
}

/** The tenant's webhook endpoint, its events and their delivery log. */
export function createWebhookRepository(db: Database | Transaction) {
  return {
    async findEndpoint(tenantId: string): Promise<WebhookEndpoint | null> {
      const [row] = await db.select().from(tenantWebhookEndpoint).where(eq(tenantWebhookEndpoint.tenantId, tenantId));
      if (!row) return null;
      return {
        tenantId: row.tenantId,
        url: row.url,
        secret: {
          ciphertext: row.secretCiphertext,
          iv: row.secretIv,
          authTag: row.secretAuthTag,
          keyId: row.secretKeyId,
        },
      };
    },

    /** Sets the URL; the secret only when given (first time, or a rotation). */
    async saveEndpoint(tenantId: string, url: string, secret: SealedValue | null): Promise<void> {
      const sealed = secret && {
        secretCiphertext: secret.ciphertext,
        secretIv: secret.iv,
        secretAuthTag: secret.authTag,
        secretKeyId: secret.keyId,
      };
      if (sealed) {
        await db
          .insert(tenantWebhookEndpoint)
          .values({ tenantId, url, ...sealed })
          .onConflictDoUpdate({
            target: tenantWebhookEndpoint.tenantId,
            set: { url, ...sealed, updatedAt: new Date() },
          });
      } else {
        await db
          .update(tenantWebhookEndpoint)
          .set({ url, updatedAt: new Date() })
          .where(eq(tenantWebhookEndpoint.tenantId, tenantId));
      }
    },

    async deleteEndpoint(tenantId: string): Promise<boolean> {
      const rows = await db
        .delete(tenantWebhookEndpoint)
        .where(eq(tenantWebhookEndpoint.tenantId, tenantId))
        .returning({ tenantId: tenantWebhookEndpoint.tenantId });
      return rows.length > 0;
    },

    /**
     * Inserts the event unless its key exists; null when it did (the change was recorded before).
     * Its sequence is the transfer's next: the caller holds the transfer's row lock (it changed
     * the status in this transaction), so no other event of the transfer is numbered meanwhile.
     */
    async insertEventOnce(
      values: Omit<typeof tenantWebhookEvent.$inferInsert, 'sequence'>,
    ): Promise<WebhookEventRow | null> {
      const next = sql<number>`(select coalesce(max(${tenantWebhookEvent.sequence}), 0) + 1 from ${tenantWebhookEvent} where ${tenantWebhookEvent.transferId} = ${values.transferId})`;
      const [row] = await db
        .insert(tenantWebhookEvent)
        .values({ ...values, sequence: next })
        .onConflictDoNothing({ target: tenantWebhookEvent.eventKey })
        .returning();
      return row ?? null;
    },

    async findEvent(id: string): Promise<WebhookEventRow | null> {
      const [row] = await db.select().from(tenantWebhookEvent).where(eq(tenantWebhookEvent.id, id));
      return row ?? null;
    },

    async findTenantEvent(tenantId: string, id: string): Promise<WebhookEventRow | null> {
      const [row] = await db
        .select()
        .from(tenantWebhookEvent)
        .where(and(eq(tenantWebhookEvent.tenantId, tenantId), eq(tenantWebhookEvent.id, id)));
      return row ?? null;
    },

    /** Newest first, optionally for one transfer. */
    async listEvents(
      tenantId: string,
      filter: { transferId?: string },
      page: { limit: number; offset: number },
    ): Promise<WebhookEventRow[]> {
      const conditions = [eq(tenantWebhookEvent.tenantId, tenantId)];
      if (filter.transferId) conditions.push(eq(tenantWebhookEvent.transferId, filter.transferId));
      return db
        .select()
        .from(tenantWebhookEvent)
        .where(and(...conditions))
        .orderBy(desc(tenantWebhookEvent.createdAt), desc(tenantWebhookEvent.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async recordDelivery(values: typeof tenantWebhookDelivery.$inferInsert): Promise<void> {
      await db.insert(tenantWebhookDelivery).values(values);
    },

    async deliveriesOf(eventIds: string[]): Promise<WebhookDeliveryRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(tenantWebhookDelivery)
        .where(inArray(tenantWebhookDelivery.eventId, eventIds))
        .orderBy(asc(tenantWebhookDelivery.createdAt), asc(tenantWebhookDelivery.attempt));
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;

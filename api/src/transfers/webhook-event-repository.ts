import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { paymentsWebhookEvent } from '../platform/database/schema';

export interface ReceivedEvent {
  eventId: string;
  topic: string;
  resourceId: string | null;
  occurredAt: Date | null;
}

/** Provider webhook events already handled; use it inside the transaction that acts on the event. */
export function createWebhookEventRepository(db: Database | Transaction) {
  return {
    /** True for the first delivery of the event; false for a replay (the id is already recorded). */
    async recordFirst(event: ReceivedEvent, outcome: string): Promise<boolean> {
      const inserted = await db
        .insert(paymentsWebhookEvent)
        .values({ ...event, outcome })
        .onConflictDoNothing({ target: paymentsWebhookEvent.eventId })
        .returning({ eventId: paymentsWebhookEvent.eventId });
      return inserted.length > 0;
    },

    async setOutcome(eventId: string, outcome: string): Promise<void> {
      await db.update(paymentsWebhookEvent).set({ outcome }).where(eq(paymentsWebhookEvent.eventId, eventId));
    },
  };
}

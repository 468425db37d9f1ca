import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import type { TextRecipients } from '../platform/jobs';
import { smsOptOut } from '../platform/database/schema';

/**
 * The numbers whose texts the SMS vendor refuses because the person replied STOP. The vendor
 * is the authority (it blocks whatever we believe): this is what it last told us, for /account
 * to explain, written by the sms.send job from each send's outcome.
 */
export function createTextOptOutRepository(db: Database) {
  return {
    async isOptedOut(phone: string): Promise<boolean> {
      const [row] = await db.select({ phone: smsOptOut.phone }).from(smsOptOut).where(eq(smsOptOut.phone, phone));
      return row !== undefined;
    },

    /** A send to `phone` was refused for its opt-out. */
    async recordRefused(phone: string): Promise<void> {
      await db
        .insert(smsOptOut)
        .values({ phone })
        .onConflictDoUpdate({ target: smsOptOut.phone, set: { refusedAt: sql`now()` } });
    },

    /** A text to `phone` got through: the person has opted in again (START). */
    async clear(phone: string): Promise<void> {
      await db.delete(smsOptOut).where(eq(smsOptOut.phone, phone));
    },
  };
}

export type TextOptOutRepository = ReturnType<typeof createTextOptOutRepository>;

/** What the sms.send job learns of each recipient, kept here. */
export function textRecipients(optOuts: TextOptOutRepository): TextRecipients {
  return { optedOut: (to) => optOuts.recordRefused(to), reached: (to) => optOuts.clear(to) };
}

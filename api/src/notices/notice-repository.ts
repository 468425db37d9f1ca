import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { MessageType } from '@portal/shared/constants';
import type { Locale } from '@portal/shared/i18n';
import type { Database, Transaction } from '../platform/database/database';
import type { OwnerScope } from '../platform/database/owner-scope';
import {
  client,
  clientMessage,
  type ClientMessageRow,
  emailTemplate,
  loginUser,
  tenant,
  transfer,
} from '../platform/database/schema';

export type NoticeMessageRow = ClientMessageRow;

export interface NoticeSubject {
  transfer: typeof transfer.$inferSelect;
  tenant: typeof tenant.$inferSelect;
  client: typeof client.$inferSelect;
}

/** The notices module's data: what a notice is about, its message row and its e-mail template. */
export function createNoticeRepository(db: Database | Transaction) {
  return {
    /** The transfer with its tenant and client (server-side, by id: the job was enqueued by our own code). */
    async findSubject(transferId: string): Promise<NoticeSubject | null> {
      const [row] = await db
        .select({ transfer, tenant, client })
        .from(transfer)
        .innerJoin(tenant, eq(tenant.id, transfer.tenantId))
        .innerJoin(client, eq(client.id, transfer.clientId))
        .where(eq(transfer.id, transferId));
      return row ?? null;
    },

    /** Whether the client has signed in before (a login user exists): their links open /login. */
    async hasLoginUser(clientId: string): Promise<boolean> {
      const [row] = await db.select({ id: loginUser.id }).from(loginUser).where(eq(loginUser.clientId, clientId));
      return row !== undefined;
    },

    /** One of the owner's messages (another client's or tenant's answers null, like a missing one). */
    async findOwnMessage(owner: OwnerScope, id: string): Promise<NoticeMessageRow | null> {
      const [row] = await db
        .select()
        .from(clientMessage)
        .where(
          and(
            eq(clientMessage.id, id),
            eq(clientMessage.clientId, owner.clientId),
            eq(clientMessage.tenantId, owner.tenantId),
          ),
        );
      return row ?? null;
    },

    async findByNoticeKey(noticeKey: string): Promise<NoticeMessageRow | null> {
      const [row] = await db.select().from(clientMessage).where(eq(clientMessage.noticeKey, noticeKey));
      return row ?? null;
    },

    /** Inserts the notice's message unless one with its key exists; returns the one that does. */
    async insertOnce(values: typeof clientMessage.$inferInsert & { noticeKey: string }): Promise<NoticeMessageRow> {
      const [inserted] = await db
        .insert(clientMessage)
        .values(values)
        .onConflictDoNothing({ target: clientMessage.noticeKey })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(clientMessage).where(eq(clientMessage.noticeKey, values.noticeKey));
      if (!existing) throw new Error('A notice insert conflicted but no message has its key');
      return existing;
    },

    /** The tenant's own template for `label`, else the product default (tenant null). */
    /** The tenant's template of `label` in `language`, else the product's; null when neither exists in it. */
    async findTemplate(tenantId: string, label: MessageType, language: Locale) {
      const [row] = await db
        .select()
        .from(emailTemplate)
        .where(
          and(
            eq(emailTemplate.label, label),
            eq(emailTemplate.language, language),
            or(eq(emailTemplate.tenantId, tenantId), isNull(emailTemplate.tenantId)),
          ),
        )
        // The tenant's own (IS NULL false) before the default (true).
        .orderBy(asc(isNull(emailTemplate.tenantId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;

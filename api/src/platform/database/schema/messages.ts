/** The message center's messages and the e-mail templates their notices are sent with. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/i18n';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_TYPES, type MessageType } from '@portal/shared/constants';
import { client } from './clients';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { tenant } from './tenants';
import { transfer } from './transfers';

export const clientMessage = pgTable(
  'client_message',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    transferId: uuid('transfer_id').references(() => transfer.id),
    messageURL: text('message_url'),
    label: text('label'),
    type: text('type').$type<MessageType>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** `<kind>:<transfer id>` for notices: one message per transfer and kind, however often the event arrives. */
    noticeKey: text('notice_key').unique(),
    /** The notice PDF in the object store, served to its owner at messageURL. */
    pdfStorageKey: text('pdf_storage_key'),
  },
  (t) => [
    // (client, tenant) as every read is scoped; type rides along for the type filter and the count.
    index('client_message_owner_created_idx').on(t.clientId, t.tenantId, t.createdAt, t.type),
    check('client_message_type_valid', sql`${t.type} IN (${sqlList(MESSAGE_TYPES)})`),
  ],
);

/** E-mail templates by label; a null tenant is the product default a tenant may override. */
export const emailTemplate = pgTable(
  'email_template',
  {
    id: id(),
    tenantId: uuid('tenant_id').references(() => tenant.id),
    label: text('label').$type<MessageType>().notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** The language the template is written in: a client's e-mail takes the one in the client's language. */
    language: text('language').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('email_template_tenant_label_language_unique').on(t.tenantId, t.label, t.language).nullsNotDistinct(),
    check('email_template_language_valid', sql`${t.language} IN (${sqlList(LOCALES)})`),
    check('email_template_label_valid', sql`${t.label} IN (${sqlList(MESSAGE_TYPES)})`),
  ],
);

export type ClientMessageRow = typeof clientMessage.$inferSelect;

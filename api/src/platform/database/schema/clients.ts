/**
 * Clients and how they sign in (login users, sessions, SMS codes), and what proves who they are: the
 * encrypted SSN and date of birth, uploaded ID documents.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { CLIENT_ROLE, DEFAULT_NOTICE_CHANNEL, NOTICE_CHANNELS, type NoticeChannel } from '@portal/shared/constants';
import { LOCALES, type Locale } from '@portal/shared/i18n';
import { instant } from '../instant';
import { NOW, createdAt, id, sqlList, updatedAt } from './columns';
import { tenant } from './tenants';
import { IDENTITY_DOCUMENT_TYPES, SENSITIVE_DATA_KEYS, type SensitiveDataKey } from './values';

export const client = pgTable(
  'client',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    email: text('email'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** +1 followed by ten digits (requirements §9). */
    mobilePhone: text('mobile_phone').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    propertyAddress1: text('property_address1'),
    propertyAddress2: text('property_address2'),
    propertyCity: text('property_city'),
    propertyState: text('property_state'),
    propertyZipcode: text('property_zipcode'),
    active: boolean('active').notNull().default(true),
    /** The payment provider's customer (Dwolla customer id / sandbox ledger id). */
    paymentsCustomerId: text('payments_customer_id'),
    /** verified | retry | document | suspended, as reported by the payment provider. */
    paymentsCustomerStatus: text('payments_customer_status'),
    /** How status news reaches the client: email | sms | both (the notices module reads it). */
    noticeChannel: text('notice_channel').$type<NoticeChannel>().notNull().default(DEFAULT_NOTICE_CHANNEL),
    /**
     * The language the client reads: e-mails, texts and PDFs are written in it. Null: never
     * chosen (a client from before languages, or one the tenant API created), so the tenant's.
     */
    language: text('language').$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('client_tenant_mobile_phone_unique').on(t.tenantId, t.mobilePhone),
    check('client_mobile_phone_format', sql`${t.mobilePhone} ~ '^\\+1[0-9]{10}$'`),
    check('client_notice_channel_valid', sql`${t.noticeChannel} IN (${sqlList(NOTICE_CHANNELS)})`),
    check('client_language_valid', sql`${t.language} IN (${sqlList(LOCALES)})`),
  ],
);

/**
 * Phone numbers whose texts the SMS vendor refuses because the person replied STOP (Twilio
 * 21610). Kept per number, not per client: the opt-out is between the number and our sender,
 * whichever tenant's client the number belongs to. Written when a send is refused for it,
 * removed when a text to the number gets through again (the person replied START).
 */
export const smsOptOut = pgTable('sms_opt_out', {
  /** E.164, as texts are addressed. */
  phone: text('phone').primaryKey(),
  /** When a send was last refused for the opt-out. */
  refusedAt: instant('refused_at').notNull().default(NOW),
});

export const loginUser = pgTable(
  'login_user',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    name: text('name'),
    /** e.g. portal_admin (requirements §6: the product prefix followed by _admin). */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    newUserRole: text('new_user_role').notNull().default(CLIENT_ROLE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('login_user_client_unique').on(t.clientId)],
);

/** Opaque bearer tokens: only a hash is stored, so a database leak yields no usable session. */
export const session = pgTable(
  'session',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().default(NOW),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('session_client_idx').on(t.clientId)],
);

/** One-time SMS codes, stored hashed with an attempt counter against guessing. */
export const phoneCode = pgTable(
  'phone_code',
  {
    id: id(),
    phone: text('phone').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
    /** The sign-in attempt (sign_in_attempt) the code belongs to; its own codes only are checked against it. */
    attemptId: uuid('attempt_id'),
    /** Who asked for it: an IPv4 address or an IPv6 /64 (the per-requester budget). */
    requester: text('requester'),
  },
  (t) => [
    index('phone_code_lookup_idx').on(t.tenantId, t.phone, t.createdAt.desc()),
    index('phone_code_attempt_idx').on(t.attemptId, t.createdAt.desc()),
  ],
);

/** SSN (last 4) and date of birth, AES-256-GCM encrypted; key_id names the key that sealed it. */
export const sensitiveData = pgTable(
  'sensitive_data',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    key: text('key').$type<SensitiveDataKey>().notNull(),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    authTag: text('auth_tag').notNull(),
    keyId: text('key_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('sensitive_data_client_tenant_key_unique').on(t.clientId, t.tenantId, t.key),
    check('sensitive_data_key_valid', sql`${t.key} IN (${sqlList(SENSITIVE_DATA_KEYS)})`),
  ],
);

export const identityDocument = pgTable(
  'identity_document',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    type: text('type').$type<(typeof IDENTITY_DOCUMENT_TYPES)[number]>().notNull(),
    /** Key in the asset store (S3 or the local folder), namespaced by tenant and client. */
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('identity_document_client_idx').on(t.clientId),
    check('identity_document_type_valid', sql`${t.type} IN (${sqlList(IDENTITY_DOCUMENT_TYPES)})`),
  ],
);

export type ClientRow = typeof client.$inferSelect;

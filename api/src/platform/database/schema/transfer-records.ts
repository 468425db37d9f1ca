/**
 * A transfer's evidence, append-only (no update or delete path; a trigger refuses both, see the
 * migration): the authorization the client gave for each start, and every status it passed
 * through. Each row is written in the transaction of what it records.
 */
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant } from '../instant';
import { client } from './clients';
import { id } from './columns';
import { tenant } from './tenants';
import { transfer } from './transfers';

export const AUTHORIZATION_KINDS = ['debit', 'credit'] as const;
export type AuthorizationKind = (typeof AUTHORIZATION_KINDS)[number];

/** What the client agreed to at Review (a debit) or Accept Payment (a credit), word for word. */
export const transferAuthorization = pgTable(
  'transfer_authorization',
  {
    id: id(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfer.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    /** The start attempt it authorized: a released attempt's record stays, and the next start has its own. */
    startKey: text('start_key').notNull(),
    kind: text('kind').$type<AuthorizationKind>().notNull(),
    termsVersion: text('terms_version').notNull(),
    /** Exactly the text shown, and its SHA-256 (hex), which the browser sent back. */
    text: text('text').notNull(),
    textSha256: text('text_sha256').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    payee: text('payee').notNull(),
    bankName: text('bank_name').notNull(),
    accountLastFour: text('account_last_four').notNull(),
    /** Where the agreement came from (the client's address as the balancer reports it, and browser). */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    authorizedAt: instant('authorized_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('transfer_authorization_transfer_idx').on(t.transferId),
    // The risk screen's velocity counts: a client's, or a tenant's by address or browser, in a window.
    index('transfer_authorization_client_time_idx').on(t.clientId, t.authorizedAt),
    index('transfer_authorization_tenant_time_idx').on(t.tenantId, t.authorizedAt),
    unique('transfer_authorization_start_key_unique').on(t.startKey),
    check('transfer_authorization_kind_valid', sql`${t.kind} IN ('debit', 'credit')`),
  ],
);

/** Each status a transfer took, when, and the return or failure code that came with it. */
export const transferStatusEvent = pgTable(
  'transfer_status_event',
  {
    id: id(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfer.id),
    status: text('status').notNull(),
    reasonCode: text('reason_code'),
    at: instant('at').notNull(),
  },
  (t) => [index('transfer_status_event_transfer_idx').on(t.transferId, t.at)],
);

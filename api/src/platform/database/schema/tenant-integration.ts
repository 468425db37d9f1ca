/**
 * The tenant integration API (docs/tenant-api.md, ADR 0031-0033): its webhook endpoint, events and
 * deliveries, and the idempotency keys of its creates.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { tenant } from './tenants';
import { transfer } from './transfers';

/**
 * Tenant integration API (docs/tenant-api.md, ADR 0031-0033). The one URL a tenant's
 * transfer events are posted to, with the signing secret sealed like sensitive data
 * (AES-256-GCM, context `webhook-secret:<tenantId>`): the worker needs it in the clear to sign.
 */
export const tenantWebhookEndpoint = pgTable('tenant_webhook_endpoint', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenant.id),
  url: text('url').notNull(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  secretIv: text('secret_iv').notNull(),
  secretAuthTag: text('secret_auth_tag').notNull(),
  secretKeyId: text('secret_key_id').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event per transfer status change, written in the transaction of the change. Its id is
 * the event id every delivery carries; event_key (transfer, status, change time) makes a
 * change recorded twice one event.
 */
export const tenantWebhookEvent = pgTable(
  'tenant_webhook_event',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfer.id),
    type: text('type').notNull(),
    eventKey: text('event_key').notNull().unique(),
    /**
     * 1, 2, 3… per transfer, in the order the changes committed. Deliveries are retried and can
     * arrive out of order (an endpoint down for a while): receivers order a transfer's events
     * by it (docs/tenant-api.md).
     */
    sequence: integer('sequence').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenant_webhook_event_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    unique('tenant_webhook_event_transfer_sequence_unique').on(t.transferId, t.sequence),
  ],
);

/** Every attempt to deliver an event, as the tenant reads it through the API. */
export const tenantWebhookDelivery = pgTable(
  'tenant_webhook_delivery',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tenantWebhookEvent.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    /** Null when no answer came (refused connection, timeout). */
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tenant_webhook_delivery_event_idx').on(t.eventId, t.attempt)],
);

/**
 * Idempotency keys of the tenant API's creates: the first request with a key claims it (and
 * its body's hash) in the transaction that creates the transfer; a repeat reads the transfer.
 */
export const tenantApiIdempotency = pgTable(
  'tenant_api_idempotency',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    transferId: uuid('transfer_id').references(() => transfer.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

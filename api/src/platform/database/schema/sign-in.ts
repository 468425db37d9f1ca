/**
 * How a client proves who they are beyond the session: sign-in attempts (the opaque handle the
 * code routes take instead of a client id), passkeys and their one-time challenges, step-up
 * grants for money, and the append-only record of these security events.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../instant';
import { createdAt, id, sqlList } from './columns';
import { client, session } from './clients';
import { tenant } from './tenants';

/**
 * One text-code sign-in (login or registration): the browser holds the token, only its hash is
 * kept. The codes of an attempt are its own, so a stranger's attempt for the same phone neither
 * replaces nor burns the owner's code. Used once: a verified code ends it.
 */
export const signInAttempt = pgTable(
  'sign_in_attempt',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('sign_in_attempt_client_idx').on(t.clientId)],
);

export const PASSKEY_DEVICE_TYPES = ['singleDevice', 'multiDevice'] as const;

/** A WebAuthn credential of a client, for the tenant's host only (the relying party). */
export const passkey = pgTable(
  'passkey',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen; 0 for authenticators that keep none. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text('device_type').$type<(typeof PASSKEY_DEVICE_TYPES)[number]>().notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The host it was made on: WebAuthn binds it there, and so do we. */
    rpId: text('rp_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    index('passkey_client_idx').on(t.clientId),
    check('passkey_device_type_valid', sql`${t.deviceType} IN (${sqlList(PASSKEY_DEVICE_TYPES)})`),
  ],
);

export const WEBAUTHN_CEREMONIES = ['registration', 'authentication', 'step-up'] as const;
export type WebauthnCeremony = (typeof WEBAUTHN_CEREMONIES)[number];

/** A challenge the server handed out: taken once, within its lifetime, for its own ceremony. */
export const webauthnChallenge = pgTable(
  'webauthn_challenge',
  {
    id: id(),
    challenge: text('challenge').notNull().unique(),
    ceremony: text('ceremony').$type<WebauthnCeremony>().notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    /** Registration and step-up: the session's client; sign-in: none until the passkey says. */
    clientId: uuid('client_id').references(() => client.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [check('webauthn_challenge_ceremony_valid', sql`${t.ceremony} IN (${sqlList(WEBAUTHN_CEREMONIES)})`)],
);

/**
 * A fresh proof (passkey or text code) that the session's client gave for one transfer's start
 * above the tenant's step-up amount. It holds for a few minutes, for that session and transfer,
 * so a retried start (a double click, a lost answer) reads the recorded outcome like any other.
 */
export const stepUpGrant = pgTable(
  'step_up_grant',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => session.id, { onDelete: 'cascade' }),
    transferId: uuid('transfer_id').notNull(),
    method: text('method').$type<'passkey' | 'code'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('step_up_grant_session_transfer_idx').on(t.sessionId, t.transferId)],
);

/** Append-only: what happened to a client's ways of signing in (no update or delete path). */
export const securityEvent = pgTable(
  'security_event',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientId: uuid('client_id').notNull(),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('security_event_client_idx').on(t.clientId, t.createdAt)],
);

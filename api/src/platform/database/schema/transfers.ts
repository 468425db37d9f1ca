/**
 * Money: bank accounts and transfers, what a transfer references (its type, office, realtor, fee
 * configuration) and the documents it produces; the accounts the payment network cannot debit.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { instant } from '../instant';
import { client } from './clients';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { tenant } from './tenants';
import {
  ALL_TRANSFER_STATUSES,
  INSTANT_FALLBACKS,
  PAYOUT_SPEEDS,
  type InstantFallback,
  type PayoutSpeed,
  type TransferStatus,
} from '@portal/shared/constants';
import {
  BANK_ACCOUNT_OWNER_TYPES,
  type Brokerage,
  CLIENT_DOCUMENT_TYPES,
  type OtherIndividuals,
  type RealtorLicense,
  type TransferNote,
  type TransferPurposes,
} from './values';

export const transferType = pgTable('transfer_type', {
  id: id(),
  name: text('name').notNull().unique(),
  isDebit: boolean('is_debit').notNull().default(false),
  isCredit: boolean('is_credit').notNull().default(false),
  purpose: jsonb('purpose').$type<TransferPurposes>().notNull().default({ purposes: [] }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const office = pgTable(
  'office',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    title: text('title').notNull(),
    city: text('city'),
    state: text('state'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('office_tenant_idx').on(t.tenantId)],
);

export const realtor = pgTable(
  'realtor',
  {
    /** 24 hex characters (requirements §9: the front end recognises a realtor by its id length). */
    id: char('id', { length: 24 })
      .primaryKey()
      .$defaultFn(() => randomBytes(12).toString('hex')),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    email: text('email'),
    mobilePhone: text('mobile_phone'),
    active: boolean('active').notNull().default(true),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The last segment of /partner/{landingPageURI}. */
    landingPageURI: text('landing_page_uri').notNull(),
    headshotImageURL: text('headshot_image_url'),
    displayName: text('display_name'),
    displayDescription: text('display_description'),
    licenses: jsonb('licenses').$type<RealtorLicense[]>().notNull().default([]),
    qrCodeURL: text('qr_code_url'),
    brokerage: jsonb('brokerage').$type<Brokerage>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('realtor_tenant_landing_page_unique').on(t.tenantId, t.landingPageURI),
    check('realtor_id_format', sql`${t.id} ~ '^[0-9a-f]{24}$'`),
  ],
);

export const bankAccount = pgTable(
  'bank_account',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    /** Set when ownerType is client; tenant escrow accounts have none. */
    clientId: uuid('client_id').references(() => client.id),
    ownerType: text('owner_type').$type<(typeof BANK_ACCOUNT_OWNER_TYPES)[number]>().notNull(),
    bankName: text('bank_name'),
    name: text('name'),
    bankDisplayName: text('bank_display_name'),
    description: text('description'),
    /** Only ever a masked number for client accounts; full numbers stay with the providers. */
    accountNumber: text('account_number'),
    accountLastFourDigits: text('account_last_four_digits'),
    /** checking | savings: a savings account at some institutions is 'Unsupported'. */
    accountSubtype: text('account_subtype'),
    institutionCode: text('institution_code'),
    /** Null when the balance is unknown (shown as $__.__). */
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    balanceDateTime: instant('balance_date_time'),
    pendingVerification: boolean('pending_verification').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Bank-linking provider (Plaid or its sandbox) identifiers. */
    linkItemId: text('link_item_id'),
    linkAccountId: text('link_account_id'),
    /** The link provider's access token, sealed like sensitive_data (AES-256-GCM). */
    linkAccessTokenCiphertext: text('link_access_token_ciphertext'),
    linkAccessTokenIv: text('link_access_token_iv'),
    linkAccessTokenAuthTag: text('link_access_token_auth_tag'),
    linkAccessTokenKeyId: text('link_access_token_key_id'),
    /** Payment provider (Dwolla or its sandbox ledger) funding source. */
    fundingSourceId: text('funding_source_id'),
    /**
     * The payments provider lists the real-time-payments channel on the funding source: the
     * account's bank receives instant payments (RTP or FedNow). Set when the account is attached.
     */
    instantPayments: boolean('instant_payments').notNull().default(false),
    /**
     * The bank-reported values of the client's details that differ from them (identity
     * mismatch, requirements §5). Set while the account is held inactive until the client overrides.
     */
    identityMismatch: jsonb('identity_mismatch').$type<Record<string, string>>(),
    /** When the client linked it anyway over an identity mismatch ('Override'): the risk screen reads it. */
    identityOverriddenAt: instant('identity_overridden_at'),
    /** The bank's Identity Match score of the client's name against the owner's (0–100), from linking. */
    identityNameScore: integer('identity_name_score'),
    /** Where the client linked it from (address, browser): the risk screen counts links per address and device. */
    linkedFromIp: text('linked_from_ip'),
    linkedFromUserAgent: text('linked_from_user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_account_client_idx').on(t.clientId),
    index('bank_account_tenant_owner_idx').on(t.tenantId, t.ownerType),
    // The risk screen counts the tenant's links in a window (by client, address or browser).
    index('bank_account_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('bank_account_owner_type_valid', sql`${t.ownerType} IN (${sqlList(BANK_ACCOUNT_OWNER_TYPES)})`),
    check('bank_account_owner_matches_client', sql`(${t.ownerType} = 'client') = (${t.clientId} IS NOT NULL)`),
  ],
);

export type BankAccountRow = typeof bankAccount.$inferSelect;

/**
 * What GraphQL's BankAccount is read from (its lists, and a transfer's accounts through the
 * relation loaders): the columns it shows or checks ownership with, not the full number, the
 * provider links or the sealed access token, which no field shows.
 */
export const bankAccountRelationColumns = {
  id: bankAccount.id,
  tenantId: bankAccount.tenantId,
  clientId: bankAccount.clientId,
  ownerType: bankAccount.ownerType,
  bankName: bankAccount.bankName,
  name: bankAccount.name,
  bankDisplayName: bankAccount.bankDisplayName,
  description: bankAccount.description,
  accountLastFourDigits: bankAccount.accountLastFourDigits,
  accountSubtype: bankAccount.accountSubtype,
  institutionCode: bankAccount.institutionCode,
  balanceCents: bankAccount.balanceCents,
  balanceDateTime: bankAccount.balanceDateTime,
  pendingVerification: bankAccount.pendingVerification,
  instantPayments: bankAccount.instantPayments,
  active: bankAccount.active,
  createdAt: bankAccount.createdAt,
  updatedAt: bankAccount.updatedAt,
};
export type BankAccountRelationRow = Pick<BankAccountRow, keyof typeof bankAccountRelationColumns>;

export const transfer = pgTable(
  'transfer',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    transferTypeId: uuid('transfer_type_id').references(() => transferType.id),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    /** Agent full name, e-mail and phone entered for an earnest money deposit. */
    otherIndividuals: jsonb('other_individuals').$type<OtherIndividuals>(),
    email: text('email'),
    mobilePhone: text('mobile_phone'),
    propertyAddress1: text('property_address1'),
    propertyAddress2: text('property_address2'),
    propertyCity: text('property_city'),
    propertyState: text('property_state'),
    propertyZipcode: text('property_zipcode'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /** The amount the tenant asked for (a Requested or Initiated transfer), kept when the client edits it. */
    requestedAmountCents: bigint('requested_amount_cents', { mode: 'number' }),
    feeCents: integer('fee_cents').notNull().default(0),
    purpose: text('purpose'),
    expectedClosingDate: date('expected_closing_date', { mode: 'string' }),
    sellerName: text('seller_name'),
    notes: jsonb('notes').$type<TransferNote[]>().notNull().default([]),
    emailMessage: text('email_message'),
    status: text('status').$type<TransferStatus>().notNull().default('draft'),
    active: boolean('active').notNull().default(true),
    disbursement: boolean('disbursement').notNull().default(false),
    sourceBankAccountId: uuid('source_bank_account_id').references(() => bankAccount.id),
    destBankAccountId: uuid('dest_bank_account_id').references(() => bankAccount.id),
    escrowBankAccountId: uuid('escrow_bank_account_id').references(() => bankAccount.id),
    officeId: uuid('office_id').references(() => office.id),
    /** The realtor whose landing page the client arrived through. */
    realtorId: char('realtor_id', { length: 24 }).references(() => realtor.id),
    /** The agent the client picked when the tenant routes by agent. */
    agentId: char('agent_id', { length: 24 }).references(() => realtor.id),
    /** The payment provider's transfer id once started; its return code when it failed. */
    providerTransferId: text('provider_transfer_id'),
    failureCode: text('failure_code'),
    /**
     * What the client quotes to the title company (Success, receipts, the message center's
     * search): set when the transfer first starts, kept after; unique per tenant, in
     * characters that cannot be confused (no 0/O, 1/I/L, U).
     */
    confirmationCode: text('confirmation_code'),
    /** A disbursement's speed as the tenant asked for it (its default when it named none); null for a client's transfer. */
    payoutSpeed: text('payout_speed').$type<PayoutSpeed>(),
    /** With payoutSpeed instant: same-day, or refuse an account that cannot receive instant payments. */
    instantFallback: text('instant_fallback').$type<InstantFallback>(),
    /** The rail the current start goes by (instant, same-day, standard), fixed when it is claimed. */
    rail: text('rail').$type<PayoutSpeed>(),
    /**
     * A refund: the client's completed transfer it pays back (part of). A refund is a credit the
     * tenant's escrow account sends to that transfer's source account, started by the portal
     * (no client action), with the same state machine as any transfer.
     */
    refundOfTransferId: uuid('refund_of_transfer_id').references((): AnyPgColumn => transfer.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The key of the one start attempt in flight or done (Dwolla Idempotency-Key), written with
     * `starting` by the conditional update that elects the caller; cleared when a definitive
     * refusal returns the transfer to draft.
     */
    startKey: text('start_key').unique(),
    /** When `starting` was entered: the reconciler's grace period counts from here. */
    startedAt: instant('started_at'),
    /**
     * When the attempt's provider call was about to begin, committed before it. Null while the
     * attempt holds `starting`: its process stopped before calling, so the provider made
     * nothing and the reconciler releases the transfer at once (docs/scale.md).
     */
    startCallBeganAt: instant('start_call_began_at'),
  },
  (t) => [
    unique('transfer_provider_transfer_id_unique').on(t.providerTransferId),
    unique('transfer_tenant_confirmation_code_unique').on(t.tenantId, t.confirmationCode),
    index('transfer_tenant_idx').on(t.tenantId),
    index('transfer_refund_of_idx').on(t.refundOfTransferId),
    check('transfer_status_valid', sql`${t.status} IN (${sqlList(ALL_TRANSFER_STATUSES)})`),
    check('transfer_amount_not_negative', sql`${t.amountCents} >= 0`),
    check('transfer_fee_not_negative', sql`${t.feeCents} >= 0`),
    check('transfer_payout_speed_valid', sql`${t.payoutSpeed} IN (${sqlList(PAYOUT_SPEEDS)})`),
    check('transfer_rail_valid', sql`${t.rail} IN (${sqlList(PAYOUT_SPEEDS)})`),
    check('transfer_instant_fallback_valid', sql`${t.instantFallback} IN (${sqlList(INSTANT_FALLBACKS)})`),
    // Every client read is (client, tenant)-scoped and newest first; status and disbursement
    // ride along so the history's count is answered from the index alone (ADR 0030).
    index('transfer_owner_created_idx').on(t.clientId, t.tenantId, t.createdAt.desc(), t.status, t.disbursement),
    // The message search (address contains, case-insensitive). Created only where pg_trgm is
    // available: the migration skips it on PGlite, where the search scans one client's rows.
    index('transfer_property_address1_trgm_idx').using('gin', sql`${t.propertyAddress1} gin_trgm_ops`),
  ],
);

export const institutionLogo = pgTable('institution_logo', {
  id: id(),
  institutionCode: text('institution_code').notNull().unique(),
  logoURL: text('logo_url').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Accounts the payment network cannot debit (requirements §4: a savings account at one credit union):
 * an account whose institution and subtype match a row is listed as 'Unsupported'. Data, so
 * operations can add a bank without a release.
 */
export const unsupportedAccountRule = pgTable(
  'unsupported_account_rule',
  {
    id: id(),
    institutionCode: text('institution_code').notNull(),
    /** Compared case-insensitively with bank_account.account_subtype (checking, savings, …). */
    accountSubtype: text('account_subtype').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [unique('unsupported_account_rule_unique').on(t.institutionCode, t.accountSubtype)],
);

export const clientDocument = pgTable(
  'client_document',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    transferId: uuid('transfer_id').references(() => transfer.id),
    type: text('type').$type<(typeof CLIENT_DOCUMENT_TYPES)[number]>().notNull(),
    description: text('description'),
    filePath: text('file_path'),
    fileURL: text('file_url'),
    status: text('status'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_document_client_idx').on(t.clientId),
    check('client_document_type_valid', sql`${t.type} IN (${sqlList(CLIENT_DOCUMENT_TYPES)})`),
  ],
);

export const transferFeeConfig = pgTable(
  'transfer_fee_config',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    clientPays: boolean('client_pays').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The fee of a same-day debit (the tenant's same-day debits); null: the same as amountCents. */
    sameDayAmountCents: integer('same_day_amount_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transfer_fee_config_tenant_idx').on(t.tenantId, t.createdAt),
    check('transfer_fee_config_amount_not_negative', sql`${t.amountCents} >= 0`),
    check('transfer_fee_config_same_day_amount_not_negative', sql`${t.sameDayAmountCents} >= 0`),
  ],
);

// One row type per table the API reads whole; the repositories and GraphQL's resolver types
// (platform/graphql/resolver-types.ts) share them.
export type TransferTypeRow = typeof transferType.$inferSelect;
export type OfficeRow = typeof office.$inferSelect;
export type RealtorRow = typeof realtor.$inferSelect;
export type TransferRow = typeof transfer.$inferSelect;
export type InstitutionLogoRow = typeof institutionLogo.$inferSelect;
export type ClientDocumentRow = typeof clientDocument.$inferSelect;
export type TransferFeeConfigRow = typeof transferFeeConfig.$inferSelect;

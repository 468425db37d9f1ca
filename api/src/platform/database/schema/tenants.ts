/** Tenants, their groups, API keys and branding, with the relations Drizzle's relational queries follow. */
import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  DEFAULT_INSTANT_FALLBACK,
  DEFAULT_PAYOUT_SPEED,
  INSTANT_FALLBACKS,
  MODULES,
  PAYOUT_SPEEDS,
  type InstantFallback,
  type PayoutSpeed,
  type PortalModule,
} from '@portal/shared/constants';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/i18n';
import { instant } from '../instant';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { ROUTING_TYPES, type RoutingType } from './values';

export const tenantGroup = pgTable('tenant_group', {
  id: id(),
  groupName: text('group_name').notNull(),
  logoURL: text('logo_url'),
  groupTagline: text('group_tagline'),
  bannerColor: text('banner_color'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tenant = pgTable(
  'tenant',
  {
    id: id(),
    tenantGroupId: uuid('tenant_group_id').references(() => tenantGroup.id),
    name: text('name').notNull(),
    description: text('description'),
    /** The first host label that selects this tenant (demo.example.com → demo). */
    identifier: text('identifier').notNull().unique(),
    type: text('type'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    supportEmail: text('support_email'),
    pocPhone: text('poc_phone'),
    routingType: text('routing_type').$type<RoutingType>().notNull().default('other'),
    enabledModules: text('enabled_modules')
      .array()
      .$type<PortalModule[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Above this amount (cents) a start needs a fresh passkey or text code; null: never. */
    stepUpAboveCents: integer('step_up_above_cents'),
    /** The speed of a disbursement that names none (the tenant API's payout settings). */
    payoutSpeed: text('payout_speed').$type<PayoutSpeed>().notNull().default(DEFAULT_PAYOUT_SPEED),
    /** What an instant payout does into an account that cannot receive instant payments. */
    instantFallback: text('instant_fallback').$type<InstantFallback>().notNull().default(DEFAULT_INSTANT_FALLBACK),
    /** Clients' transfers debit by same-day ACH when started before the same-day cutoff. */
    sameDayDebits: boolean('same_day_debits').notNull().default(false),
    /** The language of a client who has not chosen one, and of a visitor whose browser names none of ours. */
    defaultLanguage: text('default_language').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tenant_default_language_valid', sql`${t.defaultLanguage} IN (${sqlList(LOCALES)})`),
    check('tenant_payout_speed_valid', sql`${t.payoutSpeed} IN (${sqlList(PAYOUT_SPEEDS)})`),
    check('tenant_instant_fallback_valid', sql`${t.instantFallback} IN (${sqlList(INSTANT_FALLBACKS)})`),
    check('tenant_identifier_format', sql`${t.identifier} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`),
    check('tenant_routing_type_valid', sql`${t.routingType} IN (${sqlList(ROUTING_TYPES)})`),
    check('tenant_enabled_modules_valid', sql`${t.enabledModules} <@ ARRAY[${sqlList(MODULES)}]::text[]`),
  ],
);

/** Server-to-server credentials a tenant uses to create requests and disbursements. */
export const tenantApiKey = pgTable(
  'tenant_api_key',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    keyHash: text('key_hash').notNull().unique(),
    label: text('label'),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('tenant_api_key_tenant_idx').on(t.tenantId)],
);

export const branding = pgTable(
  'branding',
  {
    id: id(),
    /** Null only for the default branding. */
    tenantId: uuid('tenant_id').references(() => tenant.id),
    description: text('description'),
    logoURL: text('logo_url'),
    faviconImgURL: text('favicon_img_url'),
    backgroundImageURL: text('background_image_url'),
    /** Tenant HTML, stored as given and sanitized on output (see tenants/branding/sanitize.ts). */
    header: text('header'),
    footer: text('footer'),
    registerText: text('register_text'),
    registerButtonText: text('register_button_text'),
    fontFamily: text('font_family'),
    fontSize: text('font_size'),
    fontColor: text('font_color'),
    fontWeight: text('font_weight'),
    backgroundColor: text('background_color'),
    linkColor: text('link_color'),
    buttonColor: text('button_color'),
    accentColor: text('accent_color'),
    customCSS: text('custom_css'),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('branding_tenant_idx').on(t.tenantId),
    check('branding_default_has_no_tenant', sql`NOT ${t.isDefault} OR ${t.tenantId} IS NULL`),
  ],
);

export const tenantGroupRelations = relations(tenantGroup, ({ many }) => ({
  tenants: many(tenant),
}));

export const tenantRelations = relations(tenant, ({ one, many }) => ({
  tenantGroup: one(tenantGroup, { fields: [tenant.tenantGroupId], references: [tenantGroup.id] }),
  brandings: many(branding),
}));

export const brandingRelations = relations(branding, ({ one }) => ({
  tenant: one(tenant, { fields: [branding.tenantId], references: [tenant.id] }),
}));

export type TenantRow = typeof tenant.$inferSelect;
export type TenantGroupRow = typeof tenantGroup.$inferSelect;
/** A tenant as sessions and GraphQL read it: with its group (logo, tagline, banner colour). */
export type TenantWithGroup = TenantRow & { tenantGroup: TenantGroupRow | null };
export type BrandingRow = typeof branding.$inferSelect;
/** A branding as GraphQL reads it: with its tenant (null for the default branding). */
export type BrandingWithTenant = BrandingRow & { tenant: TenantWithGroup | null };

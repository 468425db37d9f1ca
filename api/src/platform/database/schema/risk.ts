/**
 * The risk screen of client debits (docs/risk.md, ADR 0082): each tenant's policy, one row per
 * version, and every decision taken on a transfer, both append-only (a trigger refuses update
 * and delete, see the migration): a decision names the policy version it used, and a policy
 * version, once a decision named it, must still say what it said.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../instant';
import { client } from './clients';
import { createdAt, id, sqlList } from './columns';
import { tenant } from './tenants';
import { transfer } from './transfers';

/** A policy version's settings as stored: the risk domain validates and reads them (risk/policy.ts). */
export type StoredRiskSettings = Record<string, unknown>;

export const riskPolicy = pgTable(
  'risk_policy',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    /** 1, 2, …; version 0 is the documented defaults, never stored. */
    version: integer('version').notNull(),
    settings: jsonb('settings').$type<StoredRiskSettings>().notNull(),
    /** The API key that wrote it. */
    changedBy: text('changed_by'),
    createdAt: createdAt(),
  },
  (t) => [unique('risk_policy_tenant_version_unique').on(t.tenantId, t.version)],
);

/** What a decision was taken at: the screen of a start, or the review of a held one. */
export const RISK_DECISION_STAGES = ['screen', 'review'] as const;
export type RiskDecisionStage = (typeof RISK_DECISION_STAGES)[number];

/** allow / review / block at the screen; approved / rejected / expired at the review. */
export const RISK_OUTCOMES = ['allow', 'review', 'block', 'approved', 'rejected', 'expired'] as const;
export type RiskOutcome = (typeof RISK_OUTCOMES)[number];

/** One rule's result as recorded: what it saw, against what limit, and what it asked for. */
export interface RecordedRuleResult {
  rule: string;
  reason: string;
  action: string;
  hit: boolean;
  observed: number | string | boolean | null;
  limit: number | string | boolean | null;
}

export const riskDecision = pgTable(
  'risk_decision',
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
    /** The start attempt decided on (its authorization has the same key). */
    startKey: text('start_key').notNull(),
    stage: text('stage').$type<RiskDecisionStage>().notNull(),
    outcome: text('outcome').$type<RiskOutcome>().notNull(),
    /** The reason codes of the rules that fired (screen), in rule order. */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    /** Every rule's result (screen only). */
    results: jsonb('results').$type<RecordedRuleResult[]>().notNull().default([]),
    policyVersion: integer('policy_version').notNull(),
    /** Who decided a review: `api-key:<id>`, or `portal` for an expired hold; null at the screen. */
    decidedBy: text('decided_by'),
    note: text('note'),
    /** A hold expires to rejected at this time unless the tenant decides first. */
    reviewBy: instant('review_by'),
    decidedAt: createdAt(),
  },
  (t) => [
    index('risk_decision_transfer_idx').on(t.transferId, t.decidedAt),
    index('risk_decision_tenant_idx').on(t.tenantId, t.decidedAt),
    check('risk_decision_stage_valid', sql`${t.stage} IN (${sqlList(RISK_DECISION_STAGES)})`),
    check('risk_decision_outcome_valid', sql`${t.outcome} IN (${sqlList(RISK_OUTCOMES)})`),
  ],
);

export type RiskPolicyRow = typeof riskPolicy.$inferSelect;
export type RiskDecisionRow = typeof riskDecision.$inferSelect;

/**
 * A tenant's risk policy (docs/risk.md): for each rule, what a hit asks for (off, note, review,
 * block) and its thresholds, plus how long a hold waits for the tenant. Versioned: version 0
 * is these defaults, never stored; each change through the tenant API stores the whole policy
 * as the next version, and every decision records the version it used.
 *
 * The defaults hold a demo journey (an instant bank, an everyday amount) to allow and ask for a
 * review of the patterns fraud rings use with earnest money: an overridden identity mismatch,
 * a large first debit, a burst of starts or links, an account that bounced before.
 */
export const RULE_ACTIONS = ['off', 'note', 'review', 'block'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

interface Rule {
  action: RuleAction;
}
interface WindowedCount extends Rule {
  windowMinutes: number;
  max: number;
}

export interface RiskRules {
  identityOverridden: Rule;
  nameMatch: Rule & { minScore: number };
  newAccount: Rule & { hours: number };
  amountOverThreshold: Rule & { thresholdCents: number };
  amountNotRequested: Rule;
  dailyTotal: Rule & { limitCents: number };
  clientStarts: WindowedCount;
  clientFailedStarts: WindowedCount;
  clientLinkedAccounts: WindowedCount;
  addressStarts: WindowedCount;
  addressFailedStarts: WindowedCount;
  addressLinkedAccounts: WindowedCount;
  deviceStarts: WindowedCount;
  deviceFailedStarts: WindowedCount;
  deviceLinkedAccounts: WindowedCount;
  earlierReturns: Rule & { codes: string[] };
  returnRisk: Rule & { fireAtScore: number };
}

export interface RiskSettings {
  /** A hold not decided within this many hours expires to rejected. */
  reviewHours: number;
  rules: RiskRules;
}

export interface RiskPolicy extends RiskSettings {
  version: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  reviewHours: 72,
  rules: {
    identityOverridden: { action: 'review' },
    // Plaid's own guidance: below 70 the names do not match.
    nameMatch: { action: 'review', minScore: 70 },
    // Every demo client links and pays at once: a new account alone is noted, not held.
    newAccount: { action: 'note', hours: 24 },
    amountOverThreshold: { action: 'review', thresholdCents: 2_500_000 },
    amountNotRequested: { action: 'review' },
    dailyTotal: { action: 'review', limitCents: 5_000_000 },
    clientStarts: { action: 'review', windowMinutes: HOUR, max: 20 },
    clientFailedStarts: { action: 'review', windowMinutes: DAY, max: 5 },
    clientLinkedAccounts: { action: 'review', windowMinutes: DAY, max: 5 },
    // An office or a household shares one address and one browser: noted unless a tenant asks more.
    addressStarts: { action: 'note', windowMinutes: HOUR, max: 30 },
    addressFailedStarts: { action: 'note', windowMinutes: DAY, max: 10 },
    addressLinkedAccounts: { action: 'note', windowMinutes: DAY, max: 10 },
    deviceStarts: { action: 'note', windowMinutes: HOUR, max: 30 },
    deviceFailedStarts: { action: 'note', windowMinutes: DAY, max: 10 },
    deviceLinkedAccounts: { action: 'note', windowMinutes: DAY, max: 10 },
    // Account and authorization returns; not R01 (insufficient funds), which an honest client
    // fixes by topping up and paying again.
    earlierReturns: { action: 'review', codes: ['R02', 'R03', 'R04', 'R10', 'R16', 'R20', 'R29'] },
    // Plaid Signal's 1-99 scale: 90 and above is its own highest-risk band.
    returnRisk: { action: 'review', fireAtScore: 90 },
  },
};

export const DEFAULT_RISK_POLICY: RiskPolicy = { version: 0, ...DEFAULT_RISK_SETTINGS };

export type RuleName = keyof RiskRules;
export const RULE_NAMES = Object.keys(DEFAULT_RISK_SETTINGS.rules) as RuleName[];

/** A change the tenant sends: any rule's fields, each optional. */
export interface RiskPolicyChange {
  reviewHours?: number;
  rules?: { [Name in RuleName]?: Partial<RiskRules[Name]> };
}

/** The policy after `change` (already validated by the route's schema) is applied to `current`. */
export function applyChange(current: RiskSettings, change: RiskPolicyChange): RiskSettings {
  const rules = { ...current.rules } as Record<RuleName, object>;
  for (const name of RULE_NAMES) {
    const fields = change.rules?.[name];
    if (fields) rules[name] = { ...rules[name], ...fields };
  }
  return { reviewHours: change.reviewHours ?? current.reviewHours, rules: rules as unknown as RiskRules };
}

/**
 * Stored settings read back over the defaults: a rule added after a version was stored takes
 * its default in that version, so an old version never lacks a rule.
 */
export function settingsFromStored(stored: Record<string, unknown>): RiskSettings {
  return applyChange(DEFAULT_RISK_SETTINGS, stored as RiskPolicyChange);
}

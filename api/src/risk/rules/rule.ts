/**
 * What every rule family shares: the facts a screen gathers once (all from data the portal
 * already holds, read in the start's transaction), and the result each rule returns.
 */
import type { RecordedRuleResult } from '../../platform/database/schema';

export interface ScreenFacts {
  amountCents: number;
  /** What the tenant asked for, when the transfer is its request. */
  requestedAmountCents: number | null;
  account: {
    /** When the client overrode an identity mismatch to link it; null when never. */
    identityOverriddenAt: Date | null;
    /** The bank's Identity Match score of the client's name (0–100) at linking; null when none. */
    nameScore: number | null;
    linkedAt: Date;
    /** Debits from it that started before this one. */
    earlierDebits: number;
  };
  /** The client's debits started in the last 24 hours (held ones included), this one excepted, in cents. */
  dayTotalCents: number;
  /** Counts in each rule's window, this start included. */
  counts: {
    clientStarts: number;
    clientFailedStarts: number;
    clientLinkedAccounts: number;
    addressStarts: number;
    addressFailedStarts: number;
    addressLinkedAccounts: number;
    deviceStarts: number;
    deviceFailedStarts: number;
    deviceLinkedAccounts: number;
  };
  /** Return and failure codes of the client's earlier debits, or of any debit from this account. */
  earlierReturnCodes: string[];
  /** The bank-linking provider's return-risk scores of this debit (1–99), or null when it gave none. */
  returnRisk: { customerInitiated: number | null; bankInitiated: number | null } | null;
  now: Date;
}

export type RuleResult = RecordedRuleResult;

/** A rule's result: `hit` when it fired; the action is the policy's for that rule. */
export function result(
  rule: string,
  reason: string,
  action: string,
  hit: boolean,
  observed: RuleResult['observed'],
  limit: RuleResult['limit'],
): RuleResult {
  return { rule, reason, action, hit, observed, limit };
}

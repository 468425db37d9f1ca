/**
 * Amount: above the tenant's review threshold; other than the amount the tenant requested; the
 * client's total over 24 hours above the tenant's limit.
 */
import type { RiskRules } from '../policy';
import { result, type RuleResult, type ScreenFacts } from './rule';

export const AMOUNT_OVER_THRESHOLD = 'AMOUNT_OVER_THRESHOLD';
export const AMOUNT_NOT_REQUESTED = 'AMOUNT_NOT_REQUESTED';
export const DAILY_TOTAL_OVER_LIMIT = 'DAILY_TOTAL_OVER_LIMIT';

export function amountRules(facts: ScreenFacts, rules: RiskRules): RuleResult[] {
  const { amountCents, requestedAmountCents } = facts;
  const { thresholdCents } = rules.amountOverThreshold;
  const dayTotal = facts.dayTotalCents + amountCents;
  const { limitCents } = rules.dailyTotal;
  return [
    result(
      'amountOverThreshold',
      AMOUNT_OVER_THRESHOLD,
      rules.amountOverThreshold.action,
      amountCents > thresholdCents,
      amountCents,
      thresholdCents,
    ),
    result(
      'amountNotRequested',
      AMOUNT_NOT_REQUESTED,
      rules.amountNotRequested.action,
      requestedAmountCents !== null && amountCents !== requestedAmountCents,
      amountCents,
      requestedAmountCents,
    ),
    result('dailyTotal', DAILY_TOTAL_OVER_LIMIT, rules.dailyTotal.action, dayTotal > limitCents, dayTotal, limitCents),
  ];
}

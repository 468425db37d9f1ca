/**
 * Return risk: the bank-linking provider's score of this debit (Plaid Signal, 1–99, the higher
 * the likelier a return), the higher of its customer- and bank-initiated scores, at or above
 * the tenant's `fireAtScore`. No score (an account without a link, a provider that could not say)
 * never fires; the result records that none was had.
 */
import type { RiskRules } from '../policy';
import { result, type RuleResult, type ScreenFacts } from './rule';

export const RETURN_RISK_HIGH = 'RETURN_RISK_HIGH';

export function returnRiskRules(facts: ScreenFacts, rules: RiskRules): RuleResult[] {
  const scores = [facts.returnRisk?.customerInitiated, facts.returnRisk?.bankInitiated].filter(
    (score): score is number => typeof score === 'number',
  );
  const score = scores.length > 0 ? Math.max(...scores) : null;
  const { action, fireAtScore } = rules.returnRisk;
  return [result('returnRisk', RETURN_RISK_HIGH, action, score !== null && score >= fireAtScore, score, fireAtScore)];
}

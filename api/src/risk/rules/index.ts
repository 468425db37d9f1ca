/**
 * Every rule family, in the order a decision lists them, and the decision they make together:
 * the strictest action among the rules that fired (block over review over allow; a noted hit
 * is recorded and allows).
 */
import type { RiskRules } from '../policy';
import { accountAgeRules } from './account-age';
import { amountRules } from './amount';
import { historyRules } from './history';
import { identityRules } from './identity';
import { returnRiskRules } from './return-risk';
import type { RuleResult, ScreenFacts } from './rule';
import { velocityRules } from './velocity';

export type { RuleResult, ScreenFacts } from './rule';
export { VELOCITY_RULES, type VelocityRule } from './velocity';

const FAMILIES = [identityRules, accountAgeRules, amountRules, velocityRules, historyRules, returnRiskRules];

export type Decision = 'allow' | 'review' | 'block';

export interface Evaluation {
  decision: Decision;
  /** The reason codes of the rules that fired and are not off, in rule order. */
  reasons: string[];
  results: RuleResult[];
}

export function evaluate(facts: ScreenFacts, rules: RiskRules): Evaluation {
  const results = FAMILIES.flatMap((family) => family(facts, rules));
  const fired = results.filter((one) => one.hit && one.action !== 'off');
  const decision: Decision = fired.some((one) => one.action === 'block')
    ? 'block'
    : fired.some((one) => one.action === 'review')
      ? 'review'
      : 'allow';
  return { decision, reasons: fired.map((one) => one.reason), results };
}

/** History: an earlier debit of this client, or from this account, came back with one of the tenant's return codes. */
import type { RiskRules } from '../policy';
import { result, type RuleResult, type ScreenFacts } from './rule';

export const EARLIER_RETURN = 'EARLIER_RETURN';

export function historyRules(facts: ScreenFacts, rules: RiskRules): RuleResult[] {
  const { codes, action } = rules.earlierReturns;
  const found = facts.earlierReturnCodes.filter((code) => codes.includes(code));
  return [
    result(
      'earlierReturns',
      EARLIER_RETURN,
      action,
      found.length > 0,
      [...new Set(found)].join(',') || null,
      codes.join(','),
    ),
  ];
}

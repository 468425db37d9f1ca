/**
 * Identity: the account was linked although the bank's owner differed from the client
 * (Override); the bank's name-match score of the client's name is below the tenant's minimum.
 */
import type { RiskRules } from '../policy';
import { result, type RuleResult, type ScreenFacts } from './rule';

export const IDENTITY_OVERRIDDEN = 'IDENTITY_OVERRIDDEN';
export const NAME_MATCH_LOW = 'NAME_MATCH_LOW';

export function identityRules(facts: ScreenFacts, rules: RiskRules): RuleResult[] {
  const overridden = facts.account.identityOverriddenAt !== null;
  const { nameScore } = facts.account;
  const { minScore, action } = rules.nameMatch;
  return [
    result('identityOverridden', IDENTITY_OVERRIDDEN, rules.identityOverridden.action, overridden, overridden, false),
    result('nameMatch', NAME_MATCH_LOW, action, nameScore !== null && nameScore < minScore, nameScore, minScore),
  ];
}

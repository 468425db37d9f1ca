/** Identity: the account was linked although the bank's owner differed from the client (Override). */
import type { RiskRules } from '../policy';
import { result, type RuleResult, type ScreenFacts } from './rule';

export const IDENTITY_OVERRIDDEN = 'IDENTITY_OVERRIDDEN';

export function identityRules(facts: ScreenFacts, rules: RiskRules): RuleResult[] {
  const overridden = facts.account.identityOverriddenAt !== null;
  return [
    result('identityOverridden', IDENTITY_OVERRIDDEN, rules.identityOverridden.action, overridden, overridden, false),
  ];
}

/** Account age: the first debit from an account linked less than N hours ago. */
import type { RiskRules } from '../policy';
import { result, type RuleResult, type ScreenFacts } from './rule';

export const ACCOUNT_NEW = 'ACCOUNT_NEW';

export function accountAgeRules(facts: ScreenFacts, rules: RiskRules): RuleResult[] {
  const { hours, action } = rules.newAccount;
  const ageHours = Math.floor((facts.now.getTime() - facts.account.linkedAt.getTime()) / 3_600_000);
  const hit = facts.account.earlierDebits === 0 && ageHours < hours;
  return [result('newAccount', ACCOUNT_NEW, action, hit, ageHours, hours)];
}

/**
 * Velocity: starts, failed starts and linked accounts, per client, per address and per browser
 * (device), each counted in its own window.
 */
import type { RiskRules } from '../policy';
import { result, type RuleResult, type ScreenFacts } from './rule';

export const VELOCITY_REASONS = {
  clientStarts: 'VELOCITY_CLIENT_STARTS',
  clientFailedStarts: 'VELOCITY_CLIENT_FAILED_STARTS',
  clientLinkedAccounts: 'VELOCITY_CLIENT_LINKED_ACCOUNTS',
  addressStarts: 'VELOCITY_ADDRESS_STARTS',
  addressFailedStarts: 'VELOCITY_ADDRESS_FAILED_STARTS',
  addressLinkedAccounts: 'VELOCITY_ADDRESS_LINKED_ACCOUNTS',
  deviceStarts: 'VELOCITY_DEVICE_STARTS',
  deviceFailedStarts: 'VELOCITY_DEVICE_FAILED_STARTS',
  deviceLinkedAccounts: 'VELOCITY_DEVICE_LINKED_ACCOUNTS',
} as const;

export type VelocityRule = keyof typeof VELOCITY_REASONS;
export const VELOCITY_RULES = Object.keys(VELOCITY_REASONS) as VelocityRule[];

export function velocityRules(facts: ScreenFacts, rules: RiskRules): RuleResult[] {
  return VELOCITY_RULES.map((name) => {
    const { action, max } = rules[name];
    const observed = facts.counts[name];
    return result(name, VELOCITY_REASONS[name], action, observed > max, observed, max);
  });
}

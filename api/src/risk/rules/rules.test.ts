import { DEFAULT_RISK_SETTINGS, type RiskRules } from '../policy';
import { evaluate, type ScreenFacts } from './index';

const NOW = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

/** A debit no rule objects to: an account linked long ago that paid before, an everyday amount. */
const calm: ScreenFacts = {
  amountCents: 150_000,
  requestedAmountCents: null,
  account: { identityOverriddenAt: null, nameScore: 100, linkedAt: hoursAgo(24 * 30), earlierDebits: 1 },
  dayTotalCents: 0,
  counts: {
    clientStarts: 1,
    clientFailedStarts: 0,
    clientLinkedAccounts: 1,
    addressStarts: 1,
    addressFailedStarts: 0,
    addressLinkedAccounts: 1,
    deviceStarts: 1,
    deviceFailedStarts: 0,
    deviceLinkedAccounts: 1,
  },
  earlierReturnCodes: [],
  returnRisk: { customerInitiated: 5, bankInitiated: 5 },
  now: NOW,
};

const rules = DEFAULT_RISK_SETTINGS.rules;
const counts = (change: Partial<ScreenFacts['counts']>) => ({ counts: { ...calm.counts, ...change } });
const account = (change: Partial<ScreenFacts['account']>) => ({ account: { ...calm.account, ...change } });

// [what, facts that trigger it, facts just beside the trigger, reason, decision under the defaults]
const CASES: [string, Partial<ScreenFacts>, Partial<ScreenFacts>, string, string][] = [
  [
    'an overridden identity mismatch',
    account({ identityOverriddenAt: hoursAgo(1) }),
    account({}),
    'IDENTITY_OVERRIDDEN',
    'review',
  ],
  ['a name-match score of 69', account({ nameScore: 69 }), account({ nameScore: 70 }), 'NAME_MATCH_LOW', 'review'],
  ['a name-match score of 0', account({ nameScore: 0 }), account({ nameScore: null }), 'NAME_MATCH_LOW', 'review'],
  [
    'the first debit from an account linked 23 hours ago',
    account({ linkedAt: hoursAgo(23), earlierDebits: 0 }),
    account({ linkedAt: hoursAgo(23), earlierDebits: 1 }),
    'ACCOUNT_NEW',
    'allow',
  ],
  [
    'an amount above $25,000.00',
    { amountCents: 2_500_001 },
    { amountCents: 2_500_000 },
    'AMOUNT_OVER_THRESHOLD',
    'review',
  ],
  [
    'an amount other than the one requested',
    { amountCents: 150_000, requestedAmountCents: 140_000 },
    { amountCents: 150_000, requestedAmountCents: 150_000 },
    'AMOUNT_NOT_REQUESTED',
    'review',
  ],
  [
    'a 24-hour total above $50,000.00',
    { dayTotalCents: 4_850_001 },
    { dayTotalCents: 4_850_000 },
    'DAILY_TOTAL_OVER_LIMIT',
    'review',
  ],
  [
    '21 starts of the client in an hour',
    counts({ clientStarts: 21 }),
    counts({ clientStarts: 20 }),
    'VELOCITY_CLIENT_STARTS',
    'review',
  ],
  [
    '6 failed starts of the client in a day',
    counts({ clientFailedStarts: 6 }),
    counts({ clientFailedStarts: 5 }),
    'VELOCITY_CLIENT_FAILED_STARTS',
    'review',
  ],
  [
    '6 accounts linked by the client in a day',
    counts({ clientLinkedAccounts: 6 }),
    counts({ clientLinkedAccounts: 5 }),
    'VELOCITY_CLIENT_LINKED_ACCOUNTS',
    'review',
  ],
  [
    '31 starts from one address in an hour',
    counts({ addressStarts: 31 }),
    counts({ addressStarts: 30 }),
    'VELOCITY_ADDRESS_STARTS',
    'allow',
  ],
  [
    '11 failed starts from one address in a day',
    counts({ addressFailedStarts: 11 }),
    counts({ addressFailedStarts: 10 }),
    'VELOCITY_ADDRESS_FAILED_STARTS',
    'allow',
  ],
  [
    '31 starts from one browser in an hour',
    counts({ deviceStarts: 31 }),
    counts({ deviceStarts: 30 }),
    'VELOCITY_DEVICE_STARTS',
    'allow',
  ],
  [
    '11 accounts linked from one address in a day',
    counts({ addressLinkedAccounts: 11 }),
    counts({ addressLinkedAccounts: 10 }),
    'VELOCITY_ADDRESS_LINKED_ACCOUNTS',
    'allow',
  ],
  [
    '11 failed starts from one browser in a day',
    counts({ deviceFailedStarts: 11 }),
    counts({ deviceFailedStarts: 10 }),
    'VELOCITY_DEVICE_FAILED_STARTS',
    'allow',
  ],
  [
    '11 accounts linked from one browser in a day',
    counts({ deviceLinkedAccounts: 11 }),
    counts({ deviceLinkedAccounts: 10 }),
    'VELOCITY_DEVICE_LINKED_ACCOUNTS',
    'allow',
  ],
  [
    'a return-risk score of 90',
    { returnRisk: { customerInitiated: 90, bankInitiated: 5 } },
    { returnRisk: { customerInitiated: 89, bankInitiated: 89 } },
    'RETURN_RISK_HIGH',
    'review',
  ],
  [
    'a bank-initiated return-risk score of 92',
    { returnRisk: { customerInitiated: null, bankInitiated: 92 } },
    { returnRisk: null },
    'RETURN_RISK_HIGH',
    'review',
  ],
  [
    'an earlier R03 return',
    { earlierReturnCodes: ['R03'] },
    { earlierReturnCodes: ['R01', 'R99'] },
    'EARLIER_RETURN',
    'review',
  ],
];

describe('the risk rules', () => {
  it('let a calm debit through with no reason', () => {
    expect(evaluate(calm, rules)).toMatchObject({ decision: 'allow', reasons: [] });
    expect(evaluate(calm, rules).results).toHaveLength(17);
  });

  it.each(CASES)('fire on %s, and not beside it', (_what, trigger, beside, reason, decision) => {
    const fired = evaluate({ ...calm, ...trigger }, rules);
    expect(fired.reasons).toEqual([reason]);
    expect(fired.decision).toBe(decision);
    const quiet = evaluate({ ...calm, ...beside }, rules);
    expect(quiet).toMatchObject({ decision: 'allow', reasons: [] });
  });

  it('take the strictest action among the rules that fired, and ignore a rule that is off', () => {
    const strict: RiskRules = {
      ...rules,
      earlierReturns: { ...rules.earlierReturns, action: 'block' },
      amountOverThreshold: { ...rules.amountOverThreshold, action: 'off' },
    };
    const facts = {
      ...calm,
      amountCents: 3_000_000,
      earlierReturnCodes: ['R10'],
      ...account({ identityOverriddenAt: NOW }),
    };
    expect(evaluate(facts, strict)).toMatchObject({
      decision: 'block',
      reasons: ['IDENTITY_OVERRIDDEN', 'EARLIER_RETURN'],
    });
    expect(evaluate({ ...calm, amountCents: 3_000_000 }, strict)).toMatchObject({ decision: 'allow', reasons: [] });
  });

  it('record what each rule saw against its limit', () => {
    const { results } = evaluate({ ...calm, amountCents: 2_600_000 }, rules);
    expect(results.find((one) => one.rule === 'amountOverThreshold')).toEqual({
      rule: 'amountOverThreshold',
      reason: 'AMOUNT_OVER_THRESHOLD',
      action: 'review',
      hit: true,
      observed: 2_600_000,
      limit: 2_500_000,
    });
  });
});

import { failureInPlainWords } from './transfer-outcomes';
import { payoutRail, RAIL_LIMIT_CENTS } from './payout-speeds';
import { MAX_TRANSFER_AMOUNT_CENTS } from './limits';

describe('payout rails', () => {
  it('sends by the speed asked for when the account takes it, else by the fallback, or not at all', () => {
    expect(payoutRail('instant', 'same-day', true)).toBe('instant');
    expect(payoutRail('instant', 'same-day', false)).toBe('same-day');
    expect(payoutRail('instant', 'refuse', false)).toBeNull();
    expect(payoutRail('same-day', 'refuse', false)).toBe('same-day');
    expect(payoutRail('standard', 'refuse', true)).toBe('standard');
  });

  it('states each rail limit: instant under the portal maximum, same-day above it', () => {
    expect(RAIL_LIMIT_CENTS.instant).toBe(10_000_000);
    expect(RAIL_LIMIT_CENTS.instant! < MAX_TRANSFER_AMOUNT_CENTS).toBe(true);
    expect(RAIL_LIMIT_CENTS['same-day']! > MAX_TRANSFER_AMOUNT_CENTS).toBe(true);
  });

  it('explains a rejected instant payment by its ISO 20022 reason', () => {
    expect(failureInPlainWords('AC04').message).toBe(
      'Your bank rejected the instant payment because the account is closed.',
    );
    expect(failureInPlainWords('AG01').nextStep).toBe('The title company can send it again by ACH.');
  });
});

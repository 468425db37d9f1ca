import { endingInPlainWords, normalizeConfirmationCode } from './transfer-outcomes';

describe('how a transfer ended, in plain words', () => {
  it('explains a failure or a return by its ACH code, a cancel as a cancel, and nothing else', () => {
    expect(endingInPlainWords('error', 'R01')?.message).toBe('Your bank returned the payment for insufficient funds.');
    expect(endingInPlainWords('returned', 'R10')?.message).toBe(
      'Your bank returned the payment as unauthorized at your request.',
    );
    expect(endingInPlainWords('returned', 'R99')?.message).toBe('Your bank did not accept the payment.');
    expect(endingInPlainWords('cancelled', 'R01')?.message).toContain('cancelled before it reached your bank');
    expect(endingInPlainWords('rejected', null)).toEqual({
      message: 'The title company could not accept this payment. No money was taken.',
      nextStep: 'Please contact the title company for another way to pay.',
    });
    for (const status of ['pending', 'submitted', 'completed', 'draft'])
      expect(endingInPlainWords(status, null)).toBeNull();
  });

  it('reads a confirmation code typed any way, and refuses what cannot be one', () => {
    expect(normalizeConfirmationCode(' k7qm-4txr ')).toBe('K7QM4TXR');
    expect(normalizeConfirmationCode('K7QM4TX0')).toBeNull();
    expect(normalizeConfirmationCode('K7QM4TX')).toBeNull();
  });
});

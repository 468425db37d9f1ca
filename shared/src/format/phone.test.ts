/** @jest-environment node */
import { formatPhone, maskPhoneInput, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['5551234567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['15551234567', '+15551234567'],
  ])('%s → %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each([null, undefined, '', '555123456', '+44 20 7946 0958', '(155) 123-4567', '055-123-4567', '25551234567'])(
    'rejects %p',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('formatPhone', () => {
  it('shows stored and bare numbers as (xxx) xxx-xxxx', () => {
    expect(formatPhone('+15551234567')).toBe('(555) 123-4567');
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});

describe('maskPhoneInput', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['555123456789', '(555) 123-4567'],
    ['(555) 123-45', '(555) 123-45'],
    ['+1 (555) 123-4567', '(555) 123-4567'],
  ])('%p → %p', (typed, shown) => {
    expect(maskPhoneInput(typed)).toBe(shown);
  });
});

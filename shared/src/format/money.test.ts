/** @jest-environment node */
import { centsToDecimal, decimalToCents, formatMoney } from './money';

describe('decimalToCents', () => {
  it.each([
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['1,234.56', 123456],
    ['$149,999.99', 14999999],
    ['0.07', 7],
    ['.5', 50],
    ['12.', 1200],
    ['-10.01', -1001],
    [' 3.10 ', 310],
    ['-0', 0],
  ])('%s → %d', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  it.each(['', '.', '-', 'abc', '1.234', '12,34', '1e5', '0x10', '1 000', '99999999999999999.00'])(
    'rejects %p',
    (text) => {
      expect(decimalToCents(text)).toBeNull();
    },
  );

  it('does not suffer float rounding (0.29 * 100 is 28.999… as a float)', () => {
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('1.15')).toBe(115);
  });
});

describe('centsToDecimal', () => {
  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-1001, '-10.01'],
    [14999999, '149999.99'],
  ])('%d → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123450, '$1,234.50'],
    [-123450, '($1,234.50)'],
    [0, '$0.00'],
    [99, '$0.99'],
    [100000000, '$1,000,000.00'],
    ['1234.5', '$1,234.50'],
    ['-1234.5', '($1,234.50)'],
    ['149999.99', '$149,999.99'],
  ])('%p → %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it.each([null, undefined, '', 'n/a', 1.5])('shows a missing amount for %p', (value) => {
    expect(formatMoney(value)).toBe('$__.__');
  });
});

import fc from 'fast-check';
import { centsToDecimal, decimalToCents } from './money';

describe('money at the API edge', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [250, '2.50'],
    [123450, '1234.50'],
    [14999999, '149999.99'],
    [-1999, '-19.99'],
  ])('%i cents is "%s"', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
    expect(decimalToCents(decimal)).toBe(cents);
  });

  it.each([
    ['1234.5', 123450],
    ['1234', 123400],
    ['0.1', 10],
    ['-0.5', -50],
    ['-0', 0],
  ])('parses the plain decimal "%s"', (decimal, cents) => {
    expect(decimalToCents(decimal)).toBe(cents);
  });

  it.each(['', '.', '-', '1.234', '1,234.50', '$12.00', '1e3', ' 12', '12.', 'NaN', '0x10'])(
    'rejects "%s"',
    (value) => {
      expect(() => decimalToCents(value)).toThrow(RangeError);
    },
  );

  it('refuses fractional cents instead of rounding them', () => {
    expect(() => centsToDecimal(0.5)).toThrow(RangeError);
  });

  it('round-trips every safe integer amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});

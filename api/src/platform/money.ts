/**
 * Money is integer cents inside the API and the database, and a decimal string with two
 * places at the GraphQL/REST edge ("1234.50"). The conversions are shared with the front ends
 * (@portal/shared/format, digit-based, never through a float); the API only adds strictness:
 * what arrives at the edge must be a plain decimal, not a display string like "$1,234.50".
 */
import { centsToDecimal, decimalToCents as parseAmount } from '@portal/shared/format';

export { centsToDecimal };

const PLAIN_DECIMAL = /^-?\d+(?:\.\d{1,2})?$/;

/** "1234.5" → 123450. Throws a RangeError on anything else (commas, "$", 3 decimals, exponents). */
export function decimalToCents(value: string): number {
  const cents = PLAIN_DECIMAL.test(value) ? parseAmount(value) : null;
  if (cents === null) throw new RangeError(`Not a decimal amount with at most two decimals: "${value}"`);
  return cents;
}

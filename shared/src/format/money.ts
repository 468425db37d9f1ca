// Money is integer cents in arithmetic and a decimal string at the edges
// (architecture §1). Parsing works on the digits, never through a float.

export const MISSING_AMOUNT = '$__.__';

// Optional sign and '$', digits with optional thousands commas, up to two decimals.
const DECIMAL_PATTERN = /^([+-])?\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/** '1,234.5' → 123450. Null when the text is not an amount with at most two decimals. */
export function decimalToCents(value: string): number | null {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction] = match;
  if (whole === '' && !fraction) return null; // '', '.', '-' are not amounts
  const cents = Number(whole.replaceAll(',', '') || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** 123450 → '1234.50'. Throws on a non-integer, which would be a bug upstream. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  const whole = (abs - fraction) / 100;
  return `${cents < 0 ? '-' : ''}${whole}.${String(fraction).padStart(2, '0')}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * USD with two decimals; negatives in parentheses: -123450 → '($1,234.50)'.
 * A number is cents, a string is a decimal amount; missing or unreadable → '$__.__'.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const cents = typeof value === 'string' ? decimalToCents(value) : value;
  if (cents == null || !Number.isSafeInteger(cents)) return MISSING_AMOUNT;
  const [whole = '0', fraction] = centsToDecimal(Math.abs(cents)).split('.');
  const text = `$${groupThousands(whole)}.${fraction}`;
  return cents < 0 ? `(${text})` : text;
}

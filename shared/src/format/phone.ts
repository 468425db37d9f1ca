import { COUNTRY_CODE } from '@portal/shared/constants';

// US-only phone numbers (requirements §5, §9): stored as '+1' and ten digits, shown as (xxx) xxx-xxxx.
// Also the entry @portal/shared/phone: pages with a phone field but no dates (registration,
// login) take the mask from there without downloading moment with /format (docs/adr/0012).

/** The ten national digits, or null. A leading country code 1 is dropped. */
function nationalDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // US area codes never start with 0 or 1.
  return /^[2-9]\d{9}$/.test(national) ? national : null;
}

/** Any typing of a US number → '+15551234567'; null when it is not a valid US number. */
export function normalizePhone(value: string | null | undefined): string | null {
  const national = value ? nationalDigits(value) : null;
  return national ? `${COUNTRY_CODE}${national}` : null;
}

/** '+15551234567' or '5551234567' → '(555) 123-4567'; anything else is returned as given. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const national = nationalDigits(value);
  return national ? `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}` : value;
}

/**
 * As-you-type mask for a phone input: keeps up to ten digits, '555123' → '(555) 123'.
 * A leading 1 is the country code (no area code starts with 1), so it is dropped.
 */
export function maskPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1/, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

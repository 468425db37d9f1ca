import { object, string, type StringSchema } from 'yup';
import { PROFILE_NAME_MAX } from '@portal/shared/constants';
import { VALIDATION_TEXTS as M } from './messages';

const NAME_FIELDS = new Set(['firstName', 'middleName', 'lastName']);

// Banks report names and addresses in their own case and spacing ('JOHN  SMITH'),
// so only the words are compared.
function sameWords(a: string, b: string): boolean {
  const words = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return words(a) === words(b);
}

/**
 * The identity-mismatch form: one required field per value the bank reported, each of
 * which must match it. Fields the bank did not report are not part of the form. The
 * form hides fields that already match, so its initial values must carry them.
 */
export function mismatchSchema(bankValues: Readonly<Record<string, string | null | undefined>>) {
  const shape: Record<string, StringSchema<string>> = {};
  for (const [field, bankValue] of Object.entries(bankValues)) {
    if (!bankValue) continue;
    const base = string().trim().required(M.required);
    const limited = NAME_FIELDS.has(field) ? base.max(PROFILE_NAME_MAX, M.maxLength) : base;
    shape[field] = limited.test(
      'matches-bank',
      M.bankDetailsMismatch,
      (value) => !value || sameWords(value, bankValue),
    );
  }
  return object(shape);
}

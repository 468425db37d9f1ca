import { string } from 'yup';
import { EMAIL_MAX, MIN_AGE, SSN_LAST_DIGITS, isUsStateCode } from '@portal/shared/constants';
import { normalizePhone } from '@portal/shared/phone';
import { isAtLeastAge, parseCalendarDate } from './calendar-date';
import { VALIDATION_TEXTS as M } from './messages';

// Field rules that several forms share. Each returns a fresh schema so a form can
// chain `.required()` without affecting the others. Strings are trimmed first, so
// whitespace alone counts as empty.

/** Schema context: pass `{ context: { today } }` to `validate` to pin the age rule's date. */
export interface DateContext {
  today?: Date | string;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;
const SSN_PATTERN = new RegExp(`^\\d{${SSN_LAST_DIGITS}}$`);

export const text = () => string().trim();

export const requiredText = () => text().required(M.required);

export const personName = (max: number) => text().max(max, M.maxLength);

export const email = () =>
  text().max(EMAIL_MAX, M.maxLength).matches(EMAIL_PATTERN, { message: M.email, excludeEmptyString: true });

/** Optional unless `.required()` is chained; any US typing is accepted, see normalizePhone. */
export const usPhone = () => text().test('us-phone', M.phone, (value) => !value || normalizePhone(value) !== null);

/** Last four SSN digits; dashes are ignored ('12-34' is fine). */
export const ssnLastDigits = () =>
  text().test('ssn', M.ssn, (value) => !value || SSN_PATTERN.test(value.replaceAll('-', '')));

/** A date of birth as 'MM/DD/YYYY' or ISO, at least MIN_AGE years before `context.today`. */
export const dateOfBirth = () =>
  text()
    .test('date', M.date, (value) => !value || parseCalendarDate(value) !== null)
    .test('min-age', M.minAge, (value, context) => {
      if (!value || parseCalendarDate(value) === null) return true; // reported by 'date'
      const { today } = (context.options.context ?? {}) as DateContext;
      return isAtLeastAge(value, MIN_AGE, today);
    });

/** A state code from US_STATES (50 states, DC, PR). */
export const usState = () => text().test('state', M.state, (value) => !value || isUsStateCode(value));

export const zipcode = () => text().matches(ZIPCODE_PATTERN, { message: M.zipcode, excludeEmptyString: true });

import moment from 'moment';
import { type DateInput, parseDate } from '../format/parse-date';

/**
 * True when someone born on `dateOfBirth` is at least `years` old on `today`
 * (birthday included). A 29 February birthday counts from 1 March in common years.
 */
export function isAtLeastAge(dateOfBirth: DateInput, years: number, today: DateInput = new Date()): boolean {
  const born = parseDate(dateOfBirth);
  const now = parseDate(today);
  if (!born || !now) return false;
  return born.isSameOrBefore(moment(now).subtract(years, 'years'), 'day');
}

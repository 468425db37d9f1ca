// Dates as the forms and the API validate them, without moment: the validation entry is
// downloaded by the registration page, where moment (~19 KB gzip) would not fit the page's
// budget (docs/adr/0012). Accepts exactly a subset of what @portal/shared/format's parseDate
// reads (moment's strict ISO 8601 and 'MM/DD/YYYY'), so a value valid here always parses there.

/** A day in the local calendar; month is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type CalendarDateInput = Date | string | number | null | undefined;

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function fromDate(date: Date): CalendarDate | null {
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function fromIsoDateTime(value: string, match: RegExpExecArray): CalendarDate | null {
  const [, year, month, day, hours, minutes, seconds = '0', offset] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const date = calendarDate(Number(year), Number(month), Number(day));
  if (!date) return null;
  // With an offset the instant decides the local day, as moment reads it; without one the
  // written day is the local day.
  return offset ? fromDate(new Date(value)) : date;
}

/** The local calendar day of `value` ('MM/DD/YYYY', ISO 8601, a Date or a timestamp), or null. */
export function parseCalendarDate(value: CalendarDateInput): CalendarDate | null {
  if (value == null || value === '') return null;
  if (value instanceof Date || typeof value === 'number') return fromDate(new Date(value));
  let match = US_DATE.exec(value);
  if (match) return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
  match = ISO_DATE.exec(value);
  if (match) return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = ISO_DATE_TIME.exec(value);
  return match ? fromIsoDateTime(value, match) : null;
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * True when someone born on `dateOfBirth` is at least `years` old on `today` (birthday
 * included). The same day `years` earlier is the latest birth date that qualifies; when it does
 * not exist (29 February in a common year) the day before does, so a 29 February birthday
 * counts from 1 March in common years.
 */
export function isAtLeastAge(
  dateOfBirth: CalendarDateInput,
  years: number,
  today: CalendarDateInput = new Date(),
): boolean {
  const born = parseCalendarDate(dateOfBirth);
  const now = parseCalendarDate(today);
  if (!born || !now) return false;
  const year = now.year - years;
  const latest = { year, month: now.month, day: Math.min(now.day, daysInMonth(year, now.month)) };
  return compare(born, latest) <= 0;
}

/**
 * Banking days for ACH: Monday to Friday, except the days the Federal Reserve Banks are closed.
 * The table is the Federal Reserve's holiday schedule (federalreserve.gov, "Holidays Observed
 * by the Federal Reserve System"): a holiday on a Sunday is observed the Monday after; on a
 * Saturday the Reserve Banks stay open the Friday before, so no weekday is lost. Extend it
 * before it runs out (a test fails a year ahead).
 */
export const FEDERAL_RESERVE_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026 (Independence Day falls on a Saturday)
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
  // 2027 (Juneteenth and Christmas fall on a Saturday)
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-07-05',
  '2027-09-06',
  '2027-10-11',
  '2027-11-11',
  '2027-11-25',
  // 2028 (New Year's Day and Veterans Day fall on a Saturday)
  '2028-01-17',
  '2028-02-21',
  '2028-05-29',
  '2028-06-19',
  '2028-07-04',
  '2028-09-04',
  '2028-10-09',
  '2028-11-23',
  '2028-12-25',
  // 2029 (Veterans Day falls on a Sunday)
  '2029-01-01',
  '2029-01-15',
  '2029-02-19',
  '2029-05-28',
  '2029-06-19',
  '2029-07-04',
  '2029-09-03',
  '2029-10-08',
  '2029-11-12',
  '2029-11-22',
  '2029-12-25',
  // 2030
  '2030-01-01',
  '2030-01-21',
  '2030-02-18',
  '2030-05-27',
  '2030-06-19',
  '2030-07-04',
  '2030-09-02',
  '2030-10-14',
  '2030-11-11',
  '2030-11-28',
  '2030-12-25',
  // 2031
  '2031-01-01',
  '2031-01-20',
  '2031-02-17',
  '2031-05-26',
  '2031-06-19',
  '2031-07-04',
  '2031-09-01',
  '2031-10-13',
  '2031-11-11',
  '2031-11-27',
  '2031-12-25',
]);

/** The last day the table covers. */
export const HOLIDAYS_KNOWN_UNTIL = '2031-12-31';

/** A calendar date, YYYY-MM-DD, with no time of day and no time zone. */
export type CalendarDate = string;

const EASTERN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in New York (where the ACH operators keep time) at `instant`. */
export function easternDate(instant: Date): CalendarDate {
  return EASTERN.format(instant);
}

const EASTERN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/New_York',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes after midnight in New York at `instant` (cutoffs are stated in Eastern time). */
export function easternMinutes(instant: Date): number {
  const [hours, minutes] = EASTERN_CLOCK.format(instant).split(':').map(Number);
  return hours! * 60 + minutes!;
}

function shift(date: CalendarDate, days: number): CalendarDate {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !FEDERAL_RESERVE_HOLIDAYS.has(date);
}

/** The `count`-th business day after `date` (1: the next one). */
export function addBusinessDays(date: CalendarDate, count: number): CalendarDate {
  let day = date;
  for (let left = count; left > 0;) {
    day = shift(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

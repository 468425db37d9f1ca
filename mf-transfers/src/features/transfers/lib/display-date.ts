// The transfer screens' dates without moment: @portal/shared/format brings moment (~19 KB gzip),
// which would be the heaviest part of a first visit to /transfer-history or the review for a
// few dates.
const MM_DD_YYYY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** An ISO 8601 timestamp as mm/dd/yyyy in the browser's time zone (spec §5), as formatDate shows it; '' when unreadable. */
export function displayDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : MM_DD_YYYY.format(date);
}

/** A calendar date (YYYY-MM-DD, as the expected closing date is stored) as mm/dd/yyyy, whatever the time zone. */
export function displayCalendarDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

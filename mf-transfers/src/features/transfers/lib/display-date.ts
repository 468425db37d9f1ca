// The transfer screens' dates without moment: @portal/shared/format brings moment (~19 KB gzip),
// which would be the heaviest part of a first visit to /transfer-history or the review for a
// few dates. Nor with Intl.DateTimeFormat: a page's first one costs Chromium 40-80 ms of main
// thread (its ICU date data), 4x that on a phone, and this module loads before the history
// first renders (docs/adr/0051). A fixed mm/dd/yyyy needs no locale data.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An ISO 8601 timestamp as mm/dd/yyyy in the browser's time zone (requirements §5), as formatDate shows it; '' when unreadable. */
export function displayDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
}

/** A calendar date (YYYY-MM-DD, as the expected closing date is stored) as mm/dd/yyyy, whatever the time zone. */
export function displayCalendarDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** An ISO 8601 timestamp as h:MM TT in the browser's time zone (requirements §5): '3:05 PM'; '' when unreadable. */
export function displayTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * When money is expected (YYYY-MM-DD business days): one date, or the first and last of a
 * range; an instant payment arrives in minutes of its start, which `inMinutes` says in the
 * page's language around the date.
 */
export function displayArrival(
  arrival: { earliest: string; latest: string; rail?: string } | null | undefined,
  inMinutes: (date: string) => string,
): string {
  if (!arrival) return '';
  if (arrival.rail === 'instant') return inMinutes(displayCalendarDate(arrival.earliest));
  const earliest = displayCalendarDate(arrival.earliest);
  const latest = displayCalendarDate(arrival.latest);
  return earliest === latest || !latest ? earliest : `${earliest} – ${latest}`;
}

// The message center's display formats without moment. moment (~19 KB gzip) is a shared
// singleton that the shell and the other first screens never load, so importing it here (or
// @portal/shared/format, which reaches it) would cost a further visit most of the 30 KB budget
// (docs/adr/0027). message-format.test.ts holds these to the shared, moment-based formatters.

const pad = (value: number) => String(value).padStart(2, '0');

/** MM/DD/YYYY of a local day. */
export function formatDay(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** MM/DD/YY of a local day: a message date's day, in both languages (US documents). */
export function formatShortDay(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;
}

/** The Date of a message's timestamp; null for a missing or unreadable one. */
export function messageDate(value: string | null | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** MM/DD/YY hh:mm A (requirements §5, message dates); '' for a missing or unreadable date. */
export function formatMessageDate(value: string | null | undefined): string {
  const date = messageDate(value);
  if (!date) return '';
  const hours = date.getHours() % 12 || 12;
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  return `${formatShortDay(date)} ${pad(hours)}:${pad(date.getMinutes())} ${meridiem}`;
}

/** What a column shows for a message without a tenant or a transfer (requirements §2): not a word. */
export const MISSING = '--';

/**
 * 'transfer_receipt' → 'transfer receipt'; a message without a type shows 'N/A' (requirements §2).
 * The English rule the catalogue's English type labels follow (use-message-type-label.ts shows
 * them in the page's language).
 */
export function messageTypeLabel(type: string | null | undefined): string {
  return type ? type.replaceAll('_', ' ') : 'N/A';
}

// The message center's display formats without moment. moment (~19 KB gzip) is a shared
// singleton that the shell and the other first screens never load, so importing it here (or
// @portal/shared/format, which reaches it) would cost a further visit most of the 30 KB budget
// (docs/adr/0027). message-format.test.ts holds these to the shared, moment-based formatters.

const pad = (value: number) => String(value).padStart(2, '0');

/** MM/DD/YYYY of a local day. */
export function formatDay(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** MM/DD/YY hh:mm A (requirements §5, message dates); '' for a missing or unreadable date. */
export function formatMessageDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const hours = date.getHours() % 12 || 12;
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  const year = pad(date.getFullYear() % 100);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${year} ${pad(hours)}:${pad(date.getMinutes())} ${meridiem}`;
}

/** 'transfer_receipt' → 'transfer receipt'; a message without a type shows 'N/A' (requirements §2). */
export function messageTypeLabel(type: string | null | undefined): string {
  return type ? type.replaceAll('_', ' ') : 'N/A';
}

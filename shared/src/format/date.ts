import { type DateInput, parseDate } from './parse-date';

// Display formats of requirements §5: "mm/dd/yyyy", "h:MM TT", and MM/DD/YY hh:mm A for messages.
// Unreadable or missing dates render as '' and the caller decides what to show.

function format(value: DateInput, pattern: string): string {
  return parseDate(value)?.format(pattern) ?? '';
}

export function formatDate(value: DateInput): string {
  return format(value, 'MM/DD/YYYY');
}

export function formatTime(value: DateInput): string {
  return format(value, 'h:mm A');
}

export function formatMessageDate(value: DateInput): string {
  return format(value, 'MM/DD/YY hh:mm A');
}

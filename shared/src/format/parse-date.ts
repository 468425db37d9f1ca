import moment, { type Moment } from 'moment';

export type DateInput = Date | Moment | string | number | null | undefined;

// ISO from the API and date inputs; MM/DD/YYYY as people type it.
const ACCEPTED_FORMATS = [moment.ISO_8601, 'MM/DD/YYYY'];

/** A valid moment, or null. Strings are parsed strictly (no guessing, no warnings). */
export function parseDate(value: DateInput): Moment | null {
  if (value == null || value === '') return null;
  const parsed = typeof value === 'string' ? moment(value, ACCEPTED_FORMATS, true) : moment(value);
  return parsed.isValid() ? parsed : null;
}

/**
 * The portal's `timestamp with time zone` columns, read as Instants: Dates that also keep the ISO
 * 8601 text they were made from, so answering them (GraphQL, the tenant API, webhooks: all
 * ISO strings) costs a field read instead of formatting the Date again.
 *
 * Why not drizzle's `timestamp()`: it turns PostgreSQL's text ("2026-11-24 16:18:05.123456+00")
 * into a Date with V8's date parser (about 200 ns), and every answer then formats it back with
 * toISOString() (about 400 ns). A page of the transfer history does that 200 times per request,
 * ~5 % of the API's CPU under load (docs/adr/0062-timestamps-read-as-instants.md).
 */
import { customType } from 'drizzle-orm/pg-core';

/** A Date that answers toISOString() (and so toJSON()) from the text it was read as. */
export class Instant extends Date {
  readonly #iso: string;
  readonly #time: number;

  constructor(time: number, iso: string) {
    super(time);
    this.#time = time;
    this.#iso = iso;
  }

  override toISOString(): string {
    // A Date is mutable: once set to another time, the kept text no longer describes it.
    return this.getTime() === this.#time ? this.#iso : super.toISOString();
  }
}

/** "YYYY-MM-DD HH:MM:SS" is 19 characters; "+00" is how a session in UTC writes the offset. */
const SECONDS_END = 19;
const UTC_OFFSET = '+00';
const digits = (text: string, from: number, to: number) => {
  let value = 0;
  for (let at = from; at < to; at += 1) value = value * 10 + text.charCodeAt(at) - 48;
  return value;
};
const isUtcIsoStyle = (text: string) =>
  text.endsWith(UTC_OFFSET) &&
  text[4] === '-' &&
  text[7] === '-' &&
  text[10] === ' ' &&
  text[13] === ':' &&
  text[16] === ':' &&
  text[0] !== '0' && // Date.UTC reads the years 0-99 as 1900-1999
  (text.length === SECONDS_END + UTC_OFFSET.length ||
    (text[SECONDS_END] === '.' && text.length > SECONDS_END + 1 + UTC_OFFSET.length));

/**
 * PostgreSQL's text for a timestamptz, as a Date. A session in UTC (the default of PostgreSQL's
 * and PGlite's packages) writes "2026-11-24 16:18:05.123456+00": its fields are read by
 * position (V8's string parser costs twice as much), and its ISO text
 * "2026-11-24T16:18:05.123Z" is made by moving characters (toISOString costs four times as
 * much). The fraction is cut to milliseconds, not rounded, as V8's parser and node-postgres'
 * both do. Any other shape (another time zone, a BC date, a year before 1000 or after 9999,
 * infinity) goes through the Date parser, as drizzle's own column does.
 */
export function readTimestamptz(text: string): Date {
  if (!isUtcIsoStyle(text)) return new Date(text);
  const fraction = text.length > SECONDS_END + UTC_OFFSET.length ? text.slice(SECONDS_END + 1, -UTC_OFFSET.length) : '';
  const millis = `${fraction}000`.slice(0, 3);
  const time = Date.UTC(
    digits(text, 0, 4),
    digits(text, 5, 7) - 1,
    digits(text, 8, 10),
    digits(text, 11, 13),
    digits(text, 14, 16),
    digits(text, 17, 19),
    digits(millis, 0, 3),
  );
  return new Instant(time, `${text.slice(0, 10)}T${text.slice(11, SECONDS_END)}.${millis}Z`);
}

/**
 * A `timestamp with time zone` column (the same SQL type and migrations as drizzle's
 * `timestamp(name, { withTimezone: true })`), read with readTimestamptz. Written as ISO text,
 * as drizzle's own column writes it.
 */
export const instant = customType<{ data: Date; driverData: string }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: readTimestamptz,
  toDriver: (date) => date.toISOString(),
});

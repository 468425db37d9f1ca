import { Instant, readTimestamptz } from './instant';

describe('readTimestamptz', () => {
  it.each([
    ['2026-11-24 16:18:05.123456+00', '2026-11-24T16:18:05.123Z'],
    ['2026-11-24 16:18:05.999999+00', '2026-11-24T16:18:05.999Z'], // cut, not rounded
    ['2026-11-24 16:18:05.1+00', '2026-11-24T16:18:05.100Z'],
    ['2026-11-24 16:18:05+00', '2026-11-24T16:18:05.000Z'],
    ['2024-02-29 23:59:59.05+00', '2024-02-29T23:59:59.050Z'],
    ['1000-01-01 00:00:00+00', '1000-01-01T00:00:00.000Z'],
  ])('reads a UTC session’s %s as an Instant of %s, the time the Date parser reads', (text, iso) => {
    const read = readTimestamptz(text);
    expect(read).toBeInstanceOf(Instant);
    expect(read.getTime()).toBe(new Date(text).getTime());
    expect(read.toISOString()).toBe(iso);
    expect(JSON.stringify({ at: read })).toBe(`{"at":"${iso}"}`);
  });

  it.each([
    '2026-11-24 21:48:05.123456+05:30', // a session in another time zone
    '2026-11-24 08:18:05-08',
    '0044-03-15 12:00:00+00', // Date.UTC would read the year as 1944
    '0044-03-15 12:00:00+00 BC',
    '12026-11-24 16:18:05+00',
    'infinity',
  ])('leaves %s to the Date parser, as drizzle’s own column does', (text) => {
    const read = readTimestamptz(text);
    expect(read).not.toBeInstanceOf(Instant);
    expect(Object.is(read.getTime(), new Date(text).getTime())).toBe(true);
  });

  it('formats a changed Instant again instead of answering the text it was read as', () => {
    const read = readTimestamptz('2026-11-24 16:18:05.123+00');
    read.setUTCFullYear(2020);
    expect(read.toISOString()).toBe('2020-11-24T16:18:05.123Z');
  });
});

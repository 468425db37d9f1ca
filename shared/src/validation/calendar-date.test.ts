/** @jest-environment node */
import { parseDate } from '../format/parse-date';
import { isAtLeastAge, parseCalendarDate } from './calendar-date';

describe('parseCalendarDate', () => {
  it.each([
    ['06/15/2006', { year: 2006, month: 6, day: 15 }],
    ['2006-06-15', { year: 2006, month: 6, day: 15 }],
    ['2006-06-15T23:30', { year: 2006, month: 6, day: 15 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
  ])('reads %p', (value, expected) => {
    expect(parseCalendarDate(value)).toEqual(expected);
  });

  it('reads an instant in the local calendar, as moment does', () => {
    const instant = new Date(2024, 5, 15, 0, 30);
    expect(parseCalendarDate(instant.toISOString())).toEqual({ year: 2024, month: 6, day: 15 });
    expect(parseCalendarDate(instant)).toEqual({ year: 2024, month: 6, day: 15 });
    expect(parseCalendarDate(instant.getTime())).toEqual({ year: 2024, month: 6, day: 15 });
  });

  it.each([
    '',
    null,
    undefined,
    '02/30/2000',
    '1900-02-29',
    '13/01/2000',
    '6/15/2006',
    '31/31/2000',
    '2006-06-15T24:00',
    'soon',
    new Date('x'),
  ])('refuses %p', (value) => {
    expect(parseCalendarDate(value)).toBeNull();
  });

  it('accepts nothing that the moment-based parseDate of the API refuses', () => {
    for (const value of [
      '06/15/2006',
      '2006-06-15',
      '2006-06-15T10:20',
      '2006-06-15T10:20:30.123Z',
      '2006-06-15T10:20:30+02:00',
    ]) {
      expect(parseCalendarDate(value)).not.toBeNull();
      expect(parseDate(value)).not.toBeNull();
    }
  });
});

describe('isAtLeastAge against moment', () => {
  it('agrees with moment day by day around birthdays and leap days', () => {
    const moment = jest.requireActual<typeof import('moment')>('moment');
    const births = ['2004-02-29', '2006-06-15', '2005-12-31', '2006-01-01', '2006-03-01'];
    for (const birth of births) {
      for (let offset = -3; offset <= 3; offset += 1) {
        const born = moment(birth, 'YYYY-MM-DD');
        const today = born.clone().add(18, 'years').add(offset, 'days');
        const expected = born.isSameOrBefore(today.clone().subtract(18, 'years'), 'day');
        expect([birth, today.format('YYYY-MM-DD'), isAtLeastAge(birth, 18, today.format('YYYY-MM-DD'))]).toEqual([
          birth,
          today.format('YYYY-MM-DD'),
          expected,
        ]);
      }
    }
  });
});

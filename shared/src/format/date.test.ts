/** @jest-environment node */
import moment from 'moment';
import { formatDate, formatMessageDate, formatTime } from './date';
import { parseDate } from './parse-date';

// Local-time values, so the assertions hold in any time zone.
const afternoon = new Date(2024, 2, 5, 14, 7);
const morning = new Date(2024, 10, 25, 9, 3);

describe('formatDate', () => {
  it('formats as MM/DD/YYYY', () => {
    expect(formatDate(afternoon)).toBe('03/05/2024');
    expect(formatDate('1990-07-04')).toBe('07/04/1990');
    expect(formatDate(moment('2001-12-31'))).toBe('12/31/2001');
  });

  it('returns an empty string for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('02/30/2020')).toBe('');
  });
});

describe('formatTime', () => {
  it('formats as h:mm A', () => {
    expect(formatTime(afternoon)).toBe('2:07 PM');
    expect(formatTime(morning)).toBe('9:03 AM');
  });
});

describe('formatMessageDate', () => {
  it('formats as MM/DD/YY hh:mm A', () => {
    expect(formatMessageDate(afternoon)).toBe('03/05/24 02:07 PM');
    expect(formatMessageDate(morning.getTime())).toBe('11/25/24 09:03 AM');
  });
});

describe('parseDate', () => {
  it('reads ISO strings and MM/DD/YYYY strictly', () => {
    expect(parseDate('2024-03-05T14:07:00.000Z')?.toISOString()).toBe('2024-03-05T14:07:00.000Z');
    expect(parseDate('03/05/2024')?.format('YYYY-MM-DD')).toBe('2024-03-05');
    expect(parseDate('3/5/24')).toBeNull();
    expect(parseDate('March 5')).toBeNull();
  });
});

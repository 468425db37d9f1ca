import { formatDate, formatTime } from '@portal/shared/format';
import { displayArrival, displayCalendarDate, displayDate, displayTime } from './display-date';

describe('displayDate', () => {
  it.each(['2026-11-20T15:00:00.000Z', '2026-01-02T23:59:59Z', '2024-02-29T00:00:00.000Z'])(
    'shows %s as formatDate does',
    (iso) => {
      expect(displayDate(iso)).toBe(formatDate(iso));
      expect(displayDate(iso)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    },
  );

  it('shows nothing for an unreadable date', () => {
    expect(displayDate('not a date')).toBe('');
  });

  it('shows a time near midnight UTC on the browser-local day, as formatDate does', () => {
    for (const iso of ['2026-03-01T00:30:00Z', '2026-12-31T23:30:00Z']) expect(displayDate(iso)).toBe(formatDate(iso));
  });

  it('asks Intl for nothing: the first Intl.DateTimeFormat of a page costs Chromium 40-80 ms of main thread', () => {
    const constructed = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded under the spy
      const fresh = require('./display-date') as typeof import('./display-date');
      fresh.displayDate('2026-11-20T15:00:00.000Z');
    });
    expect(constructed).not.toHaveBeenCalled();
    constructed.mockRestore();
  });
});

describe('displayCalendarDate', () => {
  it('shows a stored calendar date as mm/dd/yyyy, without a time zone to shift it', () => {
    expect(displayCalendarDate('2026-12-01')).toBe('12/01/2026');
  });

  it.each([null, undefined, '', '12/01/2026', '2026-12-01T00:00:00Z'])('shows nothing for %p', (value) => {
    expect(displayCalendarDate(value)).toBe('');
  });
});

describe('displayTime', () => {
  it.each(['2026-11-20T15:05:00.000Z', '2026-11-20T00:00:00Z', '2026-11-20T12:30:00Z', '2026-11-20T23:59:00Z'])(
    'shows %s as formatTime does (h:MM TT)',
    (iso) => {
      expect(displayTime(iso)).toBe(formatTime(iso));
    },
  );
});

describe('displayArrival', () => {
  const inMinutes = (date: string) => `In minutes (${date})`;

  it('shows one business day as one date, and a range with both ends', () => {
    expect(displayArrival({ earliest: '2026-11-30', latest: '2026-11-30' }, inMinutes)).toBe('11/30/2026');
    expect(displayArrival({ earliest: '2026-11-30', latest: '2026-12-02' }, inMinutes)).toBe('11/30/2026 – 12/02/2026');
    expect(displayArrival(null, inMinutes)).toBe('');
  });

  it('says an instant payment arrives in minutes, with its date', () => {
    expect(displayArrival({ earliest: '2026-11-30', latest: '2026-11-30', rail: 'instant' }, inMinutes)).toBe(
      'In minutes (11/30/2026)',
    );
  });
});

import { formatDate } from '@portal/shared/format';
import { displayDate } from './display-date';

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
});

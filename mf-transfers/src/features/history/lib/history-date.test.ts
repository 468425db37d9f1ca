import { formatDate } from '@portal/shared/format';
import { historyDate } from './history-date';

describe('historyDate', () => {
  it.each(['2026-11-20T15:00:00.000Z', '2026-01-02T23:59:59Z', '2024-02-29T00:00:00.000Z'])(
    'shows %s as formatDate does',
    (iso) => {
      expect(historyDate(iso)).toBe(formatDate(iso));
      expect(historyDate(iso)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    },
  );

  it('shows nothing for an unreadable date', () => {
    expect(historyDate('not a date')).toBe('');
  });
});

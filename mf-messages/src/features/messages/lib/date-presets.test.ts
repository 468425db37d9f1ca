import moment from 'moment';
import { presetRange, rangeFilter, rangeText } from './date-presets';

const NOW = new Date(2026, 10, 23, 15, 30); // 11/23/2026, a Monday, local time
const day = (date: Date) => moment(date).format('YYYY-MM-DD');

describe('date presets', () => {
  it.each([
    ['today', '2026-11-23', '2026-11-23'],
    ['yesterday', '2026-11-22', '2026-11-22'],
    ['last7Days', '2026-11-17', '2026-11-23'],
    ['thisMonth', '2026-11-01', '2026-11-23'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
  ] as const)('%s covers %s to %s', (id, from, to) => {
    const range = presetRange(id, NOW);
    expect([day(range.from), day(range.to)]).toEqual([from, to]);
  });

  it('filters from the first day’s start to the last day’s end, and reads MM/DD/YYYY', () => {
    const range = presetRange('yesterday', NOW);
    const filter = rangeFilter(range);
    expect(new Date(filter.createdAt_gte).getTime()).toBe(new Date(2026, 10, 22, 0, 0, 0, 0).getTime());
    expect(new Date(filter.createdAt_lte).getTime()).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).getTime());
    expect(rangeText(presetRange('last7Days', NOW))).toBe('11/17/2026 - 11/23/2026');
  });
});

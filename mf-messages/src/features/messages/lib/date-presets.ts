import moment from 'moment';

/** The picker's presets (spec §2), in the order shown. */
export const DATE_PRESETS = [
  { id: 'today', label: 'Today', chip: 'Today' },
  { id: 'yesterday', label: 'Yesterday', chip: 'Yesterday' },
  { id: 'last7Days', label: 'Last 7 Days', chip: 'Last 7 days' },
  { id: 'thisMonth', label: 'This Month', chip: null },
  { id: 'lastMonth', label: 'Last Month', chip: null },
] as const;

export type DatePresetId = (typeof DATE_PRESETS)[number]['id'];

/** Whole local days, first to last inclusive. */
export interface DateRange {
  from: Date;
  to: Date;
}

/** The range a preset stands for on `now`'s day (local time, as the client reads dates). */
export function presetRange(id: DatePresetId, now: Date = new Date()): DateRange {
  const today = moment(now).startOf('day');
  const span = (from: moment.Moment, to: moment.Moment) => ({ from: from.toDate(), to: to.toDate() });
  switch (id) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(today.clone().subtract(1, 'day'), today.clone().subtract(1, 'day'));
    case 'last7Days':
      return span(today.clone().subtract(6, 'days'), today);
    case 'thisMonth':
      return span(today.clone().startOf('month'), today);
    case 'lastMonth': {
      const lastMonth = today.clone().subtract(1, 'month');
      return span(lastMonth.clone().startOf('month'), lastMonth.clone().endOf('month').startOf('day'));
    }
  }
}

/** createdAt_gte / createdAt_lte of a range: from the first day's start to the last day's end. */
export function rangeFilter(range: DateRange): { createdAt_gte: string; createdAt_lte: string } {
  return {
    createdAt_gte: moment(range.from).startOf('day').toISOString(),
    createdAt_lte: moment(range.to).endOf('day').toISOString(),
  };
}

/** MM/DD/YYYY - MM/DD/YYYY (spec §2: the picker's format). */
export function rangeText(range: DateRange): string {
  return `${moment(range.from).format('MM/DD/YYYY')} - ${moment(range.to).format('MM/DD/YYYY')}`;
}

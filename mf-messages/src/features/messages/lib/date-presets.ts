import { formatDay } from './message-format';

/**
 * The picker's presets (requirements §2), in the order shown: each one's label and, for the
 * three that have one, its chip's words (the requirements write them differently: 'Last 7 Days'
 * in the picker, 'Last 7 days' on the chip).
 */
export const DATE_PRESETS = [
  { id: 'today', label: { id: 'messages.preset.today' }, chip: { id: 'messages.chip.today' } },
  { id: 'yesterday', label: { id: 'messages.preset.yesterday' }, chip: { id: 'messages.chip.yesterday' } },
  { id: 'last7Days', label: { id: 'messages.preset.last7Days' }, chip: { id: 'messages.chip.last7Days' } },
  { id: 'thisMonth', label: { id: 'messages.preset.thisMonth' }, chip: null },
  { id: 'lastMonth', label: { id: 'messages.preset.lastMonth' }, chip: null },
] as const;

export type DatePresetId = (typeof DATE_PRESETS)[number]['id'];

/** Whole local days, first to last inclusive. */
export interface DateRange {
  from: Date;
  to: Date;
}

/** Local midnight of `date` shifted by whole days and months (Date rolls days over months). */
const day = (date: Date, { days = 0, months = 0 } = {}, dayOfMonth?: number) =>
  new Date(date.getFullYear(), date.getMonth() + months, dayOfMonth ?? date.getDate() + days);

/** The range a preset stands for on `now`'s day (local time, as the client reads dates). */
export function presetRange(id: DatePresetId, now: Date = new Date()): DateRange {
  const today = day(now);
  switch (id) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: day(today, { days: -1 }), to: day(today, { days: -1 }) };
    case 'last7Days':
      return { from: day(today, { days: -6 }), to: today };
    case 'thisMonth':
      return { from: day(today, {}, 1), to: today };
    case 'lastMonth':
      // Day 0 of this month is the last day of the previous one.
      return { from: day(today, { months: -1 }, 1), to: day(today, {}, 0) };
  }
}

/** createdAt_gte / createdAt_lte of a range: from the first day's start to the last day's end. */
export function rangeFilter(range: DateRange): { createdAt_gte: string; createdAt_lte: string } {
  const start = day(range.from);
  const end = new Date(day(range.to, { days: 1 }).getTime() - 1);
  return { createdAt_gte: start.toISOString(), createdAt_lte: end.toISOString() };
}

/** MM/DD/YYYY - MM/DD/YYYY (requirements §2: the picker's format). */
export function rangeText(range: DateRange): string {
  return `${formatDay(range.from)} - ${formatDay(range.to)}`;
}

/**
 * When the money is expected where it goes (requirements §9): the next business day for a
 * client's transfer, 1–3 business days for a disbursement, counted from the day it starts
 * (New York time) on the Federal Reserve's calendar (business-days.ts).
 */
import { addBusinessDays, easternDate, type CalendarDate } from './business-days';

export interface ExpectedArrival {
  earliest: CalendarDate;
  latest: CalendarDate;
}

export function expectedArrival(kind: 'transfer' | 'disbursement', startedAt: Date): ExpectedArrival {
  const day = easternDate(startedAt);
  return kind === 'transfer'
    ? { earliest: addBusinessDays(day, 1), latest: addBusinessDays(day, 1) }
    : { earliest: addBusinessDays(day, 1), latest: addBusinessDays(day, 3) };
}

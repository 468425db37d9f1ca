/**
 * When the money is expected where it goes (requirements §9): the next business day for a
 * client's transfer, 1–3 business days for a standard disbursement, counted from the day it
 * starts (New York time) on the Federal Reserve's calendar (business-days.ts). A faster payout
 * arrives sooner: an instant payment the same day (RTP and FedNow run every day, around the
 * clock), a same-day ACH payout the same business day when it starts before the same-day
 * cutoff, else the next business day (Dwolla's "next-available" window).
 */
import type { PayoutSpeed } from '@portal/shared/constants';
import { addBusinessDays, easternDate, easternMinutes, isBusinessDay, type CalendarDate } from './business-days';

export interface ExpectedArrival {
  earliest: CalendarDate;
  latest: CalendarDate;
  /** The rail the money goes by. */
  rail: PayoutSpeed;
}

/**
 * The last moment of a business day (New York, minutes after midnight) at which a same-day ACH
 * start still makes that day's last same-day window: 2:00 PM, ahead of the operators' 4:45 PM
 * submission deadline by the time the provider needs to batch it.
 */
export const SAME_DAY_CUTOFF_MINUTES = 14 * 60;

/** Whether a same-day ACH payment started at `instant` settles that very day. */
export function beforeSameDayCutoff(instant: Date): boolean {
  return isBusinessDay(easternDate(instant)) && easternMinutes(instant) < SAME_DAY_CUTOFF_MINUTES;
}

export function expectedArrival(
  kind: 'transfer' | 'disbursement',
  startedAt: Date,
  rail: PayoutSpeed = 'standard',
): ExpectedArrival {
  const day = easternDate(startedAt);
  const on = (date: CalendarDate): ExpectedArrival => ({ earliest: date, latest: date, rail });
  if (rail === 'instant') return on(day);
  if (rail === 'same-day' && kind === 'disbursement')
    return on(beforeSameDayCutoff(startedAt) ? day : addBusinessDays(day, 1));
  // A same-day debit is chosen only before the cutoff (debitRail): it reaches the tenant that day.
  if (rail === 'same-day') return on(day);
  return kind === 'transfer'
    ? on(addBusinessDays(day, 1))
    : { earliest: addBusinessDays(day, 1), latest: addBusinessDays(day, 3), rail };
}

/**
 * The rail of a client's transfer (a debit) started at `instant`: same-day ACH when the tenant
 * debits same-day and the start makes today's same-day window, else standard.
 */
export function debitRail(tenant: { sameDayDebits: boolean }, instant: Date): PayoutSpeed {
  return tenant.sameDayDebits && beforeSameDayCutoff(instant) ? 'same-day' : 'standard';
}

import { isPayoutSpeed } from '@portal/shared/constants';
import type { TextDescriptor } from '@portal/shared/i18n';
import { displayCalendarDate } from './display-date';
import { railKey } from './text-ids';

export interface PayoutArrival {
  earliest: string;
  latest: string;
  rail: string;
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localCalendarDate(now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * When a payout arrives, in the client's words: "in minutes" for an instant payment, "today"
 * for same-day ACH that makes today's window (else the day it will), and requirements §9's
 * 1-3 business days for standard (the English of PAYOUT_ARRIVAL_TEXT).
 */
export function payoutArrivalText(arrival: PayoutArrival, today: string): TextDescriptor {
  const rail = isPayoutSpeed(arrival.rail) ? arrival.rail : 'standard';
  if (rail === 'same-day' && arrival.earliest !== today)
    return { id: 'transfers.payout.expectedOn', values: { date: displayCalendarDate(arrival.earliest) } };
  return { id: `transfers.payout.arrival.${railKey(rail)}` };
}

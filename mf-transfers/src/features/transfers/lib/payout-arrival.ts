import { PAYOUT_ARRIVAL_TEXT, PAYOUT_RAIL_NAME, isPayoutSpeed, type PayoutSpeed } from '@portal/shared/constants';
import { displayCalendarDate } from './display-date';

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
 * 1-3 business days for standard.
 */
export function payoutArrivalText(arrival: PayoutArrival, today: string): string {
  const rail = isPayoutSpeed(arrival.rail) ? arrival.rail : 'standard';
  if (rail === 'same-day' && arrival.earliest !== today)
    return `Funds expected on ${displayCalendarDate(arrival.earliest)}.`;
  return PAYOUT_ARRIVAL_TEXT[rail];
}

/** The rail's name inside a sentence: "same-day ACH", "instant payment". */
export function railInSentence(rail: PayoutSpeed): string {
  const name = PAYOUT_RAIL_NAME[rail];
  return name.charAt(0).toLowerCase() + name.slice(1);
}

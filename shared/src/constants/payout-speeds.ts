// How fast a disbursement reaches the client: the speeds a tenant chooses from, the limit of
// each rail, and the words the client reads for each (requirements §9 keeps its text for
// standard). One place for the tenant API, the payments start and the screens.

/** instant: RTP or FedNow through the payments provider; same-day: same-day ACH; standard: ACH. */
export const PAYOUT_SPEEDS = ['instant', 'same-day', 'standard'] as const;
export type PayoutSpeed = (typeof PAYOUT_SPEEDS)[number];

/**
 * What an instant payout does when the client's account cannot receive instant payments:
 * go by same-day ACH instead, or refuse that account (the client picks one that can).
 */
export const INSTANT_FALLBACKS = ['same-day', 'refuse'] as const;
export type InstantFallback = (typeof INSTANT_FALLBACKS)[number];

export const DEFAULT_PAYOUT_SPEED: PayoutSpeed = 'standard';
export const DEFAULT_INSTANT_FALLBACK: InstantFallback = 'same-day';

/**
 * The most one payment may carry on each rail, in cents: the RTP limit the payments provider
 * states for instant payments ($100,000.00), Nacha's same-day ACH limit ($1,000,000.00). The
 * portal's own maximum (MAX_TRANSFER_AMOUNT_CENTS) applies on top of both.
 */
export const RAIL_LIMIT_CENTS: Readonly<Record<PayoutSpeed, number | null>> = {
  instant: 10_000_000,
  'same-day': 100_000_000,
  standard: null,
};

export function isPayoutSpeed(value: unknown): value is PayoutSpeed {
  return typeof value === 'string' && (PAYOUT_SPEEDS as readonly string[]).includes(value);
}

/**
 * The rail a payout goes by into an account: the speed asked for when the account can take it,
 * the fallback when instant was asked of an account that cannot, or null when the fallback is
 * to refuse that account.
 */
export function payoutRail(
  speed: PayoutSpeed,
  fallback: InstantFallback,
  accountTakesInstant: boolean,
): PayoutSpeed | null {
  if (speed !== 'instant' || accountTakesInstant) return speed;
  return fallback === 'refuse' ? null : 'same-day';
}

/** When the money arrives, as Accept Your Payment, Success and the transfer page say it. */
export const PAYOUT_ARRIVAL_TEXT: Readonly<Record<PayoutSpeed, string>> = {
  instant: 'Funds arrive in minutes.',
  'same-day': 'Funds expected today.',
  // Requirements §9, word for word.
  standard: 'Funds expected in 1-3 business days.',
};

/** The rail in the client's words, for the Expected Arrival row. */
export const PAYOUT_RAIL_NAME: Readonly<Record<PayoutSpeed, string>> = {
  instant: 'Instant payment',
  'same-day': 'Same-day ACH',
  standard: 'Standard ACH',
};

/** Accept Your Payment, when the payout must go instantly and the chosen account cannot receive it. */
export const INSTANT_ACCOUNT_REQUIRED =
  'This payment can only be sent as an instant payment. Choose an account that can receive instant payments.';

/** Review, when the tenant debits by same-day ACH and the start makes today's window. */
export const SAME_DAY_DEBIT_TEXT = 'Arrives today.';

import type { PortalApiError } from '@portal/shared';
import type { TextDescriptor } from '@portal/shared/i18n';

/** A number the API put in an error's body, if it did. */
function bodyNumber(error: unknown, field: 'attemptsLeft' | 'retryAfterSeconds'): number | null {
  const body = (error as PortalApiError | undefined)?.body as Record<string, unknown> | undefined;
  const value = body?.[field];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The wrong tries the live code still takes, from an 'Invalid Code' answer. */
export const attemptsLeftOf = (error: unknown) => bodyNumber(error, 'attemptsLeft');

/** Seconds until the phone may be sent another code, from a 'Too many codes' answer. */
export const retryAfterOf = (error: unknown) => bodyNumber(error, 'retryAfterSeconds');

/** What a wrong code leaves the client, under 'Invalid Code'. */
export function attemptsLeftText(attemptsLeft: number): TextDescriptor {
  return { id: 'onboarding.code.attemptsLeft', values: { count: attemptsLeft } };
}

/** 7:59, 0:05: the wait before Resend Code works again. */
export function formatWait(seconds: number): string {
  const whole = Math.ceil(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A 'Too many codes' answer without its "Please try again in 10 minutes.": the countdown beside
 * Resend Code says when, and keeps saying it as time passes, where the sentence would go stale.
 * The answer reads in the page's language, so the sentence is found by its shape, not its
 * words: the last one, when it names a number and another sentence comes before it.
 */
export function withoutRetryTime(message: string): string {
  const shorter = message.replace(/\s*[^.]*\d[^.]*\.$/, '');
  return /\S/.test(shorter) ? shorter : message;
}

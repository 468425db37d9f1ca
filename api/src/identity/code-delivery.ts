import type { TextDescriptor } from '@portal/shared/i18n';
import type { Locale } from '@portal/shared/i18n';
import { textsIn } from '../i18n';
import { AppError, badUserInput } from '../platform/http/errors';
import { isOptOutRefusal, ProviderError, type SmsProvider } from '../platform/providers';
import { CODE_TTL_MS } from './phone-code-service';

export const CODE_NOT_DELIVERABLE: TextDescriptor = { id: 'identity.codeNotDeliverable' };
/** Twilio refuses every text to a number that replied STOP, codes included, until it replies START. */
export const CODE_OPTED_OUT: TextDescriptor = { id: 'identity.codeOptedOut' };

/**
 * The SMS vendor (or the sandbox's outbox) failed for now: nothing was sent and nothing is
 * kept (the registration or the new code rolls back); the generic message asks the person to
 * try again, and Retry-After says when it is worth it.
 */
const CODE_RETRY_AFTER_SECONDS = 30;

/** The security-code text in the person's language (sms.securityCode). */
export function codeMessage(tenantName: string, code: string, language: Locale = 'en'): string {
  return textsIn(language).text({
    id: 'sms.securityCode',
    values: { code, tenantName, minutes: CODE_TTL_MS / 60_000 },
  });
}

/**
 * Sends the code straight to the SMS provider rather than through the job outbox: the code
 * would otherwise sit in clear in a job payload, and a code that failed to arrive is retried
 * by the person, who asks for another (Resend Code).
 */
export async function deliverCode(
  sms: SmsProvider,
  to: string,
  tenantName: string,
  code: string,
  language: Locale,
): Promise<void> {
  try {
    await sms.send({ to, body: codeMessage(tenantName, code, language) });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (isOptOutRefusal(error)) throw badUserInput(CODE_OPTED_OUT);
    if (!error.retryable) throw badUserInput(CODE_NOT_DELIVERABLE);
    throw new AppError('SERVICE_UNAVAILABLE', 503, { id: 'identity.smsUnavailable' }, false, CODE_RETRY_AFTER_SECONDS);
  }
}

import twilio from 'twilio';
import { ProviderError, sentNothing } from '../provider-error';
import type { ProviderLogger } from '../provider-logger';
import type { SmsMessage, SmsProvider, SmsSendResult, SmsStatus } from './sms-provider';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Messaging Service SID (MG…) or a sending number in E.164. */
  sender: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** Twilio Programmable Messaging through the official SDK (messages.create). */
export class TwilioSmsProvider implements SmsProvider {
  private readonly client: twilio.Twilio;

  constructor(
    private readonly settings: TwilioSettings,
    private readonly logger: ProviderLogger,
  ) {
    // No SDK auto-retry: the job worker owns retries and their backoff.
    this.client = twilio(settings.accountSid, settings.authToken, { autoRetry: false, timeout: REQUEST_TIMEOUT_MS });
  }

  async send({ to, body }: SmsMessage): Promise<SmsSendResult> {
    const sender = this.settings.sender.startsWith('MG')
      ? { messagingServiceSid: this.settings.sender }
      : { from: this.settings.sender };
    try {
      const message = await this.client.messages.create({ to, body, ...sender });
      this.logger.info({ provider: 'twilio', messageId: message.sid, status: message.status }, 'sms accepted');
      return { id: message.sid, status: message.status as SmsStatus };
    } catch (error) {
      const providerError = toProviderError(error);
      this.logger.warn(
        { provider: 'twilio', code: providerError.code, retryable: providerError.retryable },
        'sms rejected',
      );
      throw providerError;
    }
  }
}

/** 4xx answers (bad number, unsubscribed, bad credentials) will not change on retry; 429 and 5xx may. */
function toProviderError(error: unknown): ProviderError {
  if (error instanceof twilio.RestException) {
    const retryable = error.status === 429 || error.status >= 500;
    return new ProviderError('twilio', String(error.code ?? error.status), error.message, retryable);
  }
  const message = error instanceof Error ? error.message : 'Twilio request failed';
  // Refused before the request left (no route, no DNS): nothing was sent, a retry may send.
  if (sentNothing(error)) return new ProviderError('twilio', 'UNREACHABLE', message, true, false);
  // No answer from Twilio: the message may have been created (ADR 0023).
  return new ProviderError('twilio', 'NETWORK', message, true, true);
}

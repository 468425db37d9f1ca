import { ProviderError } from '../provider-error';
import type { ProviderLogger } from '../provider-logger';
import { type SandboxOutbox, statusAt, timelineFrom } from '../sandbox-outbox/sandbox-outbox';
import {
  SANDBOX_SMS_REJECTIONS,
  SANDBOX_SMS_UNDELIVERABLE,
  SANDBOX_SMS_UNDELIVERED_CODE,
} from './sandbox-phone-numbers';
import type { SandboxSmsOptOuts } from './sandbox-sms-opt-outs';
import { SMS_RECIPIENT_OPTED_OUT } from './sms-opt-out';
import type { SmsMessage, SmsProvider, SmsSendResult, SmsStatus } from './sms-provider';

const E164 = /^\+[1-9]\d{6,14}$/;

const OPTED_OUT = {
  code: SMS_RECIPIENT_OPTED_OUT,
  message: 'Attempt to send to unsubscribed recipient.',
  retryable: false,
};

/** The sandbox outbox could not be written (a full or read-only disk): the message was not sent. */
export const OUTBOX_UNAVAILABLE = 'OUTBOX_UNAVAILABLE';

const describeOutboxFailure = (error: unknown) =>
  `The sandbox outbox could not be written (${(error as { code?: string }).code ?? 'unknown'})`;

/** Delays of Twilio's status callbacks, roughly: the inbox shows the message move along. */
const SENT_AFTER_MS = 1_000;
const DELIVERED_AFTER_MS = 3_000;

/** Behaves like Twilio with test credentials, delivering into the sandbox outbox. */
export class SandboxSmsProvider implements SmsProvider {
  constructor(
    private readonly outbox: SandboxOutbox,
    private readonly from: string,
    private readonly logger: ProviderLogger,
    private readonly now: () => Date = () => new Date(),
    /** The numbers that replied STOP to this sender: refused with 21610, as Twilio does. */
    private readonly optOuts: SandboxSmsOptOuts | null = null,
  ) {}

  /** Every call is a new message, as with Twilio: the caller records what it sent (ADR 0023). */
  async send({ to, body }: SmsMessage): Promise<SmsSendResult> {
    const rejection = !E164.test(to)
      ? { code: '21211', message: "The 'To' number is not a valid phone number.", retryable: false }
      : (SANDBOX_SMS_REJECTIONS[to] ?? (this.optOuts?.isOptedOut(to) ? OPTED_OUT : undefined));
    if (rejection) {
      this.logger.warn({ provider: 'sandbox-sms', code: rejection.code }, 'sms rejected');
      throw new ProviderError('sandbox-sms', rejection.code, rejection.message, rejection.retryable);
    }
    const undeliverable = to === SANDBOX_SMS_UNDELIVERABLE;
    const message = await this.outbox
      .record({
        channel: 'sms',
        from: this.from,
        to: [to],
        cc: [],
        subject: null,
        text: body,
        html: null,
        attachments: [],
        messageIdHeader: null,
        timeline: timelineFrom(this.now(), [
          ['queued', 0],
          ['sent', SENT_AFTER_MS],
          [undeliverable ? 'undelivered' : 'delivered', DELIVERED_AFTER_MS],
        ]),
        errorCode: undeliverable ? SANDBOX_SMS_UNDELIVERED_CODE : null,
      })
      .catch((error: unknown) => {
        // The sandbox's "vendor" is this disk: a message it could not write was not sent.
        this.logger.warn({ provider: 'sandbox-sms', code: OUTBOX_UNAVAILABLE }, 'sms not sent: outbox unavailable');
        throw new ProviderError('sandbox-sms', OUTBOX_UNAVAILABLE, describeOutboxFailure(error), true, false);
      });
    const status = statusAt(message.timeline, this.now()) as SmsStatus;
    this.logger.info({ provider: 'sandbox-sms', messageId: message.id, status }, 'sms accepted');
    return { id: message.id, status };
  }
}

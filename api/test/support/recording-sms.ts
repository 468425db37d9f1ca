import { randomBytes } from 'node:crypto';
import type { SmsMessage, SmsProvider, SmsSendResult } from '../../src/platform/providers';

/** An SmsProvider that keeps what it was asked to send, for tests to read codes from. */
export class RecordingSmsProvider implements SmsProvider {
  readonly sent: SmsMessage[] = [];
  private failure: Error | null = null;

  async send(message: SmsMessage): Promise<SmsSendResult> {
    if (this.failure) {
      const failure = this.failure;
      this.failure = null;
      throw failure;
    }
    this.sent.push(message);
    return { id: `SM${randomBytes(16).toString('hex')}`, status: 'queued' };
  }

  /** The next send throws `error` (e.g. a ProviderError) instead of sending. */
  failNextWith(error: Error): void {
    this.failure = error;
  }

  messagesTo(phone: string): SmsMessage[] {
    return this.sent.filter((message) => message.to === phone);
  }

  /** The 6-digit code of the latest message to `phone`. */
  lastCodeTo(phone: string): string {
    const body = this.messagesTo(phone).at(-1)?.body ?? '';
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    if (!code) throw new Error(`No code was sent to ${phone}`);
    return code;
  }
}

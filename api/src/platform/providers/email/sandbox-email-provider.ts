import { ProviderError } from '../provider-error';
import type { ProviderLogger } from '../provider-logger';
import { type SandboxOutbox, timelineFrom } from '../sandbox-outbox/sandbox-outbox';
import type { EmailMessage, EmailProvider, EmailSendResult } from './email-provider';
import { messageIdFor } from './message-id';
import { sandboxRecipientRefusal } from './sandbox-email-addresses';

/** Behaves like an SMTP relay, delivering into the sandbox outbox with an HTML preview. */
export class SandboxEmailProvider implements EmailProvider {
  constructor(
    private readonly outbox: SandboxOutbox,
    private readonly from: string,
    private readonly logger: ProviderLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(email: EmailMessage): Promise<EmailSendResult> {
    const recipients = [...email.to, ...(email.cc ?? [])];
    const refusals = recipients.map(sandboxRecipientRefusal);
    const rejected = recipients.filter((_, index) => refusals[index] !== null);
    if (rejected.length === recipients.length) {
      // Like nodemailer: with no recipient accepted the whole send fails; temporary wins if mixed.
      const temporary = refusals.find((refusal) => refusal?.retryable);
      const code = temporary?.code ?? refusals[0]?.code ?? '550';
      this.logger.warn({ provider: 'sandbox-email', code }, 'e-mail rejected');
      throw new ProviderError('sandbox-email', code, `Recipients refused (${code})`, temporary !== undefined);
    }
    const accept = (address: string) => !rejected.includes(address);
    // Delivered on every call, like an SMTP relay; a retry carries the same Message-ID.
    const message = await this.outbox.record({
      channel: 'email',
      from: this.from,
      to: email.to.filter(accept),
      cc: (email.cc ?? []).filter(accept),
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: email.attachments ?? [],
      messageIdHeader: email.idempotencyKey ? messageIdFor(email.idempotencyKey, this.from) : null,
      timeline: timelineFrom(this.now(), [['sent', 0]]),
      errorCode: null,
    });
    this.logger.info(
      { provider: 'sandbox-email', messageId: message.id, rejected: rejected.length },
      'e-mail accepted',
    );
    return { id: message.id, accepted: [...message.to, ...message.cc], rejected };
  }
}

import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { ProviderError } from '../provider-error';
import type { ProviderLogger } from '../provider-logger';
import type { EmailMessage, EmailProvider, EmailSendResult } from './email-provider';
import { messageIdFor } from './message-id';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (implicit TLS). */
  url: string;
  /** The From header, e.g. "Closing Portal <no-reply@example.com>". */
  from: string;
}

/** SMTP through nodemailer: the real e-mail adapter, any provider that speaks SMTP. */
export class SmtpEmailProvider implements EmailProvider {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly logger: ProviderLogger,
    transportOptions: SMTPTransport.Options = {},
  ) {
    // The SMTP transport itself, not createTransport({ url }): given a url, createTransport
    // drops every other option, requireTLS included.
    this.transport = nodemailer.createTransport(
      new SMTPTransport({
        url: settings.url,
        // smtp:// starts in clear and upgrades with STARTTLS only if the server offers it: a
        // network attacker strips the offer and reads receipts and credentials. Require the
        // upgrade (smtps:// is TLS from the first byte).
        requireTLS: new URL(settings.url).protocol === 'smtp:',
        ...transportOptions,
      }),
    );
  }

  async send(email: EmailMessage): Promise<EmailSendResult> {
    try {
      const info = await this.transport.sendMail({
        from: this.settings.from,
        to: email.to,
        cc: email.cc,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: email.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
        messageId: email.idempotencyKey ? messageIdFor(email.idempotencyKey, this.settings.from) : undefined,
      });
      const rejected = info.rejected.map(addressOf);
      this.logger.info({ provider: 'smtp', messageId: info.messageId, rejected: rejected.length }, 'e-mail accepted');
      return { id: info.messageId, accepted: info.accepted.map(addressOf), rejected };
    } catch (error) {
      const providerError = toProviderError(error);
      this.logger.warn(
        { provider: 'smtp', code: providerError.code, retryable: providerError.retryable },
        'e-mail rejected',
      );
      throw providerError;
    }
  }

  close(): void {
    this.transport.close();
  }
}

function addressOf(address: string | Mail.Address): string {
  return typeof address === 'string' ? address : (address.address ?? '');
}

/** A 5xx reply is the server's final answer; 4xx replies and connection trouble may pass. */
function toProviderError(error: unknown): ProviderError {
  const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string };
  const retryable = !(responseCode !== undefined && responseCode >= 500);
  return new ProviderError('smtp', String(responseCode ?? code ?? 'SMTP'), message ?? 'SMTP send failed', retryable);
}

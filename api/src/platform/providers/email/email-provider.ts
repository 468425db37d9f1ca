export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string[];
  cc?: string[];
  subject: string;
  html: string;
  /** Plain-text alternative for clients that do not render HTML. */
  text: string;
  attachments?: EmailAttachment[];
  /**
   * The job's idempotency key. SMTP has no idempotency (a repeated send is delivered again,
   * in the sandbox too); the key becomes a stable Message-ID, which lets receiving systems
   * drop the duplicate a retry after a lost answer sends.
   */
  idempotencyKey?: string;
}

export interface EmailSendResult {
  /** Message-ID (SMTP) or sandbox message id. */
  id: string;
  accepted: string[];
  /** Recipients the server refused while accepting others. */
  rejected: string[];
}

/** Sends e-mail. Throws ProviderError when no recipient is accepted. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<EmailSendResult>;
}

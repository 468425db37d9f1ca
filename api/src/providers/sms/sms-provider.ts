/** Twilio's outbound message statuses, the vocabulary both implementations report in. */
export type SmsStatus =
  | 'accepted'
  | 'scheduled'
  | 'queued'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'canceled'
  | 'read';

export interface SmsMessage {
  /** E.164, e.g. +15005550006 (clients are stored as +1 and ten digits). */
  to: string;
  /** May hold a one-time code: adapters never log it. */
  body: string;
  /**
   * The job's idempotency key. The sandbox delivers a key at most once; Twilio offers no
   * idempotency for messages, so there a retry after a lost response can send twice.
   */
  idempotencyKey?: string;
}

export interface SmsSendResult {
  /** The vendor's message id (Twilio SID, SM…). */
  id: string;
  status: SmsStatus;
}

/** Sends text messages. Rejections throw ProviderError (retryable false for a bad number). */
export interface SmsProvider {
  send(message: SmsMessage): Promise<SmsSendResult>;
}

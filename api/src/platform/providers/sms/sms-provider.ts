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
}

export interface SmsSendResult {
  /** The vendor's message id (Twilio SID, SM…). */
  id: string;
  status: SmsStatus;
}

/**
 * Sends text messages. Rejections throw ProviderError (retryable false for a bad number).
 * Twilio has no idempotency for messages: every call is a new message, so a caller that may
 * repeat a send must record it first (the sms.send job does, ADR 0023).
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<SmsSendResult>;
}

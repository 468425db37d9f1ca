/** The Dwolla application's credentials and webhook subscription secret (DWOLLA_* variables). */
export interface DwollaSettings {
  key: string;
  secret: string;
  /** The secret given when the webhook subscription was created: it signs every webhook. */
  webhookSecret: string;
  environment: 'sandbox' | 'production';
}

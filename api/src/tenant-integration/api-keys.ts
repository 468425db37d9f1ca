/**
 * Tenant API keys (ADR 0031): 256 random bits behind a recognisable prefix, shown once and
 * stored only as a SHA-256 hash. A fast hash is enough here (unlike passwords): the key is
 * random and long, so there is nothing to guess, and every request must look it up cheaply.
 */
import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'cpk_';

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Webhook signing secrets as Standard Webhooks defines them: `whsec_` and 32 random bytes in
 * standard base64 (its libraries decode the part after the prefix as the HMAC key).
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

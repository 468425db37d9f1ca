/**
 * Outgoing webhook signatures (ADR 0032, ADR 0085). Every delivery carries two:
 * - **Standard Webhooks**: `webhook-id` (the event id, the same on every retry),
 *   `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256>` over
 *   `"<id>.<timestamp>.<raw body>"`, keyed with the base64-decoded part of the secret after
 *   `whsec_`. The Standard Webhooks libraries verify it as they stand.
 * - **Portal-Signature** (Stripe's scheme), for receivers written against it:
 *   `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, keyed with the whole
 *   secret string.
 * Signing the timestamp lets a receiver refuse an old delivery replayed by someone who captured
 * it; the signed id lets it drop a redelivery it already has. Used by the server (signing) and
 * by the tests (verifying).
 */
import { createHmac } from 'node:crypto';
import { sameBytes } from '../platform/security/same-bytes';

export const SIGNATURE_HEADER = 'portal-signature';
export const EVENT_ID_HEADER = 'portal-event-id';
export const DELIVERY_ATTEMPT_HEADER = 'portal-delivery-attempt';
export const STANDARD_ID_HEADER = 'webhook-id';
export const STANDARD_TIMESTAMP_HEADER = 'webhook-timestamp';
export const STANDARD_SIGNATURE_HEADER = 'webhook-signature';
/** How old a signed timestamp a receiver accepts by default. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** The HMAC key of Standard Webhooks: the secret's base64 after `whsec_` (Node reads both base64 alphabets). */
function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

/** The three Standard Webhooks headers of one delivery. */
export function standardWebhookHeaders(
  secret: string,
  id: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const signature = createHmac('sha256', standardKey(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest();
  return {
    [STANDARD_ID_HEADER]: id,
    [STANDARD_TIMESTAMP_HEADER]: String(timestamp),
    [STANDARD_SIGNATURE_HEADER]: `v1,${signature.toString('base64')}`,
  };
}

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: string };

/**
 * Checks a delivery's Portal-Signature: the header's shape, its age (both ways, for clock
 * skew) and, in constant time, every v1 signature it carries (several during a secret rotation).
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  { toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, now = Date.now() } = {},
): SignatureCheck {
  if (!header) return { valid: false, reason: 'missing signature header' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return { valid: false, reason: 'malformed header' };
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return { valid: false, reason: 'timestamp too old' };
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => sameBytes(Buffer.from(signature, 'hex'), expected));
  return matches ? { valid: true, timestamp } : { valid: false, reason: 'signature mismatch' };
}

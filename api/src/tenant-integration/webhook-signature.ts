/**
 * Outgoing webhook signatures, Stripe's scheme (ADR 0032): the header
 * `Portal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * Signing the timestamp with the body lets a receiver refuse an old delivery replayed by
 * someone who captured it; the event id in the body lets it drop a redelivery it already has.
 * Used by the server (signing) and by the CLI's receiver and tests (verifying).
 */
import { createHmac } from 'node:crypto';
import { sameBytes } from '../platform/security/same-bytes';

export const SIGNATURE_HEADER = 'portal-signature';
export const EVENT_ID_HEADER = 'portal-event-id';
export const DELIVERY_ATTEMPT_HEADER = 'portal-delivery-attempt';
/** How old a signed timestamp a receiver accepts by default. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: string };

/**
 * Checks a delivery: the header's shape, its age (both ways, for clock skew) and, in constant
 * time, every v1 signature it carries (several during a secret rotation).
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

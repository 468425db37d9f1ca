import { createHash } from 'node:crypto';

/**
 * A Message-ID derived from the idempotency key: every retry of one job sends the same id,
 * so mail systems that de-duplicate on Message-ID show the message once.
 */
export function messageIdFor(idempotencyKey: string, fromAddress: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(fromAddress)?.[1] ?? 'closing-portal.invalid';
  const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${hash}@${domain}>`;
}

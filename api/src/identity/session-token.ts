import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** 32 random bytes as base64url: 43 characters. Anything else in a bearer header is not ours. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * Only this hash is stored. A plain SHA-256 is enough (no key, no stretching): the token is
 * 256 random bits, so a leaked hash cannot be turned back into it.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a secret the caller sent (a signature, a code's hash, a token's digest) with the
 * expected one in constant time, so response timing cannot reveal how many leading bytes were
 * right. Buffers of different lengths (a malformed input) are simply unequal: timingSafeEqual
 * would throw on them, and the length of an expected digest is no secret.
 */
export function sameBytes(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHmac, randomInt } from 'node:crypto';
import { CODE_LENGTH } from '@portal/shared/constants';
import { sameBytes } from '../platform/security/same-bytes';

/** Whose code it is: a code is only ever valid for the phone and tenant it was sent for. */
export interface CodeScope {
  tenantId: string;
  phone: string;
}

/** A code asked for within one sign-in attempt, by one requester (IPv4 address or IPv6 /64). */
export interface CodeRequest extends CodeScope {
  attemptId: string;
  requester: string;
}

/** A uniformly random code of CODE_LENGTH digits, leading zeros included. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/**
 * HMAC-SHA256 under a server key: a leaked table cannot be brute-forced offline (there are
 * only a million codes), and the scope in the message ties the hash to its phone and tenant.
 */
export function hashCode(key: Buffer, scope: CodeScope, code: string): string {
  return createHmac('sha256', key).update(`${scope.tenantId}\n${scope.phone}\n${code}`).digest('hex');
}

export function codeMatches(key: Buffer, scope: CodeScope, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashCode(key, scope, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return sameBytes(candidate, stored);
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DataKey } from './secrets-config';

/** A value sealed at rest; every part base64, stored in the row beside the value's owner. */
export interface SealedValue {
  ciphertext: string;
  iv: string;
  authTag: string;
  /** The key that sealed it, so values survive a key rotation. */
  keyId: string;
}

const ALGORITHM = 'aes-256-gcm';
/** 96-bit IVs are GCM's native size; random per value, never reused with a key. */
const IV_BYTES = 12;
/**
 * GCM's full 128-bit tag, and only that: Node otherwise accepts a tag truncated to as little
 * as 4 bytes, which a forger can guess (2^32 tries at 4 bytes) instead of 2^128.
 */
const AUTH_TAG_BYTES = 16;

export class UnknownDataKeyError extends Error {
  constructor(keyId: string) {
    super(`No data encryption key "${keyId}" is configured (DATA_ENCRYPTION_KEYS)`);
    this.name = 'UnknownDataKeyError';
  }
}

/**
 * AES-256-GCM at rest. `context` is bound in as additional authenticated data (e.g. the
 * owner and field of the value), so a ciphertext copied into another client's row, or into
 * another field, fails to open instead of disclosing its value there.
 */
export function createDataCipher(keys: { current: DataKey; all: readonly DataKey[] }) {
  return {
    seal(plaintext: string, context: string): SealedValue {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, keys.current.key, iv, { authTagLength: AUTH_TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return {
        ciphertext: ciphertext.toString('base64'),
        iv: iv.toString('base64'),
        authTag: cipher.getAuthTag().toString('base64'),
        keyId: keys.current.id,
      };
    },

    /** Throws when the value was tampered with, moved, or sealed with an unknown key. */
    open(sealed: SealedValue, context: string): string {
      const dataKey = keys.all.find((candidate) => candidate.id === sealed.keyId);
      if (!dataKey) throw new UnknownDataKeyError(sealed.keyId);
      const authTag = Buffer.from(sealed.authTag, 'base64');
      if (authTag.length !== AUTH_TAG_BYTES) throw new Error('The sealed value has a truncated authentication tag');
      const decipher = createDecipheriv(ALGORITHM, dataKey.key, Buffer.from(sealed.iv, 'base64'), {
        authTagLength: AUTH_TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(authTag);
      return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type DataCipher = ReturnType<typeof createDataCipher>;

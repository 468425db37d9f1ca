import { constants, createHash, createPublicKey, privateDecrypt, type KeyObject } from 'node:crypto';

/** What the browser imports with `crypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, …)`. */
export interface TransportPublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg: 'RSA-OAEP-256';
  use: 'enc';
  key_ops: ['encrypt'];
  ext: true;
  /** RFC 7638 thumbprint: changes when the key does, so a cached key can be told apart. */
  kid: string;
}

/** A decrypted field longer than this is not an SSN or a date, whatever it is. */
const MAX_PLAINTEXT_BYTES = 64;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * SSN and date of birth cross the network encrypted by the browser with RSA-OAEP (SHA-256)
 * to this key's public half: no shared secret in JavaScript, and nothing readable in a
 * proxy's or browser extension's copy of the request.
 */
export function createTransportKey(privateKey: KeyObject) {
  const modulusBits = privateKey.asymmetricKeyDetails?.modulusLength;
  if (privateKey.asymmetricKeyType !== 'rsa' || !modulusBits)
    throw new Error('The sensitive-data key must be an RSA key');
  const modulusBytes = modulusBits / 8;
  // Exported on first request, not at start-up: the JWK export costs tens of milliseconds of
  // CPU, and the key is asked for only when a client reaches the identity screen.
  let publicJwk: TransportPublicJwk | null = null;
  const exportPublicJwk = (): TransportPublicJwk => {
    const { n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
    if (!n || !e) throw new Error('The sensitive-data key must be an RSA key');
    return {
      kty: 'RSA',
      n,
      e,
      alg: 'RSA-OAEP-256',
      use: 'enc',
      key_ops: ['encrypt'],
      ext: true,
      kid: createHash('sha256')
        .update(JSON.stringify({ e, kty: 'RSA', n }))
        .digest('base64url'),
    };
  };

  return {
    get publicJwk(): TransportPublicJwk {
      publicJwk ??= exportPublicJwk();
      return publicJwk;
    },

    /** The UTF-8 text the browser encrypted, or null for anything that is not such a ciphertext. */
    decrypt(base64Ciphertext: string): string | null {
      if (!BASE64.test(base64Ciphertext)) return null;
      const ciphertext = Buffer.from(base64Ciphertext, 'base64');
      if (ciphertext.length !== modulusBytes) return null;
      try {
        const plaintext = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          ciphertext,
        );
        return plaintext.length <= MAX_PLAINTEXT_BYTES ? plaintext.toString('utf8') : null;
      } catch {
        return null;
      }
    },
  };
}

export type TransportKey = ReturnType<typeof createTransportKey>;

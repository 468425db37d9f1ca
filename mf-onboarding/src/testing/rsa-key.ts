// Test helper: an RSA-OAEP key pair standing in for the API's, with the browser's WebCrypto.
import { webcrypto } from 'node:crypto';

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' };

/** jsdom has no SubtleCrypto; the browser and Node share the WebCrypto API. */
export function useNodeWebCrypto() {
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  }
}

export async function testKeyPair() {
  const pair = await webcrypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicJwk = {
    ...(await webcrypto.subtle.exportKey('jwk', pair.publicKey)),
    alg: 'RSA-OAEP-256',
    kid: 'k1',
    use: 'enc',
  };
  const decrypt = async (base64: string) =>
    new TextDecoder().decode(await webcrypto.subtle.decrypt(ALGORITHM, pair.privateKey, Buffer.from(base64, 'base64')));
  return { publicJwk, decrypt };
}

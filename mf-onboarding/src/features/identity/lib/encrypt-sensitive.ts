// SSN and date of birth leave the browser only encrypted to the API's public key (RSA-OAEP,
// SHA-256; docs/adr/0011): nothing secret is shipped in JavaScript.

const ALGORITHM: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export type Encrypt = (plaintext: string) => Promise<string>;

/** An encrypt function for the published JWK; each call returns base64 ciphertext. */
export async function encrypterFor(jwk: JsonWebKey, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<Encrypt> {
  // Only what importKey needs: a published `key_ops`/`use` must not narrow the import.
  const { kty, n, e } = jwk;
  const key = await subtle.importKey('jwk', { kty, n, e }, ALGORITHM, false, ['encrypt']);
  return async (plaintext) => toBase64(await subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(plaintext)));
}

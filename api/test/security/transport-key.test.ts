import { generateKeyPairSync, webcrypto } from 'node:crypto';
import { createTransportKey } from '../../src/platform/security/transport-key';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const transportKey = createTransportKey(privateKey);

/** What the browser does: import the published JWK and encrypt with WebCrypto. */
async function browserEncrypt(text: string, jwk: webcrypto.JsonWebKey = transportKey.publicJwk): Promise<string> {
  const key = await webcrypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const ciphertext = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
  return Buffer.from(ciphertext).toString('base64');
}

describe('transport key (RSA-OAEP SHA-256)', () => {
  it('publishes a public JWK that WebCrypto imports for encryption only', () => {
    expect(transportKey.publicJwk).toMatchObject({
      kty: 'RSA',
      alg: 'RSA-OAEP-256',
      use: 'enc',
      key_ops: ['encrypt'],
      e: 'AQAB',
    });
    expect(transportKey.publicJwk).not.toHaveProperty('d');
    expect(transportKey.publicJwk.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('decrypts what the browser encrypted', async () => {
    expect(transportKey.decrypt(await browserEncrypt('12-34'))).toBe('12-34');
    expect(transportKey.decrypt(await browserEncrypt('01/02/1980'))).toBe('01/02/1980');
  });

  it('returns null for anything else, never throws', async () => {
    const other = createTransportKey(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    expect(transportKey.decrypt(await browserEncrypt('1234', other.publicJwk))).toBeNull();
    expect(transportKey.decrypt('1234')).toBeNull();
    expect(transportKey.decrypt('not base64 at all!')).toBeNull();
    expect(transportKey.decrypt(Buffer.alloc(256, 1).toString('base64'))).toBeNull();
    expect(transportKey.decrypt(await browserEncrypt('x'.repeat(100)))).toBeNull();
  });
});

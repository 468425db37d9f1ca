import { randomBytes } from 'node:crypto';
import { createDataCipher, UnknownDataKeyError } from '../../src/platform/security/data-cipher';

const oldKey = { id: 'k1', key: randomBytes(32) };
const newKey = { id: 'k2', key: randomBytes(32) };

describe('data cipher (AES-256-GCM)', () => {
  const cipher = createDataCipher({ current: newKey, all: [oldKey, newKey] });

  it('round-trips a value, with a fresh IV each time and the key id beside it', () => {
    const first = cipher.seal('1234', 'owner:SSN');
    const second = cipher.seal('1234', 'owner:SSN');
    expect(first.keyId).toBe('k2');
    expect(Buffer.from(first.iv, 'base64')).toHaveLength(12);
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(cipher.open(first, 'owner:SSN')).toBe('1234');
  });

  it('refuses a value moved to another context (another client, another field)', () => {
    const sealed = cipher.seal('1234', 'client-a:SSN');
    expect(() => cipher.open(sealed, 'client-b:SSN')).toThrow();
  });

  it('refuses a tampered ciphertext or tag', () => {
    const sealed = cipher.seal('1980-01-02', 'owner:DOB');
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.open({ ...sealed, ciphertext: flipped.toString('base64') }, 'owner:DOB')).toThrow();
    expect(() => cipher.open({ ...sealed, authTag: randomBytes(16).toString('base64') }, 'owner:DOB')).toThrow();
  });

  it('accepts only the full 16-byte tag: a truncated (guessable) prefix of the real tag is refused', () => {
    const sealed = cipher.seal('1980-01-02', 'owner:DOB');
    const tag = Buffer.from(sealed.authTag, 'base64');
    expect(tag).toHaveLength(16);
    for (const length of [4, 8, 12, 15]) {
      const truncated = { ...sealed, authTag: tag.subarray(0, length).toString('base64') };
      expect(() => cipher.open(truncated, 'owner:DOB')).toThrow();
    }
  });

  it('opens values sealed with an older key after a rotation, and says which key is missing', () => {
    const beforeRotation = createDataCipher({ current: oldKey, all: [oldKey] }).seal('1234', 'owner:SSN');
    expect(cipher.open(beforeRotation, 'owner:SSN')).toBe('1234');
    const withoutOldKey = createDataCipher({ current: newKey, all: [newKey] });
    expect(() => withoutOldKey.open(beforeRotation, 'owner:SSN')).toThrow(UnknownDataKeyError);
  });
});

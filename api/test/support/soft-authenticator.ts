/**
 * A software WebAuthn authenticator for API tests: makes a P-256 credential for a relying party
 * and signs assertions with it, as a platform authenticator would (packed "none" attestation,
 * user present and verified). Counters and backup flags are the test's to set, so it can also
 * play a cloned or misbehaving authenticator.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export interface SoftCredential {
  id: string;
  rpId: string;
  privateKey: KeyObject;
  /** The next assertion's counter; `assert` moves it on by one unless told otherwise. */
  counter: number;
  /** Backup eligible (a synced passkey); fixed for the credential's life. */
  backupEligible: boolean;
  userHandle: string;
}

function flags(credential: Pick<SoftCredential, 'backupEligible'>, extra = 0): number {
  return FLAG_UP | FLAG_UV | (credential.backupEligible ? FLAG_BE | FLAG_BS : 0) | extra;
}

function clientData(type: string, challenge: string, origin: string): string {
  return JSON.stringify({ type, challenge, origin, crossOrigin: false });
}

/** navigator.credentials.create: the credential and the RegistrationResponseJSON the browser would send. */
export function createCredential(
  options: { challenge: string; rp: { id: string }; user: { id: string } },
  origin: string,
  { backupEligible = true, rpId = options.rp.id }: { backupEligible?: boolean; rpId?: string } = {},
) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const credentialId = randomBytes(16);
  const credential: SoftCredential = {
    id: b64url(credentialId),
    rpId,
    privateKey,
    counter: 1,
    backupEligible,
    userHandle: options.user.id,
  };
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([flags(credential, FLAG_AT)]),
    counterBytes(0),
    Buffer.alloc(16),
    idLength,
    credentialId,
    Buffer.from(isoCBOR.encode(coseKey)),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]) as never,
  );
  const response = {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: b64url(Buffer.from(clientData('webauthn.create', options.challenge, origin))),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
  };
  return { credential, response };
}

/** navigator.credentials.get: the AuthenticationResponseJSON for `challenge`, with the credential's counter. */
export function assertion(
  credential: SoftCredential,
  challenge: string,
  origin: string,
  { counter = credential.counter, backupEligible = credential.backupEligible } = {},
) {
  const authenticatorData = Buffer.concat([
    sha256(credential.rpId),
    Buffer.from([flags({ backupEligible })]),
    counterBytes(counter),
  ]);
  const clientDataJSON = Buffer.from(clientData('webauthn.get', challenge, origin));
  const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
  credential.counter = counter + 1;
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    },
  };
}

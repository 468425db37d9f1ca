/**
 * The reference a transfer request's text and e-mail carry (`?request=` on /create-account and
 * /login, docs/security.md): which transfer of which tenant, whether it is a payout, and until
 * when the link holds, followed by the API's MAC of exactly those bytes. Written here once, for
 * the API that signs and verifies it and for the browser that reads where it leads. Reading is
 * not trusting: the browser uses what it reads only after the API has verified the reference,
 * and the session still scopes everything the client then sees.
 *
 * Layout (in /constants, the entry without packages, as the shell reads it at start): base64url(version · flags · transfer id · tenant id · expiry) "." base64url(MAC), the
 * ids as their 16 UUID bytes and the expiry as whole seconds (uint32), so the link stays short
 * enough for a text message.
 */

export interface RequestReferenceFacts {
  transferId: string;
  tenantId: string;
  /** A disbursement to accept rather than a request to pay. */
  payout: boolean;
  /** When the link stops working, in whole seconds since the epoch. */
  expiresAt: number;
}

export interface ParsedRequestReference extends RequestReferenceFacts {
  /** The text the MAC covers (the part before the dot). */
  signedText: string;
  /** The MAC's bytes, as the reference carries them. */
  mac: Uint8Array;
}

const VERSION = 1;
const PAYOUT_FLAG = 1;
const PAYLOAD_BYTES = 1 + 1 + 16 + 16 + 4;
/** The MAC's length in the reference: HMAC-SHA256 cut to 128 bits. */
export const REQUEST_REFERENCE_MAC_BYTES = 16;
/** Longer than any reference this format makes: anything beyond is not read at all. */
export const REQUEST_REFERENCE_MAX_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function uuidBytes(uuid: string): Uint8Array {
  if (!UUID.test(uuid)) throw new Error('A request reference names ids that are UUIDs');
  const hex = uuid.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, index) => parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}

function uuidText(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The part of a reference the MAC covers. */
export function requestReferencePayload({ transferId, tenantId, payout, expiresAt }: RequestReferenceFacts): string {
  if (!Number.isInteger(expiresAt) || expiresAt < 0 || expiresAt > 0xffffffff) {
    throw new Error('A request reference expires at a whole second within uint32');
  }
  const bytes = new Uint8Array(PAYLOAD_BYTES);
  bytes[0] = VERSION;
  bytes[1] = payout ? PAYOUT_FLAG : 0;
  bytes.set(uuidBytes(transferId), 2);
  bytes.set(uuidBytes(tenantId), 18);
  new DataView(bytes.buffer).setUint32(34, expiresAt);
  return toBase64Url(bytes);
}

/** The facts a reference states, or null when it is not of this format. Nothing here is verified. */
export function parseRequestReference(reference: string): ParsedRequestReference | null {
  if (reference.length > REQUEST_REFERENCE_MAX_LENGTH) return null;
  const [signedText, macText, extra] = reference.split('.');
  if (signedText === undefined || macText === undefined || extra !== undefined) return null;
  const bytes = fromBase64Url(signedText);
  const mac = fromBase64Url(macText);
  if (!bytes || bytes.length !== PAYLOAD_BYTES || bytes[0] !== VERSION || (bytes[1]! & ~PAYOUT_FLAG) !== 0) return null;
  if (!mac || mac.length !== REQUEST_REFERENCE_MAC_BYTES) return null;
  return {
    transferId: uuidText(bytes.subarray(2, 18)),
    tenantId: uuidText(bytes.subarray(18, 34)),
    payout: bytes[1] === PAYOUT_FLAG,
    expiresAt: new DataView(bytes.buffer, bytes.byteOffset).getUint32(34),
    signedText,
    mac,
  };
}

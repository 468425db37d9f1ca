/**
 * Signs and verifies the reference of a transfer request's link (format in
 * @portal/shared/constants request-reference.ts, docs/security.md): HMAC-SHA256 with the
 * REQUEST_LINK_KEY over the reference's payload, cut to 128 bits, compared in constant time.
 * A reference holds for REQUEST_LINK_LIFETIME_DAYS. It proves only that the portal wrote the
 * link for this transfer of this tenant: it grants no access to anything.
 */
import { createHmac } from 'node:crypto';
import {
  parseRequestReference,
  REQUEST_REFERENCE_MAC_BYTES,
  requestReferencePayload,
  toBase64Url,
  type RequestReferenceFacts,
} from '@portal/shared/constants';
import type { Clock } from '../clock';
import { sameBytes } from './same-bytes';

export const REQUEST_LINK_LIFETIME_DAYS = 14;
const LIFETIME_SECONDS = REQUEST_LINK_LIFETIME_DAYS * 24 * 60 * 60;
/** Keeps this MAC apart from any other use the key could ever be put to. */
const DOMAIN = 'closing-portal/request-reference/v1:';

export interface RequestReferenceSubject {
  transferId: string;
  tenantId: string;
  payout: boolean;
}

export interface RequestReferences {
  /** A reference to the transfer, good for REQUEST_LINK_LIFETIME_DAYS from now. */
  sign(subject: RequestReferenceSubject): string;
  /**
   * What a reference states, when the portal signed it, it has not expired and it names the
   * tenant of the host it was opened on; null otherwise, without saying which check failed.
   */
  verify(reference: string, tenantId: string): RequestReferenceFacts | null;
}

export function createRequestReferences({ key, clock }: { key: Buffer; clock: Clock }): RequestReferences {
  const mac = (payload: string) =>
    createHmac('sha256', key)
      .update(DOMAIN + payload)
      .digest()
      .subarray(0, REQUEST_REFERENCE_MAC_BYTES);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    sign({ transferId, tenantId, payout }) {
      const payload = requestReferencePayload({
        transferId: transferId.toLowerCase(),
        tenantId: tenantId.toLowerCase(),
        payout,
        expiresAt: nowSeconds() + LIFETIME_SECONDS,
      });
      return `${payload}.${toBase64Url(mac(payload))}`;
    },
    verify(reference, tenantId) {
      const parsed = parseRequestReference(reference);
      if (!parsed) return null;
      // The MAC first: nothing the reference states is looked at before it is known to be ours.
      if (!sameBytes(Buffer.from(parsed.mac), mac(parsed.signedText))) return null;
      if (parsed.expiresAt <= nowSeconds()) return null;
      if (parsed.tenantId !== tenantId.toLowerCase()) return null;
      const { transferId, payout, expiresAt } = parsed;
      return { transferId, tenantId: parsed.tenantId, payout, expiresAt };
    },
  };
}

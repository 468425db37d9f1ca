import type { FastifyRequest } from 'fastify';

/** A WebAuthn answer is a few kilobytes of base64url: a bound of its own, above the 4 KB of a form. */
export const WEBAUTHN_BODY_LIMIT_BYTES = 32 * 1024;

/** Who a WebAuthn ceremony is for: the tenant's own host, so a passkey never crosses tenants. */
export interface RelyingParty {
  /** The host name without its port: demo.example.com. WebAuthn scopes the credential to it. */
  id: string;
  /** The page's origin the browser reports in clientDataJSON: https://demo.example.com. */
  origin: string;
  /** Shown by the browser's passkey dialog. */
  name: string;
}

/**
 * The relying party of this request: its Host header (as tenancy reads it; never
 * X-Forwarded-Host, which any caller can write) and the scheme Fastify trusts.
 */
export function relyingPartyOf(request: FastifyRequest, tenantName: string): RelyingParty {
  const host = (request.headers.host ?? '').toLowerCase();
  const id = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return { id, origin: `${request.protocol}://${host}`, name: tenantName };
}

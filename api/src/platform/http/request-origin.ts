import type { FastifyRequest } from 'fastify';

/**
 * Where a request came from, as evidence and for the risk screen's velocity counts: the
 * client's address (as the trusted balancer reports it, TRUST_PROXY) and its browser.
 */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

export const requestOrigin = (request: FastifyRequest): RequestOrigin => ({
  ipAddress: request.ip ?? null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

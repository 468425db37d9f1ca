import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tenantFromHost } from '@portal/shared/page';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request is for, from the first label of its Host header (tenantFromHost). */
    readonly tenantIdentifier: string;
  }
}

/**
 * Where a request keeps its identifier once resolved: a GraphQL request reads it twice (the
 * session check, then its context). A request field rather than a WeakMap: no per-request
 * entry for the collector to trace.
 */
const RESOLVED = Symbol('tenantIdentifier');
type Resolving = FastifyRequest & { [RESOLVED]: string | null };

export const tenancyPlugin = fp(
  async (app: FastifyInstance, { defaultTenant }: { defaultTenant: string }) => {
    app.decorateRequest(RESOLVED, null);
    app.decorateRequest('tenantIdentifier', {
      getter() {
        const request = this as Resolving;
        // The Host header itself: with trustProxy Fastify's request.host is X-Forwarded-Host,
        // which any caller can write (the web plugin's shell page reads headers.host too).
        return (request[RESOLVED] ??= tenantFromHost(request.headers.host, defaultTenant));
      },
    });
  },
  { name: 'tenancy' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveTenantIdentifier } from '../tenancy/resolve-tenant';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request is for, from the first label of its Host header. */
    readonly tenantIdentifier: string;
  }
}

export const tenancyPlugin = fp(
  async (app: FastifyInstance, { defaultTenant }: { defaultTenant: string }) => {
    app.decorateRequest('tenantIdentifier', {
      getter() {
        // The Host header itself: with trustProxy Fastify's request.host is X-Forwarded-Host,
        // which any caller can write (the web plugin's shell page reads headers.host too).
        return resolveTenantIdentifier(this.headers.host, defaultTenant);
      },
    });
  },
  { name: 'tenancy' },
);

/**
 * Sandbox mode only: `POST /tenant-api/v1/sandbox/keys` issues an API key for a tenant by its
 * subdomain, for `pnpm tenant key create` against a running sandbox (the embedded database
 * belongs to the server process, so the CLI cannot open it beside it). There are no admin
 * screens; in production keys are issued with the CLI straight on the database (DATABASE_URL,
 * ADR 0031). Only the machine the server runs on may call it; registering it in production throws.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../platform/http/errors';
import { noStore } from '../platform/http/no-store';
import type { ApiKeyRepository } from './key-repository';
import { TENANT_API_PREFIX } from './tenant-api-plugin';

export const SANDBOX_KEYS_PATH = `${TENANT_API_PREFIX}/sandbox/keys`;
export const SANDBOX_KEYS_LOCAL_ONLY = 'Sandbox API keys can only be issued on the machine the portal runs on';

export class SandboxKeysInProductionError extends Error {
  constructor() {
    super('The sandbox API key route cannot be enabled when PORTAL_MODE is production');
    this.name = 'SandboxKeysInProductionError';
  }
}

/** The socket's own address, never a forwarded header (as the sandbox inbox). */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

export async function sandboxKeyRoutes(
  app: FastifyInstance,
  { mode, keys }: { mode: 'sandbox' | 'production'; keys: ApiKeyRepository },
) {
  if (mode !== 'sandbox') throw new SandboxKeysInProductionError();
  app.addHook('onSend', noStore);
  app.post<{ Body: { tenant: string; label?: string } }>(
    SANDBOX_KEYS_PATH,
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['tenant'],
          properties: { tenant: { type: 'string', maxLength: 63 }, label: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      if (!fromThisMachine(request)) throw new AppError('FORBIDDEN', 403, SANDBOX_KEYS_LOCAL_ONLY);
      const tenantId = await keys.findTenantIdByIdentifier(request.body.tenant.toLowerCase());
      if (!tenantId) throw notFound('Tenant not found');
      const created = await keys.create(tenantId, request.body.label ?? 'sandbox');
      return reply.code(201).send({ ...created, tenantId });
    },
  );
}

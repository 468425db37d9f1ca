import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/http/auth-context';
import { FORM_BODY_LIMIT_BYTES } from '../../platform/http/input-schemas';
import { noStore } from '../../platform/http/no-store';
import { requesterOf } from '../../platform/http/requester';
import { relyingPartyOf, WEBAUTHN_BODY_LIMIT_BYTES } from '../passkeys/relying-party';

const transferBody = {
  type: 'object',
  required: ['transferId'],
  properties: { transferId: { type: 'string', maxLength: 64 } },
} as const;

/**
 * The step-up a start above the tenant's amount asks for (ADR 0096), for the session's client and
 * one of its transfers: with a passkey, or with a text code.
 */
export async function stepUpRoutes(app: FastifyInstance) {
  app.addHook('onSend', noStore);
  const { accounts, authRateLimits } = app;
  const rp = (request: FastifyRequest) => relyingPartyOf(request, requireAuth(request).tenant.name);

  app.post('/step-up/passkey/options', { schema: { body: transferBody } }, async (request) =>
    accounts.stepUp.passkeyOptions(requireAuth(request), rp(request), request.body),
  );

  app.post(
    '/step-up/passkey',
    { bodyLimit: WEBAUTHN_BODY_LIMIT_BYTES, schema: { body: transferBody } },
    async (request, reply) => {
      await accounts.stepUp.withPasskey(requireAuth(request), rp(request), request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/step-up/code',
    { onRequest: authRateLimits.codeRequests, bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { body: transferBody } },
    async (request) => accounts.stepUp.sendCode(requireAuth(request), request.body, requesterOf(request.ip)),
  );

  app.post(
    '/step-up/code/verify',
    {
      onRequest: authRateLimits.codeVerifications,
      bodyLimit: FORM_BODY_LIMIT_BYTES,
      schema: { body: transferBody },
    },
    async (request, reply) => {
      await accounts.stepUp.withCode(requireAuth(request), request.body);
      return reply.code(204).send();
    },
  );
}

/**
 * The start routes' hook (`preHandler: requireStepUp`): refuses a start above the tenant's
 * amount without a fresh step-up for the transfer, before the start reads anything else.
 */
export async function requireStepUp(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const auth = requireAuth(request);
  await this.accounts.stepUp.check(auth, relyingPartyOf(request, auth.tenant.name), request.body);
}

import type { PasskeyOptions, PasskeyView, SignedIn } from '@portal/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/http/auth-context';
import { notFound } from '../../platform/http/errors';
import { FORM_BODY_LIMIT_BYTES, pathId } from '../../platform/http/input-schemas';
import { noStore } from '../../platform/http/no-store';
import { isUuid } from '../../platform/http/request-scope';
import { PASSKEY_NOT_FOUND } from './passkey-service';
import { relyingPartyOf, WEBAUTHN_BODY_LIMIT_BYTES } from './relying-party';

const idParams = { type: 'object', properties: { id: pathId }, required: ['id'] } as const;
const webauthnBody = { type: 'object', properties: { response: { type: 'object' } }, required: ['response'] } as const;

interface IdParams {
  id: string;
}

/**
 * Passkeys (ADR 0095): adding one after a fresh text-code sign-in, signing in with one, and the
 * client's list in /account. The relying party is always the request's own host.
 */
export async function passkeyRoutes(app: FastifyInstance) {
  app.addHook('onSend', noStore);
  const { accounts, authRateLimits } = app;
  const sessionRp = (request: FastifyRequest) => relyingPartyOf(request, requireAuth(request).tenant.name);
  const ownId = (id: string) => {
    if (!isUuid(id)) throw notFound(PASSKEY_NOT_FOUND);
    return id;
  };

  // 200 the options for navigator.credentials.create; 403 when the sign-in is not fresh.
  app.post('/passkeys/registration/options', async (request) =>
    accounts.passkeys.registrationOptions(requireAuth(request), sessionRp(request)),
  );

  // 201 the passkey; 400 when the challenge is used, expired or the answer does not verify.
  app.post(
    '/passkeys/registration',
    { bodyLimit: WEBAUTHN_BODY_LIMIT_BYTES, schema: { body: webauthnBody } },
    async (request, reply) => {
      const added = await accounts.passkeys.register(requireAuth(request), sessionRp(request), request.body);
      return reply.code(201).send(added satisfies PasskeyView);
    },
  );

  app.get(
    '/passkeys',
    async (request) => accounts.passkeys.list(requireAuth(request)) satisfies Promise<PasskeyView[]>,
  );

  app.patch<{ Params: IdParams }>(
    '/passkeys/:id',
    { bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { params: idParams } },
    async (request) => accounts.passkeys.rename(requireAuth(request), ownId(request.params.id), request.body),
  );

  app.delete<{ Params: IdParams }>('/passkeys/:id', { schema: { params: idParams } }, async (request, reply) => {
    await accounts.passkeys.remove(requireAuth(request), ownId(request.params.id));
    return reply.code(204).send();
  });

  // Sign-in: public, within a per-requester budget of its own, so that the challenge /login asks
  // for on every view (passkey autofill) spends none of the text-code budgets (ADR 0097).
  app.post('/auth/passkey/options', { onRequest: authRateLimits.passkeyChallenges }, async (request) => {
    const tenant = await accounts.tenantOf(request);
    return accounts.passkeys.authenticationOptions(
      tenant,
      relyingPartyOf(request, tenant.name),
    ) satisfies Promise<PasskeyOptions>;
  });

  app.post(
    '/auth/passkey',
    {
      onRequest: authRateLimits.passkeyChallenges,
      bodyLimit: WEBAUTHN_BODY_LIMIT_BYTES,
      schema: { body: webauthnBody },
    },
    async (request) => {
      const tenant = await accounts.tenantOf(request);
      return accounts.passkeys.signIn(
        tenant,
        relyingPartyOf(request, tenant.name),
        request.body,
      ) satisfies Promise<SignedIn>;
    },
  );
}

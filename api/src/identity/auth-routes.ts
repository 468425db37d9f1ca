import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../platform/http/auth-context';
import { FORM_BODY_LIMIT_BYTES, formText } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import { requesterOf } from '../platform/http/requester';

const loginBody = { type: 'object', properties: { mobilePhone: formText } } as const;

/** Login by phone and logout. The requirements leave the paths of the login calls unnamed; these are ours. */
export async function authRoutes(app: FastifyInstance) {
  app.addHook('onSend', noStore);
  const { accounts, authRateLimits } = app;

  // 200 { attempt }: a code is texted; verify it with POST /users/:tenantId/verify { attempt, code }.
  app.post(
    '/auth/login',
    { onRequest: authRateLimits.codeRequests, bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { body: loginBody } },
    async (request) =>
      accounts.signIn.requestCode(await accounts.tenantOf(request), request.body, requesterOf(request.ip)),
  );

  // 204: the session's token no longer works anywhere.
  app.post('/auth/logout', async (request, reply) => {
    await accounts.sessions.revoke(requireAuth(request).sessionId);
    return reply.code(204).send();
  });
}

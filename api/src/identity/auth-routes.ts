import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../platform/http/auth-context';
import { FORM_BODY_LIMIT_BYTES, formText } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';

const loginBody = { type: 'object', properties: { mobilePhone: formText } } as const;

/** Login by phone and logout. The requirements leave the paths of the login calls unnamed; these are ours. */
export async function authRoutes(app: FastifyInstance) {
  app.addHook('onSend', noStore);
  const { accounts, authRateLimits } = app;

  // 200 { clientId }: a code is texted; verify it with POST /users/:tenantId/:clientId/verify.
  app.post(
    '/auth/login',
    { onRequest: authRateLimits.codeRequests, bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { body: loginBody } },
    async (request) => accounts.signIn.requestCode(await accounts.tenantOf(request), request.body),
  );

  // 204: the session's token no longer works anywhere.
  app.post('/auth/logout', async (request, reply) => {
    await accounts.sessions.revoke(requireAuth(request).sessionId);
    return reply.code(204).send();
  });
}

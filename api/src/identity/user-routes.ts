import type { CodeResent } from '@portal/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { FORM_BODY_LIMIT_BYTES, formText, pathId } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';

/**
 * Registration and code verification (requirements §7 REST `/users/…`). Verification deviates from
 * the requirements' `GET /users/{tenantId}/{clientId}/{code}`: a code in a URL is written to access
 * logs, proxies and browser history, so it travels in a POST body (docs/api.md).
 */

const tenantParams = { type: 'object', properties: { tenantId: pathId }, required: ['tenantId'] } as const;
const clientParams = {
  type: 'object',
  properties: { tenantId: pathId, clientId: pathId },
  required: ['tenantId', 'clientId'],
} as const;

const registrationBody = {
  type: 'object',
  properties: {
    firstName: formText,
    middleName: { ...formText, type: ['string', 'null'] },
    lastName: formText,
    mobilePhone: formText,
    agreement: { type: 'boolean' },
  },
} as const;

const codeBody = { type: 'object', properties: { code: formText } } as const;

interface TenantParams {
  tenantId: string;
}
interface ClientParams extends TenantParams {
  clientId: string;
}

export async function userRoutes(app: FastifyInstance) {
  app.addHook('onSend', noStore);
  const { accounts, authRateLimits } = app;

  // 201 { client, loginUser }; the first code is texted. 409 when the phone is registered.
  app.post<{ Params: TenantParams }>(
    '/users/:tenantId',
    {
      onRequest: authRateLimits.codeRequests,
      bodyLimit: FORM_BODY_LIMIT_BYTES,
      schema: { params: tenantParams, body: registrationBody },
    },
    async (request, reply) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      return reply.code(201).send(await accounts.registration.register(tenant, request.body));
    },
  );

  // GET as in the requirements. It only sends the client's own phone a new code, within its limits.
  app.get<{ Params: ClientParams }>(
    '/users/resend/:tenantId/:clientId',
    { onRequest: authRateLimits.codeRequests, schema: { params: clientParams } },
    async (request) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      await accounts.signIn.resendCode(tenant, request.params.clientId);
      return { sent: true } satisfies CodeResent;
    },
  );

  // 200 { token, expiresAt, client, loginUser }; 400 'Invalid Code'.
  app.post<{ Params: ClientParams }>(
    '/users/:tenantId/:clientId/verify',
    {
      onRequest: authRateLimits.codeVerifications,
      bodyLimit: FORM_BODY_LIMIT_BYTES,
      schema: { params: clientParams, body: codeBody },
    },
    async (request) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      return accounts.signIn.verifyCode(tenant, request.params.clientId, request.body);
    },
  );
}

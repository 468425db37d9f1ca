import type { FastifyInstance } from 'fastify';
import { noStore } from './no-store';

/**
 * Registration and code verification (spec §7 REST `/users/…`). Verification deviates from
 * the spec's `GET /users/{tenantId}/{clientId}/{code}`: a code in a URL is written to access
 * logs, proxies and browser history, so it travels in a POST body (docs/api.md).
 */

/** Bodies here are a few short fields; anything bigger is not a form. */
const BODY_LIMIT_BYTES = 16 * 1024;
/** Loose caps only: the shared yup schemas give the real rules and the spec's messages. */
const MAX_FIELD_LENGTH = 200;
const MAX_ID_LENGTH = 64;

const id = { type: 'string', maxLength: MAX_ID_LENGTH } as const;
const text = { type: 'string', maxLength: MAX_FIELD_LENGTH } as const;

const tenantParams = { type: 'object', properties: { tenantId: id }, required: ['tenantId'] } as const;
const clientParams = {
  type: 'object',
  properties: { tenantId: id, clientId: id },
  required: ['tenantId', 'clientId'],
} as const;

const registrationBody = {
  type: 'object',
  properties: {
    firstName: text,
    middleName: { ...text, type: ['string', 'null'] },
    lastName: text,
    mobilePhone: text,
    agreement: { type: 'boolean' },
  },
} as const;

const codeBody = { type: 'object', properties: { code: text } } as const;

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
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { params: tenantParams, body: registrationBody },
    },
    async (request, reply) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      return reply.code(201).send(await accounts.registration.register(tenant, request.body));
    },
  );

  // GET as in the spec. It only sends the client's own phone a new code, within its limits.
  app.get<{ Params: ClientParams }>(
    '/users/resend/:tenantId/:clientId',
    { onRequest: authRateLimits.codeRequests, schema: { params: clientParams } },
    async (request) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      await accounts.signIn.resendCode(tenant, request.params.clientId);
      return { sent: true };
    },
  );

  // 200 { token, expiresAt, client, loginUser }; 400 'Invalid Code'.
  app.post<{ Params: ClientParams }>(
    '/users/:tenantId/:clientId/verify',
    {
      onRequest: authRateLimits.codeVerifications,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { params: clientParams, body: codeBody },
    },
    async (request) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      return accounts.signIn.verifyCode(tenant, request.params.clientId, request.body);
    },
  );
}

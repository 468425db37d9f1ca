import type { CodeResent, Registration } from '@portal/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { FORM_BODY_LIMIT_BYTES, formText, pathId } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import { requesterOf } from '../platform/http/requester';
import { registrationLanguage } from './registration-language';

/**
 * Registration and code verification (requirements §7 REST `/users/…`). Verification deviates from
 * the requirements' `GET /users/{tenantId}/{clientId}/{code}`: a code in a URL is written to access
 * logs, proxies and browser history, so it travels in a POST body (docs/api.md). Resend and verify take
 * the opaque sign-in attempt that registration or login answered, never a client id (ADR 0094).
 */

const tenantParams = { type: 'object', properties: { tenantId: pathId }, required: ['tenantId'] } as const;

const registrationBody = {
  type: 'object',
  properties: {
    firstName: formText,
    middleName: { ...formText, type: ['string', 'null'] },
    lastName: formText,
    mobilePhone: formText,
    agreement: { type: 'boolean' },
    // en or es (registration-language.ts): the client's language from now on.
    language: formText,
  },
} as const;

const attemptBody = { type: 'object', properties: { attempt: formText } } as const;
const codeBody = { type: 'object', properties: { attempt: formText, code: formText } } as const;

interface TenantParams {
  tenantId: string;
}

export async function userRoutes(app: FastifyInstance) {
  app.addHook('onSend', noStore);
  const { accounts, authRateLimits } = app;

  // 201 { attempt }; the first code is texted. 409 when the phone is registered.
  app.post<{ Params: TenantParams }>(
    '/users/:tenantId',
    {
      onRequest: authRateLimits.codeRequests,
      bodyLimit: FORM_BODY_LIMIT_BYTES,
      schema: { params: tenantParams, body: registrationBody },
    },
    async (request, reply) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      const language = await registrationLanguage(request, (request.body as { language?: unknown } | null)?.language);
      const { attempt } = await accounts.registration.register(tenant, request.body, requesterOf(request.ip), language);
      return reply.code(201).send({ attempt } satisfies Registration);
    },
  );

  // 200 { sent: true }: a new code to the attempt's phone, within its limits. 404 when the attempt is unknown, used or expired.
  app.post<{ Params: TenantParams; Body: { attempt?: string } }>(
    '/users/resend/:tenantId',
    {
      onRequest: authRateLimits.codeRequests,
      bodyLimit: FORM_BODY_LIMIT_BYTES,
      schema: { params: tenantParams, body: attemptBody },
    },
    async (request) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      await accounts.signIn.resendCode(tenant, request.body?.attempt, requesterOf(request.ip));
      return { sent: true } satisfies CodeResent;
    },
  );

  // 200 { token, expiresAt, client, loginUser }; 400 'Invalid Code'.
  app.post<{ Params: TenantParams }>(
    '/users/:tenantId/verify',
    {
      onRequest: authRateLimits.codeVerifications,
      bodyLimit: FORM_BODY_LIMIT_BYTES,
      schema: { params: tenantParams, body: codeBody },
    },
    async (request) => {
      const tenant = await accounts.tenantOf(request, request.params.tenantId);
      return accounts.signIn.verifyCode(tenant, request.body);
    },
  );
}

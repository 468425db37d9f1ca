/**
 * The tenant integration API, `/tenant-api/v1` (docs/tenant-api.md): server to server, one
 * API key per caller (`Authorization: Bearer cpk_…`), every call scoped to the key's tenant
 * whatever the Host says. Rate-limited per tenant, and refused keys per address; documented as OpenAPI generated from these
 * routes' schemas at /tenant-api/v1/openapi.json.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../platform/http/errors';
import { refuseUnstorableText } from '../platform/http/text-guard';
import { noStore } from '../platform/http/no-store';
import type { ApiKeyRepository } from './key-repository';
import type { CreateInput, CreateKind, TenantTransfers } from './tenant-transfers';
import type { TenantWebhooks } from './tenant-webhooks';
import { TENANT_API_COMPONENTS } from './tenant-api-components';
import type { PayoutSettings, PayoutSettingsService } from './payout-settings';
import type { StepUpSettings, StepUpSettingsService } from './step-up-settings';
import type { RefundInput, TenantRefunds } from './tenant-refunds';
import * as schemas from './tenant-api-schemas';
import type { RiskReview } from '../risk';
import { riskRoutes } from './risk-routes';
import { languageRoutes, type LanguageSettingsService } from './language-settings';

export const TENANT_API_PREFIX = '/tenant-api/v1';
export const OPENAPI_PATH = `${TENANT_API_PREFIX}/openapi.json`;
export const API_KEY_REQUIRED = 'An API key is required: Authorization: Bearer <key>';
export const API_KEY_INVALID = 'The API key is unknown or revoked';
export const KEY_NOT_FOUND = 'API key not found';
/** Requests refused for a missing or wrong key, per client address per minute. */
export const BAD_KEY_ATTEMPTS_PER_MINUTE = 30;

const BEARER = /^Bearer ([^\s]+)$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key's id and tenant, set by the tenant API's authentication hook. */
    tenantApiKey: { keyId: string; tenantId: string } | null;
  }
}

export interface TenantApiPluginOptions {
  keys: ApiKeyRepository;
  transfers: TenantTransfers;
  webhooks: TenantWebhooks;
  /** The risk policy and review queue (docs/risk.md). */
  risk: RiskReview;
  payoutSettings: PayoutSettingsService;
  /** The amount above which a client's payment asks for a step-up (ADR 0096). */
  stepUpSettings: StepUpSettingsService;
  languageSettings: LanguageSettingsService;
  refunds: TenantRefunds;
  requestsPerMinute: number;
}

function caller(request: FastifyRequest): { keyId: string; tenantId: string } {
  if (!request.tenantApiKey) throw new AppError('UNAUTHENTICATED', 401, API_KEY_REQUIRED);
  return request.tenantApiKey;
}

export async function tenantApiPlugin(app: FastifyInstance, options: TenantApiPluginOptions) {
  const {
    keys,
    transfers,
    webhooks,
    risk,
    payoutSettings,
    stepUpSettings,
    languageSettings,
    refunds,
    requestsPerMinute,
  } = options;

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Closing Portal tenant API',
        version: '1.0.0',
        contact: { name: 'The operator of this portal' },
        description:
          'Requests for funds, disbursements and transfer status webhooks for title and escrow companies. See docs/tenant-api.md.',
      },
      servers: [{ url: '/', description: 'This portal server' }],
      tags: schemas.TENANT_API_TAGS,
      webhooks: schemas.TENANT_API_WEBHOOKS,
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A tenant API key, cpk_…' } },
      },
      security: [{ apiKey: [] }],
    },
    // Shared schemas keep their $id as their name under components.schemas (Transfer, Error, …).
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (json.$id as string | undefined) ?? `def-${i}`,
    },
  });

  // The shared schemas (tenant-api-components.ts): $ref'd by the routes, published as components.
  for (const schema of TENANT_API_COMPONENTS) app.addSchema(schema);

  app.decorateRequest('tenantApiKey', null);
  app.addHook('onSend', noStore);
  // NUL and lone surrogates would otherwise reach PostgreSQL and come back as a 500.
  app.addHook('preValidation', refuseUnstorableText);
  // A missing or wrong key is refused here, before any route's limit runs: it is counted
  // against the caller's address instead, so guessing keys (or hammering the key lookup) is
  // limited too. Only refusals count; a valid key's requests fall under the tenant's budget.
  const badKeyLimit = app.rateLimit({
    max: BAD_KEY_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `tenant-api-bad-key:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new AppError(
        'RATE_LIMITED',
        429,
        `Too many requests without a valid API key. Please try again in ${context.after}.`,
      ),
  });
  const refuse = async (request: FastifyRequest, reply: FastifyReply, message: string): Promise<never> => {
    await badKeyLimit.call(app, request, reply);
    throw new AppError('UNAUTHENTICATED', 401, message);
  };
  // Before the per-route rate limit (a route hook, so it runs after this one): that limit is counted per tenant.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const key = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!key) return refuse(request, reply, API_KEY_REQUIRED);
    const found = await keys.authenticate(key);
    if (!found) return refuse(request, reply, API_KEY_INVALID);
    request.tenantApiKey = found;
  });

  const rateLimit = {
    max: requestsPerMinute,
    timeWindow: 60_000,
    // Per tenant, not per key: rotating or creating keys does not reset the budget.
    keyGenerator: (request: FastifyRequest) => `tenant-api:${request.tenantApiKey?.tenantId ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new AppError('RATE_LIMITED', 429, `Too many requests for this tenant. Please try again in ${context.after}.`),
  };
  const limited = { rateLimit };

  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { public: true } }, async () => app.swagger());

  const create =
    (kind: CreateKind) =>
    async (
      request: FastifyRequest<{ Body: CreateInput; Headers: { 'idempotency-key': string } }>,
      reply: { code(status: number): unknown },
    ) => {
      const { tenantId } = caller(request);
      const result = await transfers.create(tenantId, kind, request.headers['idempotency-key'], request.body);
      reply.code(result.created ? 201 : 200);
      return result.transfer;
    };

  app.post<{ Body: CreateInput; Headers: { 'idempotency-key': string } }>(
    `${TENANT_API_PREFIX}/transfer-requests`,
    {
      schema: schemas.createRoute(
        'createTransferRequest',
        'Request funds from a client',
        'Asks a client (found by mobile phone, or created) for money: status Requested (default) or Initiated, which routes the client straight into the payment flow. Idempotent by Idempotency-Key.',
        schemas.transferRequestBody,
      ),
      config: limited,
    },
    create('request'),
  );

  app.post<{ Body: CreateInput; Headers: { 'idempotency-key': string } }>(
    `${TENANT_API_PREFIX}/disbursements`,
    {
      schema: schemas.createRoute(
        'createDisbursement',
        'Send a client a disbursement',
        'Offers a client (found by mobile phone, or created) money to accept into their bank account: status sent. Idempotent by Idempotency-Key.',
        schemas.disbursementBody,
      ),
      config: limited,
    },
    create('disbursement'),
  );

  app.get<{ Querystring: { limit: number; offset: number; status?: string; disbursement?: boolean } }>(
    `${TENANT_API_PREFIX}/transfers`,
    { schema: schemas.listTransfersRoute, config: limited },
    async (request) => transfers.list(caller(request).tenantId, request.query),
  );

  app.get<{ Params: { id: string } }>(
    `${TENANT_API_PREFIX}/transfers/:id`,
    { schema: schemas.getTransferRoute, config: limited },
    async (request) => transfers.get(caller(request).tenantId, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    `${TENANT_API_PREFIX}/transfers/:id/authorization`,
    { schema: schemas.getAuthorizationRoute, config: limited },
    async (request) => transfers.authorization(caller(request).tenantId, request.params.id),
  );

  app.post<{ Params: { id: string }; Body: RefundInput | undefined; Headers: { 'idempotency-key': string } }>(
    `${TENANT_API_PREFIX}/transfers/:id/refund`,
    { schema: schemas.refundTransferRoute, config: limited },
    async (request, reply) => {
      const { tenantId } = caller(request);
      const result = await refunds.refund(
        tenantId,
        request.params.id,
        request.headers['idempotency-key'],
        request.body ?? {},
      );
      reply.code(result.created ? 201 : 200);
      return result.transfer;
    },
  );

  app.post<{ Params: { id: string } }>(
    `${TENANT_API_PREFIX}/transfers/:id/cancel`,
    { schema: schemas.cancelTransferRoute, config: limited },
    async (request) => transfers.cancel(caller(request).tenantId, request.params.id),
  );

  riskRoutes(app, { risk, caller, config: limited, prefix: TENANT_API_PREFIX });
  languageRoutes(app, { languageSettings, caller, config: limited, prefix: TENANT_API_PREFIX });
  app.get(
    `${TENANT_API_PREFIX}/payout-settings`,
    { schema: schemas.getPayoutSettingsRoute, config: limited },
    async (request) => payoutSettings.get(caller(request).tenantId),
  );

  app.put<{ Body: Partial<PayoutSettings> }>(
    `${TENANT_API_PREFIX}/payout-settings`,
    { schema: schemas.putPayoutSettingsRoute, config: limited },
    async (request) => payoutSettings.set(caller(request).tenantId, request.body),
  );

  app.get(
    `${TENANT_API_PREFIX}/step-up-settings`,
    { schema: schemas.getStepUpSettingsRoute, config: limited },
    async (request) => stepUpSettings.get(caller(request).tenantId),
  );

  app.put<{ Body: StepUpSettings }>(
    `${TENANT_API_PREFIX}/step-up-settings`,
    { schema: schemas.putStepUpSettingsRoute, config: limited },
    async (request) => stepUpSettings.set(caller(request).tenantId, request.body),
  );

  app.get(`${TENANT_API_PREFIX}/api-keys`, { schema: schemas.listKeysRoute, config: limited }, async (request) => ({
    items: await keys.list(caller(request).tenantId),
  }));

  app.post<{ Params: { id: string } }>(
    `${TENANT_API_PREFIX}/api-keys/:id/rotate`,
    { schema: schemas.rotateKeyRoute, config: limited },
    async (request, reply) => {
      const rotated = isUuidLike(request.params.id)
        ? await keys.rotate(caller(request).tenantId, request.params.id)
        : null;
      if (!rotated) throw new AppError('NOT_FOUND', 404, KEY_NOT_FOUND);
      return reply.code(201).send(rotated);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${TENANT_API_PREFIX}/api-keys/:id`,
    { schema: schemas.revokeKeyRoute, config: limited },
    async (request) => {
      const revoked = isUuidLike(request.params.id)
        ? await keys.revoke(caller(request).tenantId, request.params.id)
        : null;
      if (!revoked) throw new AppError('NOT_FOUND', 404, KEY_NOT_FOUND);
      return revoked;
    },
  );

  app.get(
    `${TENANT_API_PREFIX}/webhook-endpoint`,
    { schema: schemas.getEndpointRoute, config: limited },
    async (request) => webhooks.getEndpoint(caller(request).tenantId),
  );

  app.put<{ Body: { url: string; rotateSecret?: boolean } }>(
    `${TENANT_API_PREFIX}/webhook-endpoint`,
    { schema: schemas.putEndpointRoute, config: limited },
    async (request) => webhooks.setEndpoint(caller(request).tenantId, request.body.url, request.body.rotateSecret),
  );

  app.delete(
    `${TENANT_API_PREFIX}/webhook-endpoint`,
    { schema: schemas.deleteEndpointRoute, config: limited },
    async (request, reply) => {
      await webhooks.deleteEndpoint(caller(request).tenantId);
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { limit: number; offset: number; transferId?: string } }>(
    `${TENANT_API_PREFIX}/webhook-events`,
    { schema: schemas.listEventsRoute, config: limited },
    async (request) => webhooks.listEvents(caller(request).tenantId, request.query),
  );

  app.get<{ Params: { id: string } }>(
    `${TENANT_API_PREFIX}/webhook-events/:id`,
    { schema: schemas.getEventRoute, config: limited },
    async (request) => webhooks.getEvent(caller(request).tenantId, request.params.id),
  );

  // Any other path under the prefix: a JSON 404 in the API's error shape, whatever the method,
  // never the portal's page (the web plugin's fallback). No key needed to learn a path is not there.
  app.all(`${TENANT_API_PREFIX}/*`, { schema: { hide: true }, config: { public: true } }, async (request) => {
    throw new AppError('NOT_FOUND', 404, `No tenant API route ${request.url.split('?')[0]}`);
  });
}

const isUuidLike = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A tenant API route that needs no API key (the OpenAPI document). */
    public?: boolean;
  }
}

/**
 * JSON Schemas of the tenant API's routes: Fastify validates requests and serializes answers
 * with them and @fastify/swagger turns them into the OpenAPI document, so the documentation
 * cannot drift from what the server accepts and sends. Each operation has an id (a generated
 * client's method name), one declared tag, a summary and a description; answers refer to the
 * shared schemas of tenant-api-components.ts.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  ALL_TRANSFER_STATUSES,
  EMAIL_MAX,
  INSTANT_FALLBACKS,
  MAX_TRANSFER_AMOUNT_CENTS,
  PAYOUT_SPEEDS,
  TENANT_REQUEST_STATUSES,
  TRANSFER_STATUS,
} from '@portal/shared/constants';
import { centsToDecimal } from '../platform/money';

const str = (maxLength: number, extra: Record<string, unknown> = {}) =>
  ({ type: 'string', maxLength, ...extra }) as const;

/** The tags every operation is filed under, declared once in the document. */
export const TENANT_API_TAGS = [
  { name: 'transfers', description: 'Requests for funds and disbursements, and their status' },
  { name: 'api keys', description: 'The keys this tenant calls the API with' },
  { name: 'webhooks', description: 'Where status changes are delivered, and the log of deliveries' },
  { name: 'risk', description: 'The risk policy that screens client debits, and the review queue (docs/risk.md)' },
  { name: 'payouts', description: 'How fast disbursements go by default, and same-day debits' },
  { name: 'security', description: 'When clients must prove again that it is them (step-up for large payments)' },
  { name: 'languages', description: 'The language of clients who have not chosen one (docs/i18n.md)' },
];

type Tag = 'transfers' | 'api keys' | 'webhooks' | 'risk' | 'payouts' | 'security' | 'languages';
export const operation = (operationId: string, tag: Tag, summary: string, description: string) => ({
  operationId,
  tags: [tag],
  summary,
  description,
});

export const ref = (id: string, description: string) => ({ description, $ref: `${id}#` });

/** What a rate-limited answer says of the limit, as @fastify/rate-limit sends it. */
const rateLimitHeaders = {
  'retry-after': { type: 'integer', description: 'Seconds until a request may be made again' },
  'x-ratelimit-limit': { type: 'integer', description: 'Requests allowed per minute' },
  'x-ratelimit-remaining': { type: 'integer', description: 'Requests left in this minute' },
  'x-ratelimit-reset': { type: 'integer', description: 'Seconds until the minute starts again' },
} as const;

export const errors = {
  400: ref('Error', 'Invalid input'),
  401: ref('Error', 'Missing, unknown or revoked API key'),
  404: ref('Error', 'Not found (or another tenant’s)'),
  429: {
    ...ref('Error', 'Rate limit of this tenant (or of refused keys from this address) exceeded'),
    headers: rateLimitHeaders,
  },
} as const;

export const idempotencyHeaders = {
  type: 'object',
  required: ['idempotency-key'],
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 8,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description: 'Unique per create (a UUID): a retry with the same key and body answers the first result',
    },
  },
} as const;

const clientInput = {
  type: 'object',
  additionalProperties: false,
  required: ['mobilePhone', 'firstName', 'lastName'],
  properties: {
    mobilePhone: str(20, { description: 'US mobile number; the client is found by it, or created' }),
    firstName: str(50, { minLength: 1 }),
    middleName: str(50),
    lastName: str(50, { minLength: 1 }),
    email: str(EMAIL_MAX, { description: 'Stored on the client: the same limit as the portal forms' }),
  },
} as const;

const propertyInput = {
  type: 'object',
  additionalProperties: false,
  required: ['address1'],
  properties: {
    address1: str(200, { minLength: 1 }),
    address2: str(200),
    city: str(100),
    state: str(2, { description: 'US state code' }),
    zipcode: str(10),
  },
} as const;

const commonInput = {
  client: clientInput,
  amount: str(20, {
    pattern: '^\\d+(\\.\\d{1,2})?$',
    description: 'Decimal dollars, e.g. "1250.00"',
    examples: ['1250.00'],
  }),
  purpose: str(200),
  property: propertyInput,
  sellerName: str(200),
  expectedClosingDate: str(10, { format: 'date', description: 'YYYY-MM-DD' }),
  officeId: str(36, { description: 'One of the tenant’s offices' }),
  realtorId: str(24, { minLength: 24, description: 'One of the tenant’s realtors' }),
  note: str(1000),
} as const;

export const transferRequestBody = {
  type: 'object',
  additionalProperties: false,
  required: ['client', 'amount'],
  properties: {
    ...commonInput,
    status: { type: 'string', enum: TENANT_REQUEST_STATUSES, default: TRANSFER_STATUS.requested },
  },
} as const;

export const speedSchema = {
  type: 'string',
  enum: PAYOUT_SPEEDS,
  description:
    'instant: RTP or FedNow, in minutes, final (at most 100000.00); same-day: same-day ACH, the same business day before the 2:00 PM Eastern cutoff; standard: ACH, 1-3 business days',
} as const;

export const fallbackSchema = {
  type: 'string',
  enum: INSTANT_FALLBACKS,
  description:
    'For an instant payout into an account whose bank cannot receive instant payments: send it by same-day ACH, or refuse that account (the client chooses another)',
} as const;

export const disbursementBody = {
  type: 'object',
  additionalProperties: false,
  required: ['client', 'amount'],
  properties: {
    ...commonInput,
    speed: { ...speedSchema, description: `${speedSchema.description}. Default: the tenant's payout settings.` },
    instantFallback: { ...fallbackSchema, description: `${fallbackSchema.description}. Default: the tenant's.` },
  },
} as const;

const sameDayDebitsSchema = {
  type: 'boolean',
  description:
    "Clients' transfers debit by same-day ACH when started before 2:00 PM New York time on a business day (the fee config's same-day amount applies)",
} as const;

const payoutSettingsSchema = {
  type: 'object',
  properties: { defaultSpeed: speedSchema, instantFallback: fallbackSchema, sameDayDebits: sameDayDebitsSchema },
  required: ['defaultSpeed', 'instantFallback', 'sameDayDebits'],
} as const;

export const getPayoutSettingsRoute = {
  ...operation(
    'getPayoutSettings',
    'payouts',
    'The payout settings',
    'The speed of a disbursement that names none, the instant fallback, and whether client debits go same-day.',
  ),
  response: { 200: { description: 'The settings', ...payoutSettingsSchema }, ...errors },
};

export const putPayoutSettingsRoute = {
  ...operation(
    'putPayoutSettings',
    'payouts',
    'Change the payout settings',
    'Change the default payout speed, the instant fallback or same-day debits.',
  ),
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: { defaultSpeed: speedSchema, instantFallback: fallbackSchema, sameDayDebits: sameDayDebitsSchema },
  },
  response: { 200: { description: 'The settings, as they now stand', ...payoutSettingsSchema }, ...errors },
};

export const getStepUpSettingsRoute = {
  ...operation(
    'getStepUpSettings',
    'security',
    'The step-up amount',
    'Above this amount, a client confirms it is them (a passkey, or a code texted to their phone) just before Make Transfer or Accept Payment. null: never asked.',
  ),
  response: { 200: ref('StepUpSettings', 'The settings'), ...errors },
};

export const putStepUpSettingsRoute = {
  ...operation(
    'putStepUpSettings',
    'security',
    'Change the step-up amount',
    'Set the amount above which a payment asks the client for a step-up; null or "0.00" turns step-up off. At most the portal’s largest payment.',
  ),
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['stepUpAbove'],
    properties: {
      stepUpAbove: {
        type: ['string', 'null'],
        maxLength: 20,
        pattern: '^\\d+(\\.\\d{1,2})?$',
        description: `Decimal dollars, e.g. "5000.00", at most ${centsToDecimal(MAX_TRANSFER_AMOUNT_CENTS)}; null or "0.00": off`,
        examples: ['5000.00'],
      },
    },
  },
  response: { 200: ref('StepUpSettings', 'The settings, as they now stand'), ...errors },
};

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

export const pageQuery = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
} as const;

const page = (items: string, description: string) => ({
  description,
  type: 'object',
  properties: {
    items: { type: 'array', items: { $ref: `${items}#` } },
    total: { type: 'integer' },
    limit: { type: 'integer' },
    offset: { type: 'integer' },
  },
  required: ['items', 'total', 'limit', 'offset'],
});

export const createRoute = (operationId: string, summary: string, description: string, body: object) => ({
  ...operation(operationId, 'transfers', summary, description),
  headers: idempotencyHeaders,
  body,
  response: {
    200: ref('Transfer', 'Replay: the transfer this Idempotency-Key created'),
    201: ref('Transfer', 'Created'),
    ...errors,
    409: ref('Error', 'Conflict: the client is deactivated'),
    422: ref('Error', 'Idempotency-Key reused with another body'),
  },
});

export const getTransferRoute = {
  ...operation('getTransfer', 'transfers', 'Read one transfer', 'One of this tenant’s transfers by id.'),
  params: idParams,
  response: { 200: ref('Transfer', 'The transfer'), ...errors },
};

export const getAuthorizationRoute = {
  ...operation(
    'getTransferAuthorization',
    'transfers',
    "The client's authorization of the transfer",
    "The authorization the client gave for the transfer's current start, word for word, with when, from where and for what: the evidence for a dispute (an R10 return). 404 before a start.",
  ),
  params: idParams,
  response: { 200: ref('Authorization', 'The authorization'), ...errors },
};

export const listTransfersRoute = {
  ...operation(
    'listTransfers',
    'transfers',
    'List transfers',
    'This tenant’s transfers, newest first, a page at a time; filtered by status and by kind.',
  ),
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...pageQuery,
      status: { type: 'string', enum: ALL_TRANSFER_STATUSES },
      disbursement: { type: 'boolean' },
    },
  },
  response: { 200: page('Transfer', 'A page of transfers'), ...errors },
};

export const refundTransferRoute = {
  ...operation(
    'refundTransfer',
    'transfers',
    'Pay a client back',
    "Pays a client back for a completed transfer, in full or in part: a credit to the account it came from, no action of the client's.",
  ),
  params: idParams,
  headers: idempotencyHeaders,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      amount: str(20, {
        pattern: '^\\d+(\\.\\d{1,2})?$',
        description:
          'Decimal dollars; at most what was paid (amount and fee) less earlier refunds. Default: all of that',
      }),
      speed: { ...speedSchema, description: `${speedSchema.description}. Default: standard.` },
    },
  },
  response: {
    200: ref('Transfer', 'Replay: the refund this Idempotency-Key created'),
    201: ref('Transfer', 'The refund (a transfer with refundOf set), as it stands after the provider answered'),
    ...errors,
    409: ref('Error', 'Not a completed client transfer, more than is left to refund, or no account to refund to'),
    422: ref('Error', 'Idempotency-Key reused with another body'),
  },
};

export const cancelTransferRoute = {
  ...operation(
    'cancelTransfer',
    'transfers',
    'Cancel a transfer',
    'Cancels a request or a disbursement no money follows yet; 409 once money is moving.',
  ),
  params: idParams,
  response: { 200: ref('Transfer', 'The cancelled transfer'), ...errors, 409: ref('Error', 'Money is moving') },
};

export const listKeysRoute = {
  ...operation(
    'listApiKeys',
    'api keys',
    'List API keys',
    'This tenant’s API keys, revoked ones included; never the keys themselves.',
  ),
  response: {
    200: {
      description: 'The keys',
      type: 'object',
      properties: { items: { type: 'array', items: { $ref: 'ApiKey#' } } },
      required: ['items'],
    },
    ...errors,
  },
};

export const rotateKeyRoute = {
  ...operation(
    'rotateApiKey',
    'api keys',
    'Rotate an API key',
    'Revokes the key at once and issues its successor, whose key is returned this once.',
  ),
  params: idParams,
  response: { 201: ref('ApiKey', 'The new key, with the key itself'), ...errors },
};

export const revokeKeyRoute = {
  ...operation('revokeApiKey', 'api keys', 'Revoke an API key', 'The key stops working at once.'),
  params: idParams,
  response: { 200: ref('ApiKey', 'The revoked key'), ...errors },
};

export const getEndpointRoute = {
  ...operation(
    'getWebhookEndpoint',
    'webhooks',
    'Read the webhook endpoint',
    'Where deliveries go (never the secret).',
  ),
  response: { 200: ref('WebhookEndpoint', 'The endpoint'), ...errors },
};

export const putEndpointRoute = {
  ...operation(
    'setWebhookEndpoint',
    'webhooks',
    'Set the webhook endpoint',
    'Sets the URL deliveries go to. The signing secret (whsec_…) is returned when the endpoint is created or `rotateSecret` is true, and only then.',
  ),
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['url'],
    properties: { url: str(2000, { format: 'uri' }), rotateSecret: { type: 'boolean' } },
  },
  response: { 200: ref('WebhookEndpoint', 'The endpoint, with the secret when new'), ...errors },
};

export const deleteEndpointRoute = {
  ...operation(
    'deleteWebhookEndpoint',
    'webhooks',
    'Delete the webhook endpoint',
    'Stops deliveries; events are still recorded.',
  ),
  response: { 204: { description: 'Deleted', type: 'null' }, ...errors },
};

export const listEventsRoute = {
  ...operation(
    'listWebhookEvents',
    'webhooks',
    'List webhook events',
    'Events with their delivery log, newest first; filtered by transfer.',
  ),
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQuery, transferId: str(64) },
  },
  response: {
    200: {
      description: 'A page of events',
      type: 'object',
      properties: { items: { type: 'array', items: { $ref: 'WebhookEvent#' } } },
      required: ['items'],
    },
    ...errors,
  },
};

export const getEventRoute = {
  ...operation('getWebhookEvent', 'webhooks', 'Read a webhook event', 'One event with its delivery log.'),
  params: idParams,
  response: { 200: ref('WebhookEvent', 'The event'), ...errors },
};

type OpenApiDocument = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;
type OpenApiWebhooks = NonNullable<Extract<OpenApiDocument, { webhooks?: unknown }>['webhooks']>;

/** The `webhooks` section: what the portal POSTs to the tenant's endpoint. */
export const TENANT_API_WEBHOOKS: OpenApiWebhooks = {
  'transfer.status_changed': {
    post: {
      operationId: 'transferStatusChanged',
      tags: ['webhooks'],
      summary: 'A transfer changed status',
      description:
        'Sent for every status change of one of the tenant’s transfers, signed as Standard Webhooks define it (webhook-id, webhook-timestamp, webhook-signature) and with Portal-Signature. Retried until a 2xx answer; the same event keeps its id.',
      parameters: [
        { name: 'webhook-id', in: 'header', required: true, description: 'The event id', schema: { type: 'string' } },
        {
          name: 'webhook-timestamp',
          in: 'header',
          required: true,
          description: 'Unix seconds of this delivery',
          schema: { type: 'string' },
        },
        {
          name: 'webhook-signature',
          in: 'header',
          required: true,
          description: 'v1,<base64 HMAC-SHA256 of "id.timestamp.body">',
          schema: { type: 'string' },
        },
        {
          name: 'portal-signature',
          in: 'header',
          required: true,
          description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/TransferStatusChanged' } } },
      },
      responses: { '200': { description: 'Received: any 2xx ends the retries' } },
    },
  },
};

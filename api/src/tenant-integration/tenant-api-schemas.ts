/**
 * JSON Schemas of the tenant API's routes: Fastify validates requests with them and
 * @fastify/swagger turns them into the OpenAPI document, so the documentation cannot drift
 * from what the server accepts.
 */
import {
  ALL_TRANSFER_STATUSES,
  EMAIL_MAX,
  INSTANT_FALLBACKS,
  PAYOUT_SPEEDS,
  TENANT_REQUEST_STATUSES,
  TRANSFER_STATUS,
} from '@portal/shared/constants';

const str = (maxLength: number, extra: Record<string, unknown> = {}) =>
  ({ type: 'string', maxLength, ...extra }) as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const errorSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string' } },
  required: ['message', 'code'],
} as const;

const errors = {
  400: { description: 'Invalid input', ...errorSchema },
  401: { description: 'Missing, unknown or revoked API key', ...errorSchema },
  404: { description: 'Not found (or another tenant’s)', ...errorSchema },
  429: { description: 'Rate limit of this tenant (or of refused keys from this address) exceeded', ...errorSchema },
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

const speedSchema = {
  type: 'string',
  enum: PAYOUT_SPEEDS,
  description:
    'instant: RTP or FedNow, in minutes, final (at most 100000.00); same-day: same-day ACH, the same business day before the 2:00 PM Eastern cutoff; standard: ACH, 1-3 business days',
} as const;

const fallbackSchema = {
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
} as const;

export const getPayoutSettingsRoute = {
  tags: ['payouts'],
  summary: 'The speed of a disbursement that names none, and the instant fallback',
  response: { 200: payoutSettingsSchema, ...errors },
};

export const putPayoutSettingsRoute = {
  tags: ['payouts'],
  summary: 'Change the default payout speed and the instant fallback',
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: { defaultSpeed: speedSchema, instantFallback: fallbackSchema, sameDayDebits: sameDayDebitsSchema },
  },
  response: { 200: payoutSettingsSchema, ...errors },
};

export const transferSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ALL_TRANSFER_STATUSES },
    disbursement: { type: 'boolean' },
    transferType: { type: 'string' },
    amount: { type: 'string' },
    fee: { type: 'string' },
    purpose: nullableStr,
    clientId: { type: 'string' },
    mobilePhone: nullableStr,
    firstName: nullableStr,
    lastName: nullableStr,
    email: nullableStr,
    property: {
      type: 'object',
      properties: {
        address1: nullableStr,
        address2: nullableStr,
        city: nullableStr,
        state: nullableStr,
        zipcode: nullableStr,
      },
    },
    sellerName: nullableStr,
    expectedClosingDate: nullableStr,
    officeId: nullableStr,
    realtorId: nullableStr,
    confirmationCode: nullableStr,
    failureCode: {
      type: ['string', 'null'],
      description: 'The ACH return code (R01 …), or the ISO 20022 reason of a rejected instant payment (AC03 …)',
    },
    speed: { type: ['string', 'null'], enum: [...PAYOUT_SPEEDS, null], description: "A disbursement's speed as sent" },
    instantFallback: { type: ['string', 'null'], enum: [...INSTANT_FALLBACKS, null] },
    rail: {
      type: ['string', 'null'],
      enum: [...PAYOUT_SPEEDS, null],
      description:
        'The rail an accepted disbursement goes by (the fallback when the account cannot receive instant payments)',
    },
    refundOf: { type: ['string', 'null'], description: 'A refund: the id of the transfer it pays back' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const authorizationSchema = {
  type: 'object',
  properties: {
    transferId: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: ['debit', 'credit'] },
    termsVersion: { type: 'string' },
    text: { type: 'string' },
    textSha256: { type: 'string' },
    amount: { type: 'string' },
    fee: { type: 'string' },
    total: { type: 'string' },
    payee: { type: 'string' },
    bankName: { type: 'string' },
    accountLastFour: { type: 'string' },
    ipAddress: nullableStr,
    userAgent: nullableStr,
    authorizedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

const pageQuery = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
} as const;

export const createRoute = (summary: string, body: object) => ({
  tags: ['transfers'],
  summary,
  headers: idempotencyHeaders,
  body,
  response: {
    200: { description: 'Replay: the transfer this Idempotency-Key created', ...transferSchema },
    201: { description: 'Created', ...transferSchema },
    ...errors,
    409: { description: 'Conflict', ...errorSchema },
    422: { description: 'Idempotency-Key reused with another body', ...errorSchema },
  },
});

export const getTransferRoute = {
  tags: ['transfers'],
  summary: 'Read one transfer',
  params: idParams,
  response: { 200: transferSchema, ...errors },
};

export const getAuthorizationRoute = {
  tags: ['transfers'],
  summary: "The client's authorization of the transfer's current start, word for word (dispute evidence)",
  params: idParams,
  response: { 200: authorizationSchema, ...errors },
};

export const listTransfersRoute = {
  tags: ['transfers'],
  summary: 'List transfers, newest first',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQuery, status: str(40), disbursement: { type: 'boolean' } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        items: { type: 'array', items: transferSchema },
        total: { type: 'integer' },
        limit: { type: 'integer' },
        offset: { type: 'integer' },
      },
    },
    ...errors,
  },
};

export const refundTransferRoute = {
  tags: ['transfers'],
  summary:
    "Pay a client back for a completed transfer, in full or in part: a credit to the account it came from, no action of the client's",
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
    200: { description: 'Replay: the refund this Idempotency-Key created', ...transferSchema },
    201: {
      description: 'The refund (a transfer with refundOf set), as it stands after the provider answered',
      ...transferSchema,
    },
    ...errors,
    409: {
      description: 'Not a completed client transfer, more than is left to refund, or no account to refund to',
      ...errorSchema,
    },
    422: { description: 'Idempotency-Key reused with another body', ...errorSchema },
  },
};

export const cancelTransferRoute = {
  tags: ['transfers'],
  summary: 'Cancel a request or a disbursement no money follows yet',
  params: idParams,
  response: { 200: transferSchema, ...errors, 409: { description: 'Money is moving', ...errorSchema } },
};

const apiKeySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    label: nullableStr,
    createdAt: { type: 'string', format: 'date-time' },
    revokedAt: nullableStr,
    key: { type: 'string', description: 'Only when created or rotated: shown once' },
  },
} as const;

export const listKeysRoute = {
  tags: ['api keys'],
  summary: 'This tenant’s API keys (never the keys themselves)',
  response: { 200: { type: 'object', properties: { items: { type: 'array', items: apiKeySchema } } }, ...errors },
};

export const rotateKeyRoute = {
  tags: ['api keys'],
  summary: 'Revoke a key and issue its successor (returned once)',
  params: idParams,
  response: { 201: apiKeySchema, ...errors },
};

export const revokeKeyRoute = {
  tags: ['api keys'],
  summary: 'Revoke a key',
  params: idParams,
  response: { 200: apiKeySchema, ...errors },
};

const endpointSchema = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    secret: { type: 'string', description: 'Only when created or rotated: shown once' },
  },
} as const;

export const getEndpointRoute = {
  tags: ['webhooks'],
  summary: 'The webhook endpoint',
  response: { 200: endpointSchema, ...errors },
};

export const putEndpointRoute = {
  tags: ['webhooks'],
  summary: 'Set the webhook URL (the signing secret is returned the first time)',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['url'],
    properties: { url: str(2000, { format: 'uri' }), rotateSecret: { type: 'boolean' } },
  },
  response: { 200: endpointSchema, ...errors },
};

export const deleteEndpointRoute = {
  tags: ['webhooks'],
  summary: 'Stop webhook deliveries',
  response: { 204: { type: 'null' }, ...errors },
};

const deliverySchema = {
  type: 'object',
  properties: {
    attempt: { type: 'integer' },
    url: { type: 'string' },
    statusCode: { type: ['integer', 'null'] },
    error: nullableStr,
    durationMs: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
  },
} as const;

const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    type: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    sequence: {
      type: 'integer',
      description: "The event's place among its transfer's events (1, 2, …): order a transfer's events by it",
    },
    data: { type: 'object', additionalProperties: true },
    deliveries: { type: 'array', items: deliverySchema },
  },
} as const;

export const listEventsRoute = {
  tags: ['webhooks'],
  summary: 'Webhook events with their delivery log, newest first',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQuery, transferId: str(64) },
  },
  response: { 200: { type: 'object', properties: { items: { type: 'array', items: eventSchema } } }, ...errors },
};

export const getEventRoute = {
  tags: ['webhooks'],
  summary: 'One webhook event with its delivery log',
  params: idParams,
  response: { 200: eventSchema, ...errors },
};

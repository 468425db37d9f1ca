/**
 * The tenant API's shared schemas, registered once with Fastify (`addSchema`): routes refer to
 * them by `$ref`, Fastify validates and serializes with them, and @fastify/swagger publishes
 * them under `components.schemas` of the OpenAPI document. Every field a response always has is
 * `required`, so a generated client types it as present.
 */
import { ALL_TRANSFER_STATUSES, INSTANT_FALLBACKS, PAYOUT_SPEEDS } from '@portal/shared/constants';

const nullableStr = { type: ['string', 'null'] } as const;

export const ERROR = {
  $id: 'Error',
  type: 'object',
  description: 'Every error: a message for people and a code for programs',
  properties: {
    message: { type: 'string' },
    code: { type: 'string', examples: ['NOT_FOUND'] },
  },
  required: ['message', 'code'],
} as const;

export const TRANSFER_STATUS_SCHEMA = {
  $id: 'TransferStatus',
  type: 'string',
  description: "A transfer's status (docs/tenant-api.md lists what each means)",
  enum: ALL_TRANSFER_STATUSES,
} as const;

export const TRANSFER = {
  $id: 'Transfer',
  type: 'object',
  description: 'A request for funds or a disbursement, as the tenant sees it',
  properties: {
    id: { type: 'string', format: 'uuid' },
    status: { $ref: 'TransferStatus#' },
    disbursement: { type: 'boolean' },
    transferType: { type: 'string' },
    amount: { type: 'string', description: 'Decimal dollars, e.g. "1250.00"' },
    fee: { type: 'string' },
    purpose: nullableStr,
    clientId: { type: 'string', format: 'uuid' },
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
      required: ['address1', 'address2', 'city', 'state', 'zipcode'],
    },
    sellerName: nullableStr,
    expectedClosingDate: nullableStr,
    officeId: nullableStr,
    realtorId: nullableStr,
    confirmationCode: { ...nullableStr, description: 'The code the client quotes, once started' },
    failureCode: {
      ...nullableStr,
      description:
        'The ACH return code (R01 …) of a failed or returned transfer, or the ISO 20022 reason of a rejected instant payment (AC03 …)',
    },
    speed: { type: ['string', 'null'], enum: [...PAYOUT_SPEEDS, null], description: "A disbursement's speed as sent" },
    instantFallback: { type: ['string', 'null'], enum: [...INSTANT_FALLBACKS, null] },
    rail: {
      type: ['string', 'null'],
      enum: [...PAYOUT_SPEEDS, null],
      description:
        'The rail an accepted disbursement goes by (the fallback when the account cannot receive instant payments)',
    },
    refundOf: { ...nullableStr, description: 'A refund: the id of the transfer it pays back' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  required: [
    'id',
    'status',
    'disbursement',
    'transferType',
    'amount',
    'fee',
    'purpose',
    'clientId',
    'mobilePhone',
    'firstName',
    'lastName',
    'email',
    'property',
    'sellerName',
    'expectedClosingDate',
    'officeId',
    'realtorId',
    'confirmationCode',
    'failureCode',
    'createdAt',
    'updatedAt',
  ],
} as const;

export const AUTHORIZATION = {
  $id: 'Authorization',
  type: 'object',
  description: "The client's authorization of a transfer's current start, word for word",
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
  required: [
    'transferId',
    'kind',
    'termsVersion',
    'text',
    'textSha256',
    'amount',
    'fee',
    'total',
    'payee',
    'bankName',
    'accountLastFour',
    'ipAddress',
    'userAgent',
    'authorizedAt',
  ],
} as const;

export const API_KEY = {
  $id: 'ApiKey',
  type: 'object',
  description: 'An API key of this tenant (the key itself only when created or rotated)',
  properties: {
    id: { type: 'string', format: 'uuid' },
    label: nullableStr,
    createdAt: { type: 'string', format: 'date-time' },
    revokedAt: nullableStr,
    key: { type: 'string', description: 'Only when created or rotated: shown once' },
  },
  required: ['id', 'label', 'createdAt', 'revokedAt'],
} as const;

export const WEBHOOK_ENDPOINT = {
  $id: 'WebhookEndpoint',
  type: 'object',
  description: 'Where webhook deliveries go',
  properties: {
    url: { type: 'string' },
    secret: { type: 'string', description: 'whsec_…, only when created or rotated: shown once' },
  },
  required: ['url'],
} as const;

export const STEP_UP_SETTINGS = {
  $id: 'StepUpSettings',
  type: 'object',
  description: "When a client's payment asks them to confirm it is them (a passkey or a fresh text code)",
  properties: {
    stepUpAbove: {
      ...nullableStr,
      description:
        'Decimal dollars: Make Transfer or Accept Payment above this amount (fee not included) asks for a step-up; null: never',
      examples: ['5000.00'],
    },
  },
  required: ['stepUpAbove'],
} as const;

/** What an event says of its transfer: the body of `data` in events and deliveries. */
export const EVENT_DATA = {
  $id: 'TransferEventData',
  type: 'object',
  properties: {
    transfer: {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        clientId: { type: 'string', format: 'uuid' },
        status: { $ref: 'TransferStatus#' },
        updatedAt: { type: 'string', format: 'date-time' },
        failureCode: { type: 'string', description: 'Only for a failed or returned transfer' },
        rail: { type: 'string', description: 'The rail a started disbursement or refund goes by' },
      },
      required: ['id', 'clientId', 'status', 'updatedAt'],
    },
    review: {
      type: 'object',
      description: 'Only in the risk review events: the decision (docs/risk.md)',
      properties: {
        decisionId: { type: 'string' },
        outcome: { type: 'string' },
        reasons: { type: 'array', items: { type: 'string' } },
        policyVersion: { type: 'integer' },
        decidedBy: nullableStr,
        note: nullableStr,
        reviewBy: nullableStr,
      },
      required: ['decisionId', 'outcome', 'reasons', 'policyVersion', 'decidedBy', 'note', 'reviewBy'],
    },
  },
  required: ['transfer'],
} as const;

export const WEBHOOK_DELIVERY = {
  $id: 'WebhookDelivery',
  type: 'object',
  description: 'One attempt to deliver an event',
  properties: {
    attempt: { type: 'integer' },
    url: { type: 'string' },
    statusCode: { type: ['integer', 'null'] },
    error: nullableStr,
    durationMs: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
  },
  required: ['attempt', 'url', 'statusCode', 'error', 'durationMs', 'at'],
} as const;

const eventFields = {
  id: { type: 'string', format: 'uuid', description: 'The event id, also sent as webhook-id' },
  type: {
    type: 'string',
    enum: [
      'transfer.status_changed',
      'transfer.review_required',
      'transfer.review_approved',
      'transfer.review_rejected',
    ],
  },
  createdAt: { type: 'string', format: 'date-time' },
  sequence: {
    type: 'integer',
    description: "The event's place among its transfer's events (1, 2, …): order a transfer's events by it",
  },
  data: { $ref: 'TransferEventData#' },
} as const;

export const WEBHOOK_EVENT = {
  $id: 'WebhookEvent',
  type: 'object',
  description: 'A status change of a transfer, with its delivery log',
  properties: { ...eventFields, deliveries: { type: 'array', items: { $ref: 'WebhookDelivery#' } } },
  required: ['id', 'type', 'createdAt', 'sequence', 'data', 'deliveries'],
} as const;

/** The body POSTed to the tenant's endpoint (the `webhooks` section of the document). */
export const WEBHOOK_DELIVERY_BODY = {
  $id: 'TransferStatusChanged',
  type: 'object',
  description: 'The body of a webhook delivery',
  properties: { ...eventFields, attempt: { type: 'integer', description: 'This delivery’s attempt: 1, 2, …' } },
  required: ['id', 'type', 'createdAt', 'sequence', 'attempt', 'data'],
} as const;

/** In the order a schema must be added: each after the ones it refers to. */
export const TENANT_API_COMPONENTS = [
  ERROR,
  TRANSFER_STATUS_SCHEMA,
  TRANSFER,
  AUTHORIZATION,
  API_KEY,
  WEBHOOK_ENDPOINT,
  STEP_UP_SETTINGS,
  EVENT_DATA,
  WEBHOOK_DELIVERY,
  WEBHOOK_EVENT,
  WEBHOOK_DELIVERY_BODY,
] as const;

/**
 * JSON Schemas of the tenant API's risk routes (docs/risk.md): the policy, the review queue and
 * the decisions of a transfer. The policy's schema is built from the defaults, so a rule added
 * there is accepted and documented here without a second list.
 */
import { DEFAULT_RISK_SETTINGS, RULE_ACTIONS, RULE_NAMES } from '../risk';
import { errors, idParams, operation, pageQuery, ref } from './tenant-api-schemas';

/** Limits on each kind of threshold: large enough for any real policy, small enough to stay integers. */
const PARAMETER_SCHEMAS: Record<string, object> = {
  hours: { type: 'integer', minimum: 0, maximum: 8760, description: 'Hours since the account was linked' },
  minScore: {
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'The lowest Identity Match name score that passes',
  },
  fireAtScore: {
    type: 'integer',
    minimum: 1,
    maximum: 99,
    description: 'The Signal return-risk score (1–99) that fires',
  },
  thresholdCents: { type: 'integer', minimum: 0, maximum: 100_000_000, description: 'Cents' },
  limitCents: { type: 'integer', minimum: 0, maximum: 1_000_000_000, description: 'Cents over 24 hours' },
  windowMinutes: { type: 'integer', minimum: 1, maximum: 43_200, description: 'The counting window, minutes' },
  max: { type: 'integer', minimum: 0, maximum: 100_000, description: 'More than this many in the window fires' },
  codes: {
    type: 'array',
    maxItems: 40,
    uniqueItems: true,
    items: { type: 'string', pattern: '^R[0-9]{2}$' },
    description: 'ACH return codes (R01, R02, …)',
  },
};

const action = { type: 'string', enum: [...RULE_ACTIONS], description: 'off, note (record only), review or block' };

// `propertyNames`, not `additionalProperties: false`: Fastify's Ajv would silently drop an unknown
// name there, and a tenant who misspelt a rule would believe it changed.
function ruleSchema(name: (typeof RULE_NAMES)[number], required: boolean) {
  const fields = Object.keys(DEFAULT_RISK_SETTINGS.rules[name]);
  return {
    type: 'object',
    propertyNames: { enum: fields },
    ...(required ? { required: fields } : {}),
    properties: Object.fromEntries(
      fields.map((field) => [field, field === 'action' ? action : PARAMETER_SCHEMAS[field]!]),
    ),
  };
}

const reviewHours = {
  type: 'integer',
  minimum: 1,
  maximum: 720,
  description: 'A hold not decided within this many hours expires to rejected',
};

const rulesSchema = (required: boolean) => ({
  type: 'object',
  propertyNames: { enum: [...RULE_NAMES] },
  ...(required ? { required: [...RULE_NAMES] } : {}),
  properties: Object.fromEntries(RULE_NAMES.map((name) => [name, ruleSchema(name, required)])),
});

const policySchema = {
  type: 'object',
  required: ['version', 'reviewHours', 'rules'],
  properties: {
    version: { type: 'integer', description: '0: the documented defaults; each change adds one' },
    reviewHours,
    rules: rulesSchema(true),
  },
} as const;

export const getPolicyRoute = {
  ...operation(
    'getRiskPolicy',
    'risk',
    'The risk policy in force',
    'The rules that screen every client debit, with their thresholds: the defaults until changed.',
  ),
  response: { 200: { description: 'The policy', ...policySchema }, ...errors },
};

export const putPolicyRoute = {
  ...operation(
    'putRiskPolicy',
    'risk',
    'Change the risk policy',
    'Any rule’s fields, and how long a hold waits; the result is the next version.',
  ),
  body: {
    type: 'object',
    propertyNames: { enum: ['reviewHours', 'rules'] },
    minProperties: 1,
    properties: { reviewHours, rules: rulesSchema(false) },
  },
  response: {
    200: { description: 'The policy, as it now stands', ...policySchema },
    ...errors,
    409: ref('Error', 'Changed at the same time'),
  },
};

const ruleResultSchema = {
  type: 'object',
  properties: {
    rule: { type: 'string' },
    reason: { type: 'string' },
    action: { type: 'string' },
    hit: { type: 'boolean' },
    observed: { type: ['number', 'string', 'boolean', 'null'] },
    limit: { type: ['number', 'string', 'boolean', 'null'] },
  },
} as const;

export const decisionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    transferId: { type: 'string' },
    stage: { type: 'string', enum: ['screen', 'review'] },
    outcome: { type: 'string', enum: ['allow', 'review', 'block', 'approved', 'rejected', 'expired'] },
    reasons: { type: 'array', items: { type: 'string' } },
    results: { type: 'array', items: ruleResultSchema },
    policyVersion: { type: 'integer' },
    decidedBy: { type: ['string', 'null'] },
    note: { type: ['string', 'null'] },
    reviewBy: { type: ['string', 'null'], format: 'date-time' },
    decidedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const listReviewsRoute = {
  ...operation(
    'listRiskReviews',
    'risk',
    'Debits held for review',
    'Client debits the risk screen held, oldest hold first, with the reasons and when the hold expires.',
  ),
  querystring: { type: 'object', additionalProperties: false, properties: { ...pageQuery } },
  response: {
    200: {
      description: 'A page of held debits',
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              transfer: { $ref: 'Transfer#' },
              reasons: { type: 'array', items: { type: 'string' } },
              policyVersion: { type: 'integer' },
              heldAt: { type: ['string', 'null'], format: 'date-time' },
              reviewBy: { type: ['string', 'null'], format: 'date-time' },
            },
          },
        },
        total: { type: 'integer' },
        limit: { type: 'integer' },
        offset: { type: 'integer' },
      },
    },
    ...errors,
  },
};

const decideBody = {
  type: 'object',
  additionalProperties: false,
  properties: { note: { type: 'string', maxLength: 1000, description: 'Kept with the decision' } },
} as const;

export const decideRoute = (operationId: string, summary: string) => ({
  ...operation(operationId, 'risk', summary, `${summary}; the decision is kept with its note.`),
  params: idParams,
  body: decideBody,
  response: {
    200: ref('Transfer', 'The transfer, decided'),
    ...errors,
    409: ref('Error', 'Not awaiting review (decided already)'),
  },
});

export const listDecisionsRoute = {
  ...operation(
    'listRiskDecisions',
    'risk',
    'The risk decisions on a transfer',
    'Every risk decision on a transfer, oldest first: the audit trail.',
  ),
  params: idParams,
  response: {
    200: {
      description: 'The decisions',
      type: 'object',
      properties: { items: { type: 'array', items: decisionSchema } },
    },
    ...errors,
  },
};

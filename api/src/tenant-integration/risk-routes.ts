/**
 * The tenant API's risk routes (docs/risk.md): the policy (read, change), the review queue
 * (list, approve, reject) and the decisions of a transfer. Read-only for decisions: no route
 * changes or removes one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RiskDecisionRow } from '../platform/database/schema';
import type { RiskPolicyChange, RiskReview } from '../risk';
import * as schemas from './risk-schemas';
import { transferView } from './tenant-transfers';

type Caller = (request: FastifyRequest) => { keyId: string; tenantId: string };

function decisionView(row: RiskDecisionRow) {
  return {
    id: row.id,
    transferId: row.transferId,
    stage: row.stage,
    outcome: row.outcome,
    reasons: row.reasons,
    results: row.results,
    policyVersion: row.policyVersion,
    decidedBy: row.decidedBy,
    note: row.note,
    reviewBy: row.reviewBy?.toISOString() ?? null,
    decidedAt: row.decidedAt.toISOString(),
  };
}

export interface RiskRouteOptions {
  risk: RiskReview;
  caller: Caller;
  /** The tenant API's route config (its per-tenant rate limit). */
  config: object;
  prefix: string;
}

export function riskRoutes(app: FastifyInstance, { risk, caller, config, prefix }: RiskRouteOptions) {
  app.get(`${prefix}/risk-policy`, { schema: schemas.getPolicyRoute, config }, async (request) =>
    risk.policies.current(caller(request).tenantId),
  );

  app.put<{ Body: RiskPolicyChange }>(
    `${prefix}/risk-policy`,
    { schema: schemas.putPolicyRoute, config },
    async (request) => {
      const { tenantId, keyId } = caller(request);
      return risk.policies.change(tenantId, keyId, request.body);
    },
  );

  app.get<{ Querystring: { limit: number; offset: number } }>(
    `${prefix}/reviews`,
    { schema: schemas.listReviewsRoute, config },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await risk.queue.list(caller(request).tenantId, { limit, offset });
      return {
        items: items.map(({ transfer, screen }) => ({
          transfer: transferView(transfer),
          reasons: screen?.reasons ?? [],
          policyVersion: screen?.policyVersion ?? 0,
          heldAt: screen?.decidedAt.toISOString() ?? null,
          reviewBy: screen?.reviewBy?.toISOString() ?? null,
        })),
        total,
        limit,
        offset,
      };
    },
  );

  app.post<{ Params: { id: string }; Body: { note?: string } | undefined }>(
    `${prefix}/reviews/:id/approve`,
    {
      schema: schemas.decideRoute('approveRiskReview', 'Approve a held debit: it starts at once, exactly once'),
      config,
    },
    async (request) => {
      const { tenantId, keyId } = caller(request);
      const row = await risk.queue.approve(tenantId, keyId, request.params.id, request.body?.note?.trim() || null);
      return transferView(row);
    },
  );

  app.post<{ Params: { id: string }; Body: { note?: string } | undefined }>(
    `${prefix}/reviews/:id/reject`,
    {
      schema: schemas.decideRoute('rejectRiskReview', 'Reject a held debit: nothing is sent; the client is told'),
      config,
    },
    async (request) => {
      const { tenantId, keyId } = caller(request);
      const row = await risk.queue.reject(tenantId, keyId, request.params.id, request.body?.note?.trim() || null);
      return transferView(row);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${prefix}/transfers/:id/risk-decisions`,
    { schema: schemas.listDecisionsRoute, config },
    async (request) => ({
      items: (await risk.queue.decisionsOf(caller(request).tenantId, request.params.id)).map(decisionView),
    }),
  );
}

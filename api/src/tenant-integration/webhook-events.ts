/**
 * The tenant webhook outbox (ADR 0032). `recordTransferStatusEvent` is called, once, from
 * transfers/transfer-status-feed.ts announceStatus, inside the transaction that changes the
 * status: the event exists if and only if the change commits. Its key is (transfer, status,
 * time of the change), so a change recorded twice is one event; its id is the event id every
 * delivery of it carries. A delivery job is queued only while the tenant has an endpoint.
 */
import type { Database, Transaction } from '../platform/database/database';
import { enqueue } from '../platform/jobs/job-queue';
import type { ReviewEvent } from '../risk';
import { createWebhookRepository } from './webhook-repository';

export const TENANT_WEBHOOK_JOB = 'tenant-webhook.deliver';
export const TRANSFER_STATUS_EVENT = 'transfer.status_changed';

export interface StatusChange {
  id: string;
  clientId: string;
  tenantId: string;
  status: string;
  updatedAt: Date;
  /** The ACH return code of a failure or a return, or the ISO 20022 reason of a rejected instant payment. */
  failureCode?: string | null;
  /** The rail an accepted disbursement goes by (instant, same-day, standard). */
  rail?: string | null;
}

export async function recordTransferStatusEvent(tx: Database | Transaction, row: StatusChange): Promise<void> {
  const updatedAt = row.updatedAt.toISOString();
  await recordTenantEvent(tx, {
    tenantId: row.tenantId,
    transferId: row.id,
    type: TRANSFER_STATUS_EVENT,
    eventKey: `${row.id}:${row.status}:${updatedAt}`,
    payload: {
      transfer: {
        id: row.id,
        clientId: row.clientId,
        status: row.status,
        updatedAt,
        ...(row.failureCode ? { failureCode: row.failureCode } : {}),
        ...(row.rail ? { rail: row.rail } : {}),
      },
    },
  });
}

/** The risk review's events (docs/risk.md): a debit held for review, and the tenant's (or the deadline's) decision. */
export const REVIEW_EVENT_TYPES = {
  review: 'transfer.review_required',
  approved: 'transfer.review_approved',
  rejected: 'transfer.review_rejected',
  expired: 'transfer.review_rejected',
} as const;

/** One event per review decision, in the decision's transaction (keyed by the decision, so never twice). */
export async function recordReviewEvent(tx: Database | Transaction, event: ReviewEvent): Promise<void> {
  const { transfer } = event;
  await recordTenantEvent(tx, {
    tenantId: transfer.tenantId,
    transferId: transfer.id,
    type: REVIEW_EVENT_TYPES[event.outcome],
    eventKey: `risk:${event.decisionId}`,
    payload: {
      transfer: {
        id: transfer.id,
        clientId: transfer.clientId,
        status: transfer.status,
        updatedAt: transfer.updatedAt.toISOString(),
      },
      review: {
        decisionId: event.decisionId,
        outcome: event.outcome,
        reasons: event.reasons,
        policyVersion: event.policyVersion,
        decidedBy: event.decidedBy,
        note: event.note,
        reviewBy: event.reviewBy?.toISOString() ?? null,
      },
    },
  });
}

/** Records an event once (by its key) and queues its delivery while the tenant has an endpoint. */
async function recordTenantEvent(
  tx: Database | Transaction,
  values: { tenantId: string; transferId: string; type: string; eventKey: string; payload: Record<string, unknown> },
): Promise<void> {
  const webhooks = createWebhookRepository(tx);
  const event = await webhooks.insertEventOnce(values);
  if (!event || !(await webhooks.findEndpoint(values.tenantId))) return;
  await enqueue(tx, {
    type: TENANT_WEBHOOK_JOB,
    payload: { eventId: event.id },
    idempotencyKey: `tenant-webhook:${event.id}`,
  });
}

/**
 * The tenant webhook outbox (ADR 0032). `recordTransferStatusEvent` is called, once, from
 * transfers/transfer-status-feed.ts announceStatus, inside the transaction that changes the
 * status: the event exists if and only if the change commits. Its key is (transfer, status,
 * time of the change), so a change recorded twice is one event; its id is the event id every
 * delivery of it carries. A delivery job is queued only while the tenant has an endpoint.
 */
import type { Database, Transaction } from '../platform/database/database';
import { enqueue } from '../platform/jobs/job-queue';
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
  const webhooks = createWebhookRepository(tx);
  const updatedAt = row.updatedAt.toISOString();
  const event = await webhooks.insertEventOnce({
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
  if (!event || !(await webhooks.findEndpoint(row.tenantId))) return;
  await enqueue(tx, {
    type: TENANT_WEBHOOK_JOB,
    payload: { eventId: event.id },
    idempotencyKey: `tenant-webhook:${event.id}`,
  });
}

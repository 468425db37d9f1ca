/**
 * POST /webhooks/dwolla: the provider's word on a transfer (docs/adr/0021). In order:
 * verify the signature (constant time, in the adapter's parseWebhook) before reading anything;
 * then, in one transaction, record the event id (unique) and apply the status it announces,
 * only if that is a step forward, together with everything that follows (notices, live status).
 * A replayed event finds its id recorded and changes nothing; a late one (created after
 * completed) is not forward and changes nothing. A failure rolls everything back and answers
 * 5xx, so the provider delivers the event again.
 */
import type { Database } from '../platform/database/database';
import { AppError } from '../platform/http/errors';
import { recordIncomingWebhook } from '../platform/observability';
import { ProviderError, type PaymentsWebhookEvent } from '../platform/providers';
import { type TransferRow } from './transfer-repository';
import { createTransferStateRepository } from './transfer-state-repository';
import { isUuid } from '../platform/http/request-scope';
import type { JobLogger } from '../platform/jobs';
import type { TransferMachine } from './transfer-machine';
import type { TransferPayments } from './transfer-payments';
import { STARTING, statusOfTransferEvent } from './transfer-states';
import { createWebhookEventRepository } from './webhook-event-repository';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';
export const INVALID_WEBHOOK_EVENT = 'The webhook body is not a payments event';

export type WebhookOutcome =
  'applied' | 'replayed' | 'stale' | 'unknown-transfer' | 'unknown-resource' | 'not-a-transfer-event';

type TransferEvent = Extract<PaymentsWebhookEvent, { kind: 'transfer' }>;

export interface PaymentsWebhookDeps {
  db: Database;
  payments: TransferPayments;
  machine: TransferMachine;
  logger: JobLogger;
}

export function createPaymentsWebhook({ db, payments, machine, logger }: PaymentsWebhookDeps) {
  const states = createTransferStateRepository(db);

  /**
   * The transfer an event is about. A `created` event can outrun the start request's own
   * update (Dwolla sends it as soon as the transfer exists): then the transfer is still
   * starting without the provider's id, and the provider's correlation id (our id) names it.
   */
  async function transferOf(event: TransferEvent): Promise<TransferRow | null> {
    const known = await states.findByProviderTransferId(event.transferId);
    if (known) return known;
    const providerTransfer = await payments.getTransfer(event.transferId);
    const ourId = providerTransfer.correlationId;
    if (!ourId || !isUuid(ourId)) return null;
    const row = await states.findById(ourId.toLowerCase());
    if (row?.status === STARTING && row.startKey) {
      await machine.settleStarted(row.id, row.startKey, providerTransfer);
    }
    return states.findByProviderTransferId(event.transferId);
  }

  async function verified(rawBody: string, headers: Record<string, string | string[] | undefined>) {
    try {
      return await payments.parseWebhook(rawBody, headers);
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'InvalidSignature') {
        recordIncomingWebhook('dwolla', 'rejected');
        throw new AppError('UNAUTHENTICATED', 401, INVALID_WEBHOOK_SIGNATURE);
      }
      if (error instanceof ProviderError && error.code === 'InvalidEvent') {
        recordIncomingWebhook('dwolla', 'rejected');
        throw new AppError('BAD_USER_INPUT', 400, INVALID_WEBHOOK_EVENT);
      }
      throw error;
    }
  }

  return {
    async receive(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookOutcome> {
      const event = await verified(rawBody, headers);
      const received = {
        eventId: event.eventId,
        topic: event.topic,
        resourceId: resourceOf(event),
        occurredAt: Number.isNaN(Date.parse(event.occurredAt)) ? null : new Date(event.occurredAt),
      };
      const current = event.kind === 'transfer' ? await transferOf(event) : null;

      const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
        const events = createWebhookEventRepository(tx);
        if (!(await events.recordFirst(received, 'received'))) return 'replayed';
        let result: WebhookOutcome;
        if (event.kind === 'unknown-resource') result = 'unknown-resource';
        else if (event.kind !== 'transfer') result = 'not-a-transfer-event';
        else if (!current) result = 'unknown-transfer';
        else {
          const advanced = await machine.advance(
            tx,
            current,
            statusOfTransferEvent(event, current.status),
            event.failure?.code ?? null,
          );
          result = advanced ? 'applied' : 'stale';
        }
        await events.setOutcome(event.eventId, result);
        return result;
      });
      recordIncomingWebhook('dwolla', outcome === 'replayed' ? 'duplicate' : 'accepted');
      logger.info({ eventId: event.eventId, topic: event.topic, outcome }, 'payments webhook');
      return outcome;
    },
  };
}

function resourceOf(event: PaymentsWebhookEvent): string | null {
  switch (event.kind) {
    case 'transfer':
      return event.transferId;
    case 'customer':
      return event.customerId;
    case 'funding_source':
      return event.fundingSourceId;
    case 'unknown-resource':
      return event.resourceId;
    default:
      return null;
  }
}

export type PaymentsWebhook = ReturnType<typeof createPaymentsWebhook>;

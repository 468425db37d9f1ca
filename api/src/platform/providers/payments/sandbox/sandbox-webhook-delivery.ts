/**
 * Posts the ledger's queued events to the webhook subscription as Dwolla does: JSON body,
 * `X-Request-Signature-SHA-256` = hex HMAC-SHA256 of the body with the subscription secret,
 * 10 seconds to answer 2xx, otherwise retried with growing gaps (Dwolla: 8 retries over about
 * three days; here the same count, the gaps counted in clock steps), then given up.
 *
 * Dwolla delivers at least once and in no guaranteed order; `simulation` makes the sandbox do
 * both on purpose (every event twice, each batch newest first) so receivers are tested for it.
 */
import { DWOLLA_SIGNATURE_HEADER, signDwollaBody } from '../dwolla-events';
import type { ProviderLogger } from '../../provider-logger';
import type { LedgerWebhook, SandboxLedgerStore } from './sandbox-ledger-store';

export const WEBHOOK_MAX_RETRIES = 8;
const ANSWER_WITHIN_MS = 10_000;

export interface DeliverySimulation {
  /** Post every event twice. */
  duplicate: boolean;
  /** Post the events due together newest first. */
  outOfOrder: boolean;
}

export interface WebhookSubscription {
  /** null: no subscription, events are recorded but never posted. */
  url: string | null;
  secret: string;
}

/** The gap before retry `attempt` (1-based): 1, 2, 4 … 128 clock steps. */
export function retryDelayMs(attempt: number, stepMs: number): number {
  return stepMs * 2 ** (attempt - 1);
}

export class SandboxWebhookDelivery {
  readonly simulation: DeliverySimulation = { duplicate: false, outOfOrder: false };

  constructor(
    private readonly store: SandboxLedgerStore,
    private readonly subscription: WebhookSubscription,
    private readonly stepMs: number,
    private readonly logger: ProviderLogger,
  ) {}

  /** Posts every event due at `now`, then records each outcome. */
  async deliverDue(now: Date): Promise<void> {
    const due = await this.store.transact((state) => {
      const picked = state.webhooks.filter(
        (webhook) => webhook.state === 'queued' && Date.parse(webhook.nextAttemptAt) <= now.getTime(),
      );
      // A lease: another runner in this process skips them until this attempt is recorded.
      const lease = new Date(now.getTime() + ANSWER_WITHIN_MS * 2).toISOString();
      for (const webhook of picked) webhook.nextAttemptAt = lease;
      return picked.map((webhook) => webhook.event);
    });
    if (due.length === 0) return;
    const ordered = this.simulation.outOfOrder ? [...due].reverse() : due;

    const outcomes = new Map<string, string | null>();
    for (const event of ordered) {
      const body = JSON.stringify(event);
      const times = this.simulation.duplicate ? 2 : 1;
      for (let copy = 0; copy < times; copy += 1) outcomes.set(event.id, await this.post(body));
    }

    await this.store.transact((state) => {
      for (const webhook of state.webhooks) {
        if (!outcomes.has(webhook.event.id)) continue;
        this.record(webhook, outcomes.get(webhook.event.id) ?? null, now);
      }
    });
  }

  private record(webhook: LedgerWebhook, error: string | null, now: Date): void {
    webhook.attempts += 1;
    webhook.lastError = error;
    if (error === null) {
      webhook.state = 'delivered';
    } else if (webhook.attempts > WEBHOOK_MAX_RETRIES || this.subscription.url === null) {
      webhook.state = 'abandoned';
      this.logger.warn({ provider: 'sandbox-payments', eventId: webhook.event.id, error }, 'webhook abandoned');
    } else {
      webhook.nextAttemptAt = new Date(now.getTime() + retryDelayMs(webhook.attempts, this.stepMs)).toISOString();
    }
  }

  /** null when the receiver answered 2xx, else what went wrong (for the ledger, not the log's secrets). */
  private async post(body: string): Promise<string | null> {
    const { url, secret } = this.subscription;
    if (url === null) return 'no webhook subscription';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DWOLLA_SIGNATURE_HEADER]: signDwollaBody(secret, body) },
        body,
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      await response.arrayBuffer();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.name : 'network error';
    }
  }
}

/**
 * The `tenant-webhook.deliver` job: one signed POST of one event to the tenant's endpoint
 * (ADR 0032). At least once: a non-2xx answer, a timeout or a refused connection throws, and
 * the job worker retries with its exponential backoff. Every delivery of an event carries
 * the same event id and its attempt number (in the signed body and a header), so a receiver
 * stores ids and treats a repeat as a replay. Each attempt is logged for the tenant to read.
 */
import { object, string } from 'yup';
import type { Database } from '../platform/database/database';
import { type JobDefinition, PermanentJobError } from '../platform/jobs/job-types';
import { onFirstUse } from '../platform/first-use';
import { recordWebhookDelivery } from '../platform/observability';
import type { createDataCipher } from '../platform/security/data-cipher';
import { undici } from './undici';
import { assertDeliverable, createPublicOnlyAgent, isAddressRefused } from './webhook-address-guard';
import {
  DELIVERY_ATTEMPT_HEADER,
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
  standardWebhookHeaders,
} from './webhook-signature';
import { createWebhookRepository, type WebhookEventRow } from './webhook-repository';

type DataCipher = ReturnType<typeof createDataCipher>;

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** With the worker's backoff (5 s doubling, capped at an hour) sixteen attempts span about seven hours: a tenant's endpoint may be down for a deploy or a night. */
export const WEBHOOK_MAX_ATTEMPTS = 16;

/** The sealed secret is bound to its tenant: copied into another tenant's row it does not open. */
export const webhookSecretContext = (tenantId: string) => `webhook-secret:${tenantId}`;

/** The body of a delivery: the event as stored, plus which attempt this is. */
export function deliveryBody(event: WebhookEventRow, attempt: number): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    // The event's place among its transfer's events: deliveries may arrive out of order.
    sequence: event.sequence,
    attempt,
    data: event.payload,
  });
}

const payloadSchema = object({ eventId: string().uuid().required() });

export interface WebhookDeliveryDeps {
  db: Database;
  cipher: DataCipher;
  timeoutMs?: number;
  /** Resolve the endpoint's name and refuse internal addresses before connecting (SSRF, DNS rebinding). */
  refusePrivateAddresses: boolean;
}

export function deliverTenantWebhookJob({
  db,
  cipher,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  refusePrivateAddresses,
}: WebhookDeliveryDeps): JobDefinition {
  const webhooks = createWebhookRepository(db);
  // Made at the first delivery, with undici (see ./undici).
  const dispatcher = onFirstUse(() => (refusePrivateAddresses ? createPublicOnlyAgent() : undefined));
  return {
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    async handle({ payload: raw, attempt, signal }) {
      const { eventId } = await payloadSchema.validate(raw).catch(() => {
        throw new PermanentJobError('Malformed tenant-webhook.deliver payload');
      });
      const event = await webhooks.findEvent(eventId);
      if (!event) throw new PermanentJobError('The webhook job names an event that does not exist');
      // The tenant removed its endpoint since: nothing to deliver to.
      const endpoint = await webhooks.findEndpoint(event.tenantId);
      if (!endpoint) return;
      const secret = cipher.open(endpoint.secret, webhookSecretContext(event.tenantId));
      const body = deliveryBody(event, attempt);
      // One timestamp for both signatures: they sign the same moment.
      const timestamp = Math.floor(Date.now() / 1000);
      const started = Date.now();
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        if (refusePrivateAddresses) assertDeliverable(new URL(endpoint.url));
        const response = await undici().fetch(endpoint.url, {
          dispatcher: dispatcher(),
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'ClosingPortal-Webhooks/1',
            ...standardWebhookHeaders(secret, event.id, body, timestamp),
            [SIGNATURE_HEADER]: signatureHeader(secret, body, timestamp),
            [EVENT_ID_HEADER]: event.id,
            [DELIVERY_ATTEMPT_HEADER]: String(attempt),
          },
          body,
        });
        statusCode = response.status;
        await response.body?.cancel();
      } catch (caught) {
        signal.throwIfAborted();
        // A refused address is named as such and nothing more: no timing or status of internal hosts.
        if (isAddressRefused(caught)) error = 'address refused';
        else error = caught instanceof Error && caught.name === 'TimeoutError' ? 'timeout' : 'connection failed';
      }
      await webhooks.recordDelivery({
        eventId: event.id,
        tenantId: event.tenantId,
        attempt,
        url: endpoint.url,
        statusCode,
        error,
        durationMs: Date.now() - started,
      });
      const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
      recordWebhookDelivery(delivered ? 'delivered' : attempt < WEBHOOK_MAX_ATTEMPTS ? 'retry' : 'failed');
      if (!delivered) {
        throw new Error(`The tenant's webhook endpoint answered ${statusCode ?? error}`);
      }
    },
  };
}

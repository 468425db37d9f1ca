/** The tenant's side of its webhooks through the API: the endpoint and secret, and the event log. */
import { badUserInput, notFound } from '../platform/http/errors';
import type { Database } from '../platform/database/database';
import type { createDataCipher } from '../platform/security/data-cipher';
import { isUuid } from '../platform/http/request-scope';
import { generateWebhookSecret } from './api-keys';
import { ipLiteralHost, isPublicAddress } from './webhook-address-guard';
import { webhookSecretContext } from './webhook-delivery';
import { createWebhookRepository, type WebhookDeliveryRow, type WebhookEventRow } from './webhook-repository';

export const NO_ENDPOINT = 'No webhook endpoint is set';
export const EVENT_NOT_FOUND = 'Webhook event not found';
export const INTERNAL_ADDRESS =
  'url: the host must be a public address (not loopback, private, link-local or reserved)';

export interface TenantWebhooksDeps {
  db: Database;
  cipher: ReturnType<typeof createDataCipher>;
  /** Production accepts https endpoints only; the sandbox also http (the CLI's local receiver). */
  allowHttp: boolean;
  /** Refuse IP-literal hosts outside the public unicast ranges (webhook-address-guard.ts). */
  refusePrivateAddresses: boolean;
}

function eventView(event: WebhookEventRow, deliveries: WebhookDeliveryRow[]) {
  return {
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    sequence: event.sequence,
    data: event.payload,
    deliveries: deliveries
      .filter((delivery) => delivery.eventId === event.id)
      .map((delivery) => ({
        attempt: delivery.attempt,
        url: delivery.url,
        statusCode: delivery.statusCode,
        error: delivery.error,
        durationMs: delivery.durationMs,
        at: delivery.createdAt.toISOString(),
      })),
  };
}

export function createTenantWebhooks({ db, cipher, allowHttp, refusePrivateAddresses }: TenantWebhooksDeps) {
  const webhooks = createWebhookRepository(db);

  return {
    async getEndpoint(tenantId: string): Promise<{ url: string }> {
      const endpoint = await webhooks.findEndpoint(tenantId);
      if (!endpoint) throw notFound(NO_ENDPOINT);
      return { url: endpoint.url };
    },

    /** The secret is generated with the endpoint and on request; only then is it returned. */
    async setEndpoint(tenantId: string, url: string, rotateSecret = false): Promise<{ url: string; secret?: string }> {
      const parsed = URL.canParse(url) ? new URL(url) : null;
      const schemes = allowHttp ? ['https:', 'http:'] : ['https:'];
      if (!parsed || !schemes.includes(parsed.protocol) || parsed.username || parsed.password) {
        throw badUserInput(`url: ${allowHttp ? 'an http(s)' : 'an https'} URL without credentials is expected`);
      }
      const literal = ipLiteralHost(parsed);
      if (refusePrivateAddresses && literal !== null && !isPublicAddress(literal)) throw badUserInput(INTERNAL_ADDRESS);
      const exists = (await webhooks.findEndpoint(tenantId)) !== null;
      if (exists && !rotateSecret) {
        await webhooks.saveEndpoint(tenantId, parsed.toString(), null);
        return { url: parsed.toString() };
      }
      const secret = generateWebhookSecret();
      await webhooks.saveEndpoint(tenantId, parsed.toString(), cipher.seal(secret, webhookSecretContext(tenantId)));
      return { url: parsed.toString(), secret };
    },

    async deleteEndpoint(tenantId: string): Promise<void> {
      if (!(await webhooks.deleteEndpoint(tenantId))) throw notFound(NO_ENDPOINT);
    },

    async listEvents(tenantId: string, query: { limit: number; offset: number; transferId?: string }) {
      if (query.transferId !== undefined && !isUuid(query.transferId)) return { items: [] };
      const events = await webhooks.listEvents(
        tenantId,
        { transferId: query.transferId?.toLowerCase() },
        { limit: query.limit, offset: query.offset },
      );
      const deliveries = await webhooks.deliveriesOf(events.map((event) => event.id));
      return { items: events.map((event) => eventView(event, deliveries)) };
    },

    async getEvent(tenantId: string, id: string) {
      const event = isUuid(id) ? await webhooks.findTenantEvent(tenantId, id.toLowerCase()) : null;
      if (!event) throw notFound(EVENT_NOT_FOUND);
      return eventView(event, await webhooks.deliveriesOf([event.id]));
    },
  };
}

export type TenantWebhooks = ReturnType<typeof createTenantWebhooks>;

/**
 * Dwolla's webhooks, shared by the Dwolla adapter and the sandbox ledger (which posts the same
 * events): the signature (X-Request-Signature-SHA-256 = hex HMAC-SHA256 of the raw body with
 * the subscription secret), the event's shape, and the topic → normalized event tables.
 *
 * Dwolla delivers at least once and in no guaranteed order, and an event carries only a topic
 * and a resource id: the implementations look the resource up (`DwollaEventLookups`) for the
 * customer transfer behind a bank-leg event, a failure's return code and current statuses.
 */
import { createHmac } from 'node:crypto';
import { ProviderError } from '../provider-error';
import type {
  FundingSource,
  PaymentsCustomerStatus,
  PaymentsTransfer,
  PaymentsTransferStatus,
  PaymentsWebhookEvent,
  TransferMilestone,
} from './payments-provider';
import { sameBytes } from '../../security/same-bytes';

export const DWOLLA_SIGNATURE_HEADER = 'x-request-signature-sha-256';

interface DwollaLink {
  href: string;
}

/** An event as Dwolla POSTs it (and as GET /events/{id} returns it). */
export interface DwollaEvent {
  id: string;
  resourceId: string;
  topic: string;
  timestamp: string;
  created?: string;
  _links: { self?: DwollaLink; account?: DwollaLink; resource?: DwollaLink; customer?: DwollaLink };
}

export function signDwollaBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Throws a non-retryable ProviderError unless the header is the body's HMAC (compared in constant time). */
export function verifyDwollaSignature(
  provider: string,
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): void {
  const header = Object.entries(headers).find(([name]) => name.toLowerCase() === DWOLLA_SIGNATURE_HEADER)?.[1];
  const given = Array.isArray(header) ? header[0] : header;
  const expected = Buffer.from(signDwollaBody(secret, rawBody), 'hex');
  const received = /^[0-9a-f]{64}$/i.test(given ?? '') ? Buffer.from(given as string, 'hex') : Buffer.alloc(0);
  if (!sameBytes(received, expected))
    throw new ProviderError(provider, 'InvalidSignature', 'The webhook signature does not match', false);
}

export function parseDwollaEvent(provider: string, rawBody: string): DwollaEvent {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    throw new ProviderError(provider, 'InvalidEvent', 'The webhook body is not JSON', false);
  }
  const event = value as Partial<DwollaEvent> | null;
  const text = (field: unknown) => typeof field === 'string' && field.length > 0;
  if (!event || !text(event.id) || !text(event.resourceId) || !text(event.topic) || !text(event.timestamp)) {
    throw new ProviderError(provider, 'InvalidEvent', 'The webhook body is not a Dwolla event', false);
  }
  return { ...(event as DwollaEvent), _links: event._links ?? {} };
}

interface TransferTopic {
  milestone: TransferMilestone;
  /** What the topic says the customer transfer's status became. */
  status: PaymentsTransferStatus;
  /** The resource is the bank leg (the debit of the source bank), not the customer transfer. */
  bankLeg: boolean;
}

export const TRANSFER_TOPICS: Readonly<Record<string, TransferTopic>> = {
  customer_transfer_created: { milestone: 'created', status: 'pending', bankLeg: false },
  customer_bank_transfer_completed: { milestone: 'funds_debited', status: 'pending', bankLeg: true },
  customer_transfer_completed: { milestone: 'completed', status: 'processed', bankLeg: false },
  customer_transfer_failed: { milestone: 'failed', status: 'failed', bankLeg: false },
  customer_bank_transfer_failed: { milestone: 'failed', status: 'failed', bankLeg: true },
  customer_transfer_cancelled: { milestone: 'cancelled', status: 'cancelled', bankLeg: false },
};

const CUSTOMER_TOPICS = new Set([
  'customer_verified',
  'customer_reverification_needed',
  'customer_verification_document_needed',
  'customer_verification_document_approved',
  'customer_verification_document_failed',
  'customer_kba_verification_needed',
  'customer_suspended',
  'customer_activated',
  'customer_deactivated',
]);

const FUNDING_SOURCE_TOPICS: Readonly<Record<string, 'added' | 'completed' | 'failed' | 'max_attempts' | null>> = {
  customer_funding_source_added: null,
  customer_funding_source_verified: null,
  customer_funding_source_unverified: null,
  customer_funding_source_removed: null,
  customer_microdeposits_added: 'added',
  customer_microdeposits_completed: 'completed',
  customer_microdeposits_failed: 'failed',
  customer_microdeposits_maxattempts: 'max_attempts',
};

export interface DwollaEventLookups {
  /** The customer transfer an event is about; `bankLeg` when the resource is its bank leg. */
  transfer(resourceId: string, bankLeg: boolean): Promise<PaymentsTransfer>;
  customerStatus(customerId: string): Promise<PaymentsCustomerStatus>;
  fundingSource(fundingSourceId: string): Promise<FundingSource>;
}

/** The last path segment of a HAL link: Dwolla's ids are the tail of their resource URLs. */
export function idFromHref(href: string | undefined): string | null {
  const match = href ? /\/([^/?#]+)\/?(?:[?#].*)?$/.exec(href) : null;
  return match?.[1] ?? null;
}

export async function normalizeDwollaEvent(
  event: DwollaEvent,
  lookups: DwollaEventLookups,
): Promise<PaymentsWebhookEvent> {
  const base = { eventId: event.id, topic: event.topic, occurredAt: event.timestamp };
  try {
    return await normalizeKnown(event, base, lookups);
  } catch (error) {
    // Only "not found" makes the event unknown for good; any other failure (the provider down,
    // our credentials refused) is answered 5xx, so the provider delivers it again later.
    if (error instanceof ProviderError && NOT_FOUND_CODES.has(error.code)) {
      return { ...base, kind: 'unknown-resource', resourceId: event.resourceId };
    }
    throw error;
  }
}

/** How Dwolla (and the sandbox ledger) say a resource does not exist. */
const NOT_FOUND_CODES = new Set(['NotFound', 'HTTP_404']);

async function normalizeKnown(
  event: DwollaEvent,
  base: Pick<PaymentsWebhookEvent, 'eventId' | 'topic' | 'occurredAt'>,
  lookups: DwollaEventLookups,
): Promise<PaymentsWebhookEvent> {
  const transferTopic = TRANSFER_TOPICS[event.topic];
  if (transferTopic) {
    const transfer = await lookups.transfer(event.resourceId, transferTopic.bankLeg);
    return {
      ...base,
      kind: 'transfer',
      transferId: transfer.id,
      milestone: transferTopic.milestone,
      // The topic's status, not the transfer's current one: an event delivered late still says
      // what happened at its step, and the receiver applies only forward transitions.
      status: transferTopic.status,
      failure: transferTopic.milestone === 'failed' ? transfer.failure : null,
    };
  }
  if (CUSTOMER_TOPICS.has(event.topic)) {
    return {
      ...base,
      kind: 'customer',
      customerId: event.resourceId,
      status: await lookups.customerStatus(event.resourceId),
    };
  }
  if (event.topic in FUNDING_SOURCE_TOPICS) {
    const source = await lookups.fundingSource(event.resourceId);
    return {
      ...base,
      kind: 'funding_source',
      customerId: idFromHref(event._links.customer?.href) ?? source.customerId,
      fundingSourceId: event.resourceId,
      status: source.removed ? 'removed' : source.status,
      microDeposits: FUNDING_SOURCE_TOPICS[event.topic] ?? null,
    };
  }
  return { ...base, kind: 'ignored' };
}

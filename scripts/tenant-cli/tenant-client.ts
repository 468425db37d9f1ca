/**
 * A small client of the tenant API (docs/tenant-api.md), used by `pnpm tenant` and by the
 * e2e tests. Node's fetch; the API does not look at the Host header (the key names the tenant).
 */
import { randomUUID } from 'node:crypto';

export interface TenantClientOptions {
  /** The server, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  /** A tenant API key (cpk_…); not needed for `createSandboxKey`. */
  key?: string;
}

export class TenantApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Tenant API answered ${status}: ${JSON.stringify(body)}`);
    this.name = 'TenantApiError';
  }
}

export interface TransferInput {
  client: { mobilePhone: string; firstName: string; lastName: string; middleName?: string; email?: string };
  amount: string;
  purpose?: string;
  property?: { address1: string; address2?: string; city?: string; state?: string; zipcode?: string };
  sellerName?: string;
  expectedClosingDate?: string;
  officeId?: string;
  realtorId?: string;
  note?: string;
  status?: 'Requested' | 'Initiated';
}

export type PayoutSpeed = 'instant' | 'same-day' | 'standard';
export type InstantFallback = 'same-day' | 'refuse';

/** A disbursement: a transfer's fields, and how fast it goes (docs/tenant-api.md, "Payout speeds"). */
export interface DisbursementInput extends Omit<TransferInput, 'status'> {
  speed?: PayoutSpeed;
  instantFallback?: InstantFallback;
}

export interface PayoutSettings {
  defaultSpeed: PayoutSpeed;
  instantFallback: InstantFallback;
  sameDayDebits: boolean;
}

export interface Transfer {
  id: string;
  status: string;
  disbursement: boolean;
  amount: string;
  clientId: string;
  [field: string]: unknown;
}

export function createTenantClient({ baseUrl, key }: TenantClientOptions) {
  const root = `${baseUrl.replace(/\/+$/, '')}/tenant-api/v1`;

  async function send<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${root}${path}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) throw new TenantApiError(response.status, parsed);
    return parsed as T;
  }

  return {
    /** Sandbox servers only, from their own machine. */
    createSandboxKey: (tenant: string, label?: string) =>
      send<{ id: string; key: string; tenantId: string }>('POST', '/sandbox/keys', {
        tenant,
        ...(label ? { label } : {}),
      }),
    listKeys: () => send<{ items: unknown[] }>('GET', '/api-keys'),
    rotateKey: (id: string) => send<{ id: string; key: string }>('POST', `/api-keys/${encodeURIComponent(id)}/rotate`),
    revokeKey: (id: string) => send<unknown>('DELETE', `/api-keys/${encodeURIComponent(id)}`),
    requestFunds: (input: TransferInput, idempotencyKey: string = randomUUID()) =>
      send<Transfer>('POST', '/transfer-requests', input, { 'idempotency-key': idempotencyKey }),
    disburse: (input: DisbursementInput, idempotencyKey: string = randomUUID()) =>
      send<Transfer>('POST', '/disbursements', input, { 'idempotency-key': idempotencyKey }),
    getPayoutSettings: () => send<PayoutSettings>('GET', '/payout-settings'),
    setPayoutSettings: (changes: Partial<PayoutSettings>) => send<PayoutSettings>('PUT', '/payout-settings', changes),
    list: (query: { limit?: number; offset?: number; status?: string } = {}) => {
      const search = new URLSearchParams(
        Object.entries(query)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]): [string, string] => [name, String(value)]),
      );
      return send<{ items: Transfer[]; total: number }>('GET', `/transfers${search.size ? `?${search}` : ''}`);
    },
    get: (id: string) => send<Transfer>('GET', `/transfers/${encodeURIComponent(id)}`),
    cancel: (id: string) => send<Transfer>('POST', `/transfers/${encodeURIComponent(id)}/cancel`),
    /** Pays the client back (all of it unless `amount`): a refund, itself a transfer with `refundOf`. */
    refund: (id: string, input: { amount?: string; speed?: PayoutSpeed } = {}, idempotencyKey: string = randomUUID()) =>
      send<Transfer>('POST', `/transfers/${encodeURIComponent(id)}/refund`, input, {
        'idempotency-key': idempotencyKey,
      }),
    /** null when no endpoint is set (404). */
    getWebhookEndpoint: () =>
      send<{ url: string }>('GET', '/webhook-endpoint').catch((error: unknown) => {
        if (error instanceof TenantApiError && error.status === 404) return null;
        throw error;
      }),
    setWebhookEndpoint: (url: string, rotateSecret = false) =>
      send<{ url: string; secret?: string }>('PUT', '/webhook-endpoint', { url, rotateSecret }),
    events: (transferId?: string) =>
      send<{ items: unknown[] }>(
        'GET',
        `/webhook-events${transferId ? `?transferId=${encodeURIComponent(transferId)}` : ''}`,
      ),
  };
}

export type TenantClient = ReturnType<typeof createTenantClient>;

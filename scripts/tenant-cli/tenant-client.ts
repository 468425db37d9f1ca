/**
 * The client `pnpm tenant` and the e2e tests use (docs/tenant-api.md): the typed tenant SDK
 * (@portal/tenant-sdk, generated from the API's OpenAPI document), plus the sandbox-only key
 * route, which the document leaves out. The API does not look at the Host header (the key
 * names the tenant).
 */
import { randomUUID } from 'node:crypto';
import {
  createTenantSdk,
  TenantApiError,
  unwrap,
  type DisbursementInput,
  type Transfer,
  type TransferRequestInput,
} from '@portal/tenant-sdk';

export { TenantApiError, type DisbursementInput, type Transfer };
export type TransferInput = TransferRequestInput;
export type PayoutSpeed = 'instant' | 'same-day' | 'standard';
export type InstantFallback = 'same-day' | 'refuse';

export interface TenantClientOptions {
  /** The server, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  /** A tenant API key (cpk_…); not needed for `createSandboxKey`. */
  key?: string;
}

export function createTenantClient({ baseUrl, key }: TenantClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  const sdk = createTenantSdk({ baseUrl: root, key: key ?? '' });
  const idParam = (id: string) => ({ params: { path: { id } } });

  return {
    /** Sandbox servers only, from their own machine (not part of the API's document). */
    async createSandboxKey(tenant: string, label?: string): Promise<{ id: string; key: string; tenantId: string }> {
      const response = await fetch(`${root}/tenant-api/v1/sandbox/keys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tenant, ...(label ? { label } : {}) }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new TenantApiError(response.status, body);
      return body as { id: string; key: string; tenantId: string };
    },
    listKeys: async () => unwrap(await sdk.GET('/tenant-api/v1/api-keys')),
    rotateKey: async (id: string) => unwrap(await sdk.POST('/tenant-api/v1/api-keys/{id}/rotate', idParam(id))),
    revokeKey: async (id: string) => unwrap(await sdk.DELETE('/tenant-api/v1/api-keys/{id}', idParam(id))),
    requestFunds: async (input: TransferInput, idempotencyKey: string = randomUUID()) =>
      unwrap(
        await sdk.POST('/tenant-api/v1/transfer-requests', {
          body: input,
          params: { header: { 'idempotency-key': idempotencyKey } },
        }),
      ),
    disburse: async (input: DisbursementInput, idempotencyKey: string = randomUUID()) =>
      unwrap(
        await sdk.POST('/tenant-api/v1/disbursements', {
          body: input,
          params: { header: { 'idempotency-key': idempotencyKey } },
        }),
      ),
    getPayoutSettings: async () => unwrap(await sdk.GET('/tenant-api/v1/payout-settings')),
    setPayoutSettings: async (changes: {
      defaultSpeed?: PayoutSpeed;
      instantFallback?: InstantFallback;
      sameDayDebits?: boolean;
    }) => unwrap(await sdk.PUT('/tenant-api/v1/payout-settings', { body: changes })),
    /** Payments above `stepUpAbove` ("5000.00") ask the client for a passkey or a fresh code; null: never. */
    getStepUpSettings: async () => unwrap(await sdk.GET('/tenant-api/v1/step-up-settings')),
    setStepUpSettings: async (stepUpAbove: string | null) =>
      unwrap(await sdk.PUT('/tenant-api/v1/step-up-settings', { body: { stepUpAbove } })),
    getLanguageSettings: async () => unwrap(await sdk.GET('/tenant-api/v1/language-settings')),
    setLanguageSettings: async (settings: { defaultLanguage: 'en' | 'es' }) =>
      unwrap(await sdk.PUT('/tenant-api/v1/language-settings', { body: settings })),
    /** Pays the client back (all of it unless `amount`): a refund, itself a transfer with `refundOf`. */
    refund: async (
      id: string,
      input: { amount?: string; speed?: PayoutSpeed } = {},
      idempotencyKey: string = randomUUID(),
    ) =>
      unwrap(
        await sdk.POST('/tenant-api/v1/transfers/{id}/refund', {
          body: input,
          params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
        }),
      ),
    list: async (query: { limit?: number; offset?: number; status?: Transfer['status'] } = {}) =>
      unwrap(await sdk.GET('/tenant-api/v1/transfers', { params: { query } })),
    get: async (id: string) => unwrap(await sdk.GET('/tenant-api/v1/transfers/{id}', idParam(id))),
    cancel: async (id: string) => unwrap(await sdk.POST('/tenant-api/v1/transfers/{id}/cancel', idParam(id))),
    /** The risk review queue (docs/risk.md): held debits with their reasons, approve, reject. */
    reviews: async (query: { limit?: number; offset?: number } = {}) =>
      unwrap(await sdk.GET('/tenant-api/v1/reviews', { params: { query } })),
    approve: async (id: string, note?: string) =>
      unwrap(await sdk.POST('/tenant-api/v1/reviews/{id}/approve', { ...idParam(id), body: note ? { note } : {} })),
    reject: async (id: string, note?: string) =>
      unwrap(await sdk.POST('/tenant-api/v1/reviews/{id}/reject', { ...idParam(id), body: note ? { note } : {} })),
    riskDecisions: async (id: string) =>
      unwrap(await sdk.GET('/tenant-api/v1/transfers/{id}/risk-decisions', idParam(id))),
    riskPolicy: async () => unwrap(await sdk.GET('/tenant-api/v1/risk-policy')),
    /** null when no endpoint is set (404). */
    async getWebhookEndpoint() {
      const answer = await sdk.GET('/tenant-api/v1/webhook-endpoint');
      return answer.response.status === 404 ? null : unwrap(answer);
    },
    setWebhookEndpoint: async (url: string, rotateSecret = false) =>
      unwrap(await sdk.PUT('/tenant-api/v1/webhook-endpoint', { body: { url, rotateSecret } })),
    events: async (transferId?: string) =>
      unwrap(await sdk.GET('/tenant-api/v1/webhook-events', { params: { query: transferId ? { transferId } : {} } })),
  };
}

export type TenantClient = ReturnType<typeof createTenantClient>;

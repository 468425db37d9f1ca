/**
 * A typed client of the tenant API (docs/tenant-api.md). The types are generated from the
 * API's OpenAPI document (openapi.json → schema.ts, `pnpm codegen`); openapi-fetch makes the
 * calls, so a path, a parameter or a field the document does not have is a type error.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
export type Transfer = components['schemas']['Transfer'];
export type TransferStatus = components['schemas']['TransferStatus'];
export type ApiKey = components['schemas']['ApiKey'];
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEvent = components['schemas']['WebhookEvent'];
/** The body of a webhook delivery (verify it first: docs/tenant-api.md). */
export type TransferStatusChanged = components['schemas']['TransferStatusChanged'];
export type TransferRequestInput = operations['createTransferRequest']['requestBody']['content']['application/json'];
export type DisbursementInput = operations['createDisbursement']['requestBody']['content']['application/json'];
export type ApiError = components['schemas']['Error'];
/** The amount above which a client's payment asks for a step-up (null: never). */
export type StepUpSettings = components['schemas']['StepUpSettings'];

export interface TenantSdkOptions {
  /** The portal server, e.g. https://portal.example.com. */
  baseUrl: string;
  /** A tenant API key (cpk_…). */
  key: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** An answer that is not 2xx: the status and the API's `{ message, code }`. */
export class TenantApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Tenant API answered ${status}: ${JSON.stringify(body)}`);
    this.name = 'TenantApiError';
  }
}

/**
 * The typed client: `sdk.GET('/tenant-api/v1/transfers/{id}', { params: { path: { id } } })`
 * answers `{ data, error, response }`, `data` typed as the document's Transfer. `unwrap`
 * turns such an answer into its data, or throws TenantApiError.
 */
export function createTenantSdk({ baseUrl, key, fetch }: TenantSdkOptions) {
  const client = createClient<paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), ...(fetch ? { fetch } : {}) });
  const authenticate: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${key}`);
      return request;
    },
  };
  client.use(authenticate);
  return client;
}

export type TenantSdk = ReturnType<typeof createTenantSdk>;

export function unwrap<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (!answer.response.ok) throw new TenantApiError(answer.response.status, answer.error ?? null);
  return answer.data as T;
}

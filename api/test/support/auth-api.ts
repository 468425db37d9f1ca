import { formatPhone } from '@portal/shared/format';
import type { App } from '../../src/app/build-app';
import { IDS } from '../../src/seed/seed-data';
import type { RecordingSmsProvider } from './recording-sms';
import { HOSTS } from './test-app';

/** Seeded tenants whose hosts are in HOSTS. */
export const TENANT_IDS = { demo: IDS.tenants.demo, acme: IDS.tenants.acme } as const;

export interface RequestOptions {
  host?: string;
  /** The caller's IP address, for the per-IP limits. */
  remoteAddress?: string;
  token?: string;
}

export function headers({ host = HOSTS.demo, token }: RequestOptions = {}): Record<string, string> {
  return { host, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

export function registrationBody(mobilePhone: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    middleName: 'María',
    lastName: 'Lopez',
    mobilePhone: formatPhone(mobilePhone),
    agreement: true,
    ...overrides,
  };
}

export function register(
  app: App,
  body: unknown,
  { tenantId = TENANT_IDS.demo, ...options }: RequestOptions & { tenantId?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/users/${tenantId}`,
    headers: headers(options),
    remoteAddress: options.remoteAddress,
    payload: body as object,
  });
}

export function requestLogin(app: App, mobilePhone: string, options: RequestOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: headers(options),
    remoteAddress: options.remoteAddress,
    payload: { mobilePhone },
  });
}

export function resend(
  app: App,
  attempt: string,
  { tenantId = TENANT_IDS.demo, ...options }: RequestOptions & { tenantId?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/users/resend/${tenantId}`,
    headers: headers(options),
    remoteAddress: options.remoteAddress,
    payload: { attempt },
  });
}

export function verify(
  app: App,
  attempt: string,
  code: string,
  { tenantId = TENANT_IDS.demo, ...options }: RequestOptions & { tenantId?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/users/${tenantId}/verify`,
    headers: headers(options),
    remoteAddress: options.remoteAddress,
    payload: { attempt, code },
  });
}

export function logout(app: App, token: string, options: RequestOptions = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/logout', headers: headers({ ...options, token }) });
}

/** Registers a new client of the demo tenant and verifies its code: a signed-in client. */
export async function signUp(app: App, sms: RecordingSmsProvider, mobilePhone: string, options: RequestOptions = {}) {
  const registered = await register(app, registrationBody(mobilePhone), options);
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const attempt = registered.json<{ attempt: string }>().attempt;
  const verified = await verify(app, attempt, sms.lastCodeTo(mobilePhone), options);
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  const { token, client } = verified.json<{ token: string; client: { id: string } }>();
  return { clientId: client.id, tenantId: TENANT_IDS.demo, token };
}

/**
 * Helpers of the banking tests: a client ready to link (step-2 done: e-mail, address, SSN and
 * date of birth), the /account calls, and a pass through the sandbox Link dialog as the browser
 * makes it.
 */
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app/build-app';
import type { Database } from '../../src/platform/database/database';
import { client as clientTable } from '../../src/platform/database/schema';
import { loadConfig } from '../../src/platform/config/config';
import { createTestClient, createTestSession } from '../support/auth-fixtures';
import { TENANT_IDS } from '../support/auth-api';
import { encryptForApi, putSensitiveData } from '../support/sensitive-data-client';
import { HOSTS, type TestApp } from '../support/test-app';
import { identifyImage } from '../../src/clients/identity-documents/identity-document-service';

export type TenantName = keyof typeof TENANT_IDS;

export interface BankingClient {
  clientId: string;
  tenantId: string;
  host: string;
  token: string;
  firstName: string;
  lastName: string;
}

/** Providers settings of the banking tests: micro-deposits post at once. */
export const bankingConfig = () => ({
  providers: { ...loadConfig({ LOG_LEVEL: 'silent' }).providers, sandboxMicroDepositSeconds: 0 },
});

/** A registered, signed-in client who has done step-2. `firstName` picks the payments sandbox status (retry, document, …). */
export async function readyClient(
  app: App,
  db: Database,
  { tenant = 'demo', firstName = 'Pat' }: { tenant?: TenantName; firstName?: string } = {},
): Promise<BankingClient> {
  const tenantId = TENANT_IDS[tenant];
  const lastName = 'Linker';
  const created = await createTestClient(db, { tenantId, firstName, lastName });
  await db
    .update(clientTable)
    .set({
      email: `${created.id}@example.com`,
      address1: '12 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62704',
    })
    .where(eq(clientTable.id, created.id));
  const token = await createTestSession(db, { clientId: created.id, tenantId });
  const host = HOSTS[tenant];
  const saved = await putSensitiveData(
    app,
    { clientId: created.id, tenantId },
    await encryptForApi(app, { ssn: '1234', dob: '01/02/1980' }),
    { host, token },
  );
  if (saved.statusCode !== 200) throw new Error(`step-2 failed: ${saved.body}`);
  return { clientId: created.id, tenantId, host, token, firstName, lastName };
}

export interface Caller {
  host: string;
  token?: string | null;
}

export async function call(app: App, caller: Caller, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: { host: caller.host, ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.body,
    // Test answers are read field by field, and each assertion states the shape it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: () => response.json() as Record<string, any>,
  };
}

export async function linkToken(app: App, who: BankingClient): Promise<string> {
  const response = await call(app, who, 'POST', '/account/plaid/link-token', {
    user: { client_user_id: who.clientId },
    options: { products: ['auth'], client_name: 'ignored' },
  });
  if (response.statusCode !== 200) throw new Error(`link-token: ${response.statusCode} ${response.body}`);
  return response.json().linkToken as string;
}

/** The sandbox dialog as the browser drives it: login (and MFA), then the account at `pick`. */
export async function sandboxLink(app: App, who: BankingClient, institutionId: string, pick = 0) {
  const token = await linkToken(app, who);
  const sandbox = (url: string, payload: object) =>
    call(app, { host: who.host }, 'POST', `/sandbox/link/${url}`, payload);
  let login = (
    await sandbox('login', {
      linkToken: token,
      institution_id: institutionId,
      username: 'user_good',
      password: 'pass_good',
    })
  ).json();
  if (login.status === 'mfa') {
    login = (await sandbox('mfa', { linkToken: token, link_session_id: login.link_session_id, answer: '1234' })).json();
  }
  const done = await sandbox('complete', {
    linkToken: token,
    link_session_id: login.link_session_id,
    account_id: login.accounts[pick].id,
  });
  if (done.statusCode !== 200) throw new Error(`complete: ${done.body}`);
  return done.json() as {
    public_token: string;
    metadata: {
      account_id: string;
      institution: { institution_id: string; name: string };
      accounts: Array<{ verification_status: string | null }>;
    };
  };
}

/** Link then POST create-client (or microdeposit/start for an account Link left pending), as useBankLink does. */
export async function linkAccount(app: App, who: BankingClient, institutionId: string, pick = 0) {
  const success = await sandboxLink(app, who, institutionId, pick);
  const pending = success.metadata.accounts[0]?.verification_status === 'pending_manual_verification';
  const body = {
    id: who.clientId,
    publicToken: success.public_token,
    plaidAccountId: success.metadata.account_id,
    institution: success.metadata.institution,
  };
  const response = pending
    ? await call(app, who, 'POST', '/account/microdeposit/start', { ...body, tenantId: who.tenantId })
    : await call(app, who, 'POST', '/account/auth/create-client', body);
  return { response, success };
}

export async function listAccounts(app: App, who: BankingClient) {
  return call(app, who, 'GET', `/account/client-accounts/${who.clientId}`);
}

/** The smallest PNG signature the upload route accepts as an image. */
const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

export async function storeIdentityDocument(context: TestApp, who: BankingClient) {
  return context.app.services.identityDocuments.store(context.app.providers.objectStore, {
    tenantId: who.tenantId,
    clientId: who.clientId,
    field: 'passport',
    image: identifyImage(PNG_BYTES)!,
    bytes: PNG_BYTES,
  });
}

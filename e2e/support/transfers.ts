/**
 * Helpers for the transfer e2e tests: seeded demo clients signed in for real (code from the
 * sandbox inbox, SSN and date of birth saved as step-2 would), the step-3 form, and the
 * sandbox inspection routes that say what the payments provider and the inbox received.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { webcrypto } from 'node:crypto';
import { E2E_PORT } from './environment';
import { apiCall, latestCode, signedInSessionScript, tenantIdOf, type SignedInSession } from './signed-in-session.mjs';

/** Seeded clients with verified accounts (api/src/seed/seed-data/clients.ts, docs/sandbox.md). */
export const SEEDED = {
  /** demo routes by office; the client pays a $2.50 convenience fee. */
  dana: { tenant: 'demo', phone: '+15550101001', account: 'f0000000-0000-4000-8000-000000000001' },
  /** acme routes by agent; the tenant pays the fee. */
  alex: { tenant: 'acme', phone: '+15550101011', account: 'f0000000-0000-4000-8000-000000000011' },
} as const;
/** A seeded client: its tenant, its phone and its verified checking account. */
export interface SeededClient {
  tenant: string;
  phone: string;
  account: string;
}

function ok<T>(response: { status: number; body: T }, what: string): T {
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

async function encrypter(tenant: string) {
  const { body: jwk } = await apiCall({ port: E2E_PORT, tenant, path: '/api/security/public-key' });
  const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const key = await webcrypto.subtle.importKey('jwk', { kty: jwk.kty, n: jwk.n, e: jwk.e }, algorithm, false, [
    'encrypt',
  ]);
  return async (text: string) =>
    Buffer.from(await webcrypto.subtle.encrypt(algorithm, key, new TextEncoder().encode(text))).toString('base64');
}

/**
 * Signs a seeded client in through the API (as /login does) and puts the session in
 * sessionStorage before the page loads. SSN and date of birth are not seeded (they are sealed
 * with the running server's keys), so they are saved here as step-2 would.
 */
export async function signInSeeded(context: BrowserContext, who: SeededClient): Promise<SignedInSession> {
  // One sign-in per client and worker: the API limits the codes texted to one phone.
  let session = sessions.get(who.phone);
  if (!session) {
    session = signIn(who);
    sessions.set(who.phone, session);
    session.catch(() => sessions.delete(who.phone));
  }
  const signedIn = await session;
  await context.addInitScript(signedInSessionScript(signedIn));
  return signedIn;
}

const sessions = new Map<string, Promise<SignedInSession>>();

async function signIn(who: SeededClient): Promise<SignedInSession> {
  const options = { port: E2E_PORT, tenant: who.tenant };
  const tenantId = await tenantIdOf(options);
  const asked = Date.now();
  const { attempt } = ok(
    await apiCall({ ...options, method: 'POST', path: '/api/auth/login', body: { mobilePhone: who.phone.slice(2) } }),
    'login',
  ) as { attempt: string };
  const code = await latestCode({ ...options, phone: who.phone, after: asked - 1000 });
  const signedIn = ok(
    await apiCall({ ...options, method: 'POST', path: `/api/users/${tenantId}/verify`, body: { attempt, code } }),
    'verification',
  ) as SignedInSession;
  const clientId = signedIn.client.id;
  const encrypt = await encrypter(who.tenant);
  ok(
    await apiCall({
      ...options,
      method: 'PUT',
      path: `/api/security/customer/${clientId}/${tenantId}`,
      token: signedIn.token,
      body: { ssn: await encrypt('1234'), dob: await encrypt('01/15/1990') },
    }),
    'sensitive data',
  );
  return { ...signedIn, tenantId, phone: who.phone };
}

export interface DetailsInput {
  amount: string;
  compare?: string;
  office?: 'first';
  agent?: 'first';
  address?: boolean;
}

/** Fills step-3 with a valid property address and the amount typed twice. */
export async function fillDetails(
  page: Page,
  { amount, compare = amount, office, agent, address = true }: DetailsInput,
) {
  if (address) {
    await page.getByRole('textbox', { name: 'Property Address Line 1' }).fill('742 Evergreen Terrace');
    await page.getByRole('textbox', { name: 'Property City' }).fill('Springfield');
    await page.getByRole('combobox', { name: 'Property State' }).selectOption('IL');
    await page.getByRole('textbox', { name: 'Property ZIP Code' }).fill('62704');
  }
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await page.getByRole('textbox', { name: 'Re-Enter Amount' }).pressSequentially(compare);
  if (office) await page.getByRole('combobox', { name: 'Office' }).selectOption({ index: 1 });
  if (agent) await page.getByRole('combobox', { name: 'Agent' }).selectOption({ index: 1 });
}

/** The value shown beside a label of the Review summary. */
export function reviewRow(page: Page, label: string) {
  return page
    .locator('dl .mf-transfers-summary__row', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

export interface ProviderTransfer {
  id: string;
  status: string;
  amount: string;
  correlationId: string | null;
  idempotencyKey: string | null;
  failure: unknown;
}

/** What the payments sandbox created for one of our transfers (sandbox inspection route). */
export async function providerTransfers(tenant: string, transferId: string): Promise<ProviderTransfer[]> {
  const body = ok(
    await apiCall({
      port: E2E_PORT,
      tenant,
      path: `/api/sandbox/payments/transfers?correlationId=${encodeURIComponent(transferId)}`,
    }),
    'sandbox transfers',
  ) as { transfers: ProviderTransfer[] };
  return body.transfers;
}

/** The e-mails the sandbox outbox holds for an address. */
export async function inboxFor(tenant: string, address: string): Promise<Array<{ subject?: string; to: unknown }>> {
  const body = ok(
    await apiCall({ port: E2E_PORT, tenant, path: `/api/sandbox/inbox?to=${encodeURIComponent(address)}` }),
    'sandbox inbox',
  ) as { messages: Array<{ subject?: string; to: unknown }> };
  return body.messages;
}

/** The session client's message-center notices of one type for a transfer (GraphQL, as the browser asks). */
export async function noticesOf(session: SignedInSession, tenant: string, transferId: string, type: string) {
  const body = ok(
    await apiCall({
      port: E2E_PORT,
      tenant,
      method: 'POST',
      path: '/api/graphql',
      token: session.token,
      body: {
        query:
          'query ($transfer: ID!, $type: ClientMessageType!) { allClientMessages(where: { transfer: { id: $transfer }, type: $type }) { id type transfer { id } } }',
        variables: { transfer: transferId, type },
      },
    }),
    'messages',
  ) as {
    data?: { allClientMessages: Array<{ id: string; type: string; transfer: { id: string } | null }> };
    errors?: unknown;
  };
  if (!body.data) throw new Error(`messages: ${JSON.stringify(body.errors)}`);
  return body.data.allClientMessages.filter((message) => message.transfer?.id === transferId);
}

/** The transfer id of the page's ?go_to_transfer=. */
export function transferIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('go_to_transfer');
  expect(id, 'go_to_transfer in the URL').toBeTruthy();
  return id!;
}

/** Review's authorization checkbox of a transfer (a debit) or a disbursement (a credit). */
export function authorizationBox(page: Page, kind: 'debit' | 'credit' = 'debit') {
  const name = kind === 'credit' ? 'I authorize this deposit into my account' : 'I authorize this payment';
  return page.getByRole('checkbox', { name });
}

/** Ticks the authorization, which Make Transfer (Accept Payment) waits for. */
export async function authorize(page: Page, kind: 'debit' | 'credit' = 'debit') {
  await authorizationBox(page, kind).check();
}

/** One of the session client's transfers' status, as the API holds it now (GraphQL, as the browser asks). */
export async function transferStatusOf(session: SignedInSession, tenant: string, transferId: string): Promise<string> {
  const body = ok(
    await apiCall({
      port: E2E_PORT,
      tenant,
      method: 'POST',
      path: '/api/graphql',
      token: session.token,
      body: { query: 'query ($id: ID!) { Transfer(where: { id: $id }) { status } }', variables: { id: transferId } },
    }),
    'transfer status',
  ) as { data?: { Transfer: { status: string } | null } };
  const status = body.data?.Transfer?.status;
  if (!status) throw new Error(`transfer status: ${JSON.stringify(body)}`);
  return status;
}

/** From a filled step-3 to the success screen through Review (the authorization ticked); returns the transfer id. */
export async function reviewAndPay(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await authorize(page);
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  return transferIdOf(page);
}

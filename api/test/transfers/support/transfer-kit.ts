/**
 * Money-movement tests: an app on the run's seeded database with a sandbox ACH ledger the test
 * steers (its clock moves only when the test says; webhooks are taken from the ledger's log and
 * posted by the test, or delivered to the listening app), and helpers to run the outbox jobs
 * of one transfer without a worker (tests share the PostgreSQL database: a free-running worker
 * would take other files' jobs).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp, type App } from '../../../src/app/build-app';
import type { AppConfig } from '../../../src/platform/config/config';
import type { DatabaseDriver, DatabaseHandle } from '../../../src/platform/database/database';
import { bankAccount, client, job, transfer } from '../../../src/platform/database/schema';
import { IDS, sandboxCustomerId, sandboxFundingSourceId } from '../../../src/seed/seed-data';
import { SEND_EMAIL_JOB, sendEmailJob, type JobDefinition } from '../../../src/platform/jobs';
import type { JobEffect, RecordedEffect } from '../../../src/platform/jobs/job-types';
import { createLogger } from '../../../src/platform/logging/logger';
import { createProviders, type Providers } from '../../../src/platform/providers';
import { DWOLLA_SIGNATURE_HEADER, signDwollaBody } from '../../../src/platform/providers/payments/dwolla-events';
import { SandboxPaymentsProvider } from '../../../src/platform/providers/payments/sandbox/sandbox-payments-provider';
import type { MoneyMovementOptions } from '../../../src/transfers';
import { createClientFixture, type ClientFixture, type TenantName } from '../../support/graphql-fixtures';
import { LogCapture, testConfig } from '../../support/test-app';
import { RecordingSmsProvider } from '../../support/recording-sms';
import { openSeededDatabase } from '../../support/test-databases';
import { seededLinkAccounts } from '../../../src/seed/sandbox-demo';

export const WEBHOOK_SECRET = 'transfers-test-webhook-secret';
export const STEP_MS = 1_000;

/** The ledger's clock: still until the test moves it. */
export class TestClock {
  now = new Date();
  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }
}

export interface SandboxState {
  /** DATA_DIR of the providers: the ledger, the outbox and the objects live under it. */
  dataDir: string;
  clock: TestClock;
}

export function newSandboxState(): SandboxState {
  return { dataDir: mkdtempSync(path.join(tmpdir(), 'portal-transfers-')), clock: new TestClock() };
}

export interface AppInstance {
  app: App;
  providers: Providers;
  sandbox: SandboxPaymentsProvider;
  logs: LogCapture;
}

/** Sandbox providers over `state`, with a ledger whose clock and webhook target the test controls. */
export function sandboxProviders(
  config: AppConfig,
  state: SandboxState,
  logs: LogCapture,
  webhookUrl: string | null,
): { providers: Providers; sandbox: SandboxPaymentsProvider } {
  const logger = createLogger({ logLevel: 'info' }, logs);
  const base = createProviders(
    { ...config.providers, mode: 'sandbox', dataDir: state.dataDir, apiBase: config.apiBase },
    logger,
    { seededLinkAccounts },
  );
  base.sandboxPayments?.close();
  const sandbox = new SandboxPaymentsProvider({
    directory: path.join(state.dataDir, 'sandbox'),
    stepMs: STEP_MS,
    webhook: { url: webhookUrl, secret: WEBHOOK_SECRET },
    logger,
    now: () => state.clock.now,
    timers: null,
  });
  return {
    providers: { ...base, sms: new RecordingSmsProvider(), payments: sandbox, sandboxPayments: sandbox },
    sandbox,
  };
}

/** An app on `database` over the sandbox `state`; a second one on the same pair is a restarted server. */
export async function startInstance(
  database: DatabaseHandle,
  state: SandboxState,
  options: {
    moneyMovement?: Partial<MoneyMovementOptions>;
    webhookUrl?: string | null;
    wrapPayments?: (sandbox: SandboxPaymentsProvider) => Providers['payments'];
    /** Replaces other providers (an object store that fails, …). */
    overrides?: Partial<Providers>;
    /** The time the same-day cutoff of a debit is read by. */
    moneyMovementClock?: () => Date;
  } = {},
): Promise<AppInstance> {
  const config = testConfig();
  const logs = new LogCapture();
  const { providers, sandbox } = sandboxProviders(config, state, logs, options.webhookUrl ?? null);
  const app = buildApp(config, {
    database,
    logger: createLogger({ logLevel: 'info' }, logs),
    providers: {
      ...providers,
      ...options.overrides,
      ...(options.wrapPayments ? { payments: options.wrapPayments(sandbox) } : {}),
    },
    moneyMovement: options.moneyMovement,
    moneyMovementClock: options.moneyMovementClock,
  });
  await app.ready();
  return { app, providers, sandbox, logs };
}

export interface TransferContext extends AppInstance {
  database: DatabaseHandle;
  state: SandboxState;
}

/** One app per describe (built in beforeAll, closed in afterAll); read the fields inside tests. */
export function useTransferApp(
  driver: DatabaseDriver,
  options: {
    moneyMovement?: Partial<MoneyMovementOptions>;
    webhookUrl?: string;
    moneyMovementClock?: () => Date;
  } = {},
): TransferContext {
  const context = {} as TransferContext;
  beforeAll(async () => {
    context.database = await openSeededDatabase(driver);
    context.state = newSandboxState();
    Object.assign(context, await startInstance(context.database, context.state, options));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** The e-mail address payingClient gives the fixture's client (notices go there). */
export const clientEmail = (fixture: Pick<ClientFixture, 'client'>) => `client-${fixture.client.id}@buyers.example`;

/** A client fixture whose checking account is a verified funding source of its payments customer. */
export async function payingClient(
  db: DatabaseHandle['db'],
  tenant: TenantName,
  options: { balanceCents?: number | null } = {},
): Promise<ClientFixture> {
  const fixture = await createClientFixture(db, tenant);
  await db
    .update(client)
    .set({
      paymentsCustomerId: sandboxCustomerId(fixture.client.id),
      paymentsCustomerStatus: 'verified',
      email: clientEmail(fixture),
    })
    .where(eq(client.id, fixture.client.id));
  await db
    .update(bankAccount)
    .set({
      fundingSourceId: sandboxFundingSourceId(fixture.accounts.checking),
      ...(options.balanceCents !== undefined ? { balanceCents: options.balanceCents } : {}),
    })
    .where(eq(bankAccount.id, fixture.accounts.checking));
  return fixture;
}

/** Writes a transfer of the fixture's client through the schema (`values` may still override its owner); its id. */
export async function insertClientTransfer(
  db: DatabaseHandle['db'],
  fixture: Pick<ClientFixture, 'tenantId' | 'client'>,
  values: Omit<typeof transfer.$inferInsert, 'id' | 'tenantId' | 'clientId'> & Partial<typeof transfer.$inferInsert>,
): Promise<string> {
  const id = randomUUID();
  await db.insert(transfer).values({ id, tenantId: fixture.tenantId, clientId: fixture.client.id, ...values });
  return id;
}

/** A complete step-3 draft of the fixture's client (office or agent as its tenant routes). */
export async function createDraft(
  db: DatabaseHandle['db'],
  fixture: ClientFixture,
  overrides: Partial<typeof transfer.$inferInsert> = {},
): Promise<string> {
  return insertClientTransfer(db, fixture, {
    status: 'draft',
    transferTypeId: IDS.transferTypes.clientTransfer,
    amountCents: 150_050,
    feeCents: 0,
    purpose: 'Earnest Money Deposit for Purchase',
    propertyAddress1: `7 ${fixture.street}`,
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipcode: '62701',
    sourceBankAccountId: fixture.accounts.checking,
    destBankAccountId: fixture.escrowId,
    escrowBankAccountId: fixture.escrowId,
    officeId: fixture.tenant === 'demo' ? IDS.offices.springfield : null,
    agentId: fixture.tenant === 'acme' ? IDS.realtors.jane : null,
    ...overrides,
  });
}

export async function transferRow(db: DatabaseHandle['db'], id: string) {
  const [row] = await db.select().from(transfer).where(eq(transfer.id, id));
  if (!row) throw new Error(`No transfer ${id}`);
  return row;
}

/**
 * The authorization terms Review shows for a start of `body` (GraphQL authorizationTerms), as
 * the `{ version, sha256 }` a browser sends back; a placeholder the server refuses when the
 * terms cannot be had (another client's transfer, an unusable account), so such a start fails
 * for its own reason first.
 */
export async function agreedTerms(
  app: App,
  fixture: Pick<ClientFixture, 'host' | 'token'>,
  body: Record<string, unknown>,
  host?: string,
): Promise<{ version: string; sha256: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: {
      host: host ?? fixture.host,
      'content-type': 'application/json',
      authorization: `Bearer ${fixture.token}`,
    },
    payload: {
      query: 'query ($t: ID!, $b: ID!) { authorizationTerms(transferId: $t, bankAccountId: $b) { version sha256 } }',
      variables: { t: String(body.transferId ?? ''), b: String(body.bankAccountId ?? '') },
    },
  });
  const terms = response.json<{ data?: { authorizationTerms?: { version: string; sha256: string } } }>().data;
  return terms?.authorizationTerms ?? { version: 'none', sha256: '0'.repeat(64) };
}

/** A confirmation code as a start answers it: 8 characters, no look-alikes (0/O, 1/I/L, U). */
export const CONFIRMATION_CODE = expect.stringMatching(/^[A-HJKMNP-TV-Z2-9]{8}$/);

/**
 * POST /transfer/start as the fixture's browser. The browser ticks the authorization first:
 * the terms are fetched and agreed to unless the body says otherwise (`authorization` given,
 * or explicitly undefined to send none).
 */
export async function startRequest(
  app: App,
  fixture: Pick<ClientFixture, 'host' | 'token'> | null,
  body: Record<string, unknown>,
  host?: string,
) {
  const payload =
    fixture && !('authorization' in body)
      ? { ...body, authorization: await agreedTerms(app, fixture, body, host) }
      : body;
  return app.inject({
    method: 'POST',
    url: '/api/transfer/start',
    headers: {
      host: host ?? fixture?.host ?? 'demo.localhost:8080',
      'content-type': 'application/json',
      ...(fixture ? { authorization: `Bearer ${fixture.token}` } : {}),
    },
    payload: JSON.parse(JSON.stringify(payload)) as Record<string, unknown>,
  });
}

/** The provider transfers made for one of our transfers, as the sandbox's inspection lists them. */
export async function providerTransfersFor(sandbox: SandboxPaymentsProvider, transferId: string) {
  return sandbox.listTransfers({ correlationId: transferId });
}

/** Posts a Dwolla-shaped event as the provider would (signed), or with the given signature. */
export function postWebhook(app: App, event: object, signature?: string) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/dwolla',
    headers: {
      host: '127.0.0.1:8080',
      'content-type': 'application/json',
      [DWOLLA_SIGNATURE_HEADER]: signature ?? signDwollaBody(WEBHOOK_SECRET, body),
    },
    payload: body,
  });
}

/** The events the ledger has queued for one provider transfer (customer and bank legs), oldest first. */
export async function ledgerEventsFor(sandbox: SandboxPaymentsProvider, providerTransferId: string) {
  const log = await sandbox.webhookLog();
  return log
    .map((webhook) => webhook.event)
    .filter((event) => event.resourceId === providerTransferId || event.topic.startsWith('customer_bank_transfer'));
}

/** A job's effect record kept in memory: these runs own their jobs, no lease can be lost. */
function memoryEffect(): JobEffect {
  let recorded: RecordedEffect | null = null;
  return {
    get recorded() {
      return recorded;
    },
    attempting: async () => {
      recorded = { state: 'attempting', reference: null };
    },
    delivered: async (reference) => {
      recorded = { state: 'delivered', reference };
    },
    refused: async () => {
      recorded = { state: 'refused', reference: null };
    },
  };
}

/**
 * Runs, to completion, the pending jobs about one transfer (reconcile, notices, their e-mails),
 * with the handlers of `instance` (plus e-mail): what a worker would do for it, and nothing else.
 */
export async function drainTransferJobs(instance: AppInstance, db: DatabaseHandle['db'], transferId: string) {
  const handlers: Record<string, JobDefinition> = {
    ...instance.app.moneyMovement.jobHandlers,
    [SEND_EMAIL_JOB]: sendEmailJob(instance.providers.email, instance.providers.objectStore),
  };
  const ran: string[] = [];
  for (let round = 0; round < 10; round += 1) {
    const due = (
      await db
        .select()
        .from(job)
        .where(and(eq(job.status, 'pending'), inArray(job.type, Object.keys(handlers))))
    ).filter((row) => (row.idempotencyKey ?? '').includes(transferId));
    if (due.length === 0) return ran;
    for (const row of due) {
      const definition = handlers[row.type]!;
      await definition.handle({
        id: row.id,
        type: row.type,
        payload: row.payload,
        attempt: row.attempts + 1,
        idempotencyKey: row.idempotencyKey ?? row.id,
        signal: new AbortController().signal,
        effect: memoryEffect(),
      });
      await db
        .update(job)
        .set({ status: 'done', attempts: row.attempts + 1 })
        .where(eq(job.id, row.id));
      ran.push(row.type);
    }
  }
  throw new Error('Jobs kept coming for ten rounds');
}

/** Risk tests: the decisions of a transfer, the tenant API as a key of the tenant, a held debit. */
import { asc, eq } from 'drizzle-orm';
import type { App } from '../../src/app/build-app';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { riskDecision } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import { createApiKeyRepository } from '../../src/tenant-integration';
import type { ClientFixture } from '../support/graphql-fixtures';
import { call } from '../tenant-api/tenant-api-kit';
import {
  createDraft,
  payingClient,
  startRequest,
  transferRow,
  type TransferContext,
} from '../transfers/support/transfer-kit';

/** Above the default review threshold ($25,000.00): the screen holds it. */
export const HELD_AMOUNT_CENTS = 2_600_000;

export async function decisionsOf(db: DatabaseHandle['db'], transferId: string) {
  return db
    .select()
    .from(riskDecision)
    .where(eq(riskDecision.transferId, transferId))
    .orderBy(asc(riskDecision.decidedAt), asc(riskDecision.id));
}

/**
 * The reasons that asked for a review or a block. Noted ones are left out: how many accounts
 * other tests linked from 127.0.0.1 today is not this test's business.
 */
export function askedReasons(decision: { results: { reason: string; hit: boolean; action: string }[] }) {
  return decision.results
    .filter((one) => one.hit && (one.action === 'review' || one.action === 'block'))
    .map((one) => one.reason);
}

export async function tenantKey(db: DatabaseHandle['db'], tenant: 'demo' | 'acme') {
  const created = await createApiKeyRepository(db).create(IDS.tenants[tenant], `risk test ${tenant}`);
  return { key: created.key, keyId: created.id };
}

/** The tenant API as `key`. */
export const asTenant = (app: App, key: string) => (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(app, key, method, url, body === undefined ? {} : { body });

/** A client (unknown balance, so any amount passes the balance check) whose debit the screen held. */
export async function heldDebit(context: TransferContext, tenant: 'demo' | 'acme', payer?: ClientFixture) {
  const db = context.database.db;
  const fixture = payer ?? (await payingClient(db, tenant, { balanceCents: null }));
  const id = await createDraft(db, fixture, { amountCents: HELD_AMOUNT_CENTS });
  const response = await startRequest(context.app, fixture, {
    transferId: id,
    bankAccountId: fixture.accounts.checking,
  });
  expect(response.statusCode).toBe(200);
  expect((await transferRow(db, id)).status).toBe('awaiting approval');
  return { id, fixture };
}

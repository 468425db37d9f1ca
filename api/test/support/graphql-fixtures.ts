import { randomUUID } from 'node:crypto';
import { TRANSFER_STATUS, type TransferStatus } from '@portal/shared/constants';
import type { App } from '../../src/app/build-app';
import type { ClientRow } from '../../src/identity/account-repository';
import type { Database } from '../../src/platform/database/database';
import { bankAccount, clientDocument, clientMessage, transfer } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import { createTestClient, createTestSession } from './auth-fixtures';
import { graphql, HOSTS, type GraphqlResponse } from './test-app';

export type TenantName = 'demo' | 'acme';

/** Every status a transfer can have (requirements §4), keyed as the fixtures name them: all but the portal's own `starting`. */
const { starting: _starting, ...statusesOfSpec } = TRANSFER_STATUS;
export const FIXTURE_STATUSES = statusesOfSpec;
export type FixtureStatus = keyof typeof FIXTURE_STATUSES;

/** A client of its own (tests share one PostgreSQL database) with one record of every kind. */
export interface ClientFixture {
  tenant: TenantName;
  tenantId: string;
  host: string;
  client: ClientRow;
  token: string;
  escrowId: string;
  accounts: { checking: string; pending: string; savings: string };
  /** One transfer per status, plus a disbursement in draft and one sent. */
  transfers: Record<FixtureStatus | 'draftDisbursement' | 'sentDisbursement', string>;
  messageIds: string[];
  documentIds: string[];
  /** A property address only this client's transfers and messages carry (for searches). */
  street: string;
}

const TENANT_IDS: Record<TenantName, string> = { demo: IDS.tenants.demo, acme: IDS.tenants.acme };
const ESCROW_IDS: Record<TenantName, string> = { demo: IDS.bankAccounts.demoEscrow, acme: IDS.bankAccounts.acmeEscrow };

export async function createClientFixture(
  db: Database,
  tenant: TenantName,
  options: { balanceCents?: number } = {},
): Promise<ClientFixture> {
  const tenantId = TENANT_IDS[tenant];
  const client = await createTestClient(db, { tenantId, firstName: 'Fixture', lastName: tenant });
  const token = await createTestSession(db, { clientId: client.id, tenantId });
  const owner = { tenantId, clientId: client.id };
  const street = `${randomUUID().slice(0, 8)} Fixture Street`;

  const account = (subtype: 'checking' | 'savings', extra: Partial<typeof bankAccount.$inferInsert>) => ({
    id: randomUUID(),
    ...owner,
    ownerType: 'client' as const,
    bankName: 'First Platypus Bank',
    name: `Fixture ${subtype}`,
    accountNumber: '******9999',
    accountLastFourDigits: '9999',
    accountSubtype: subtype,
    institutionCode: 'ins_109508',
    ...extra,
  });
  const accounts = [
    account('checking', { balanceCents: options.balanceCents ?? 1_000_000, balanceDateTime: new Date() }),
    account('checking', { pendingVerification: true, balanceCents: null }),
    account('savings', { institutionCode: 'ins_109509', bankName: 'First Gingham Credit Union', balanceCents: 5_000 }),
  ];
  await db.insert(bankAccount).values(accounts);

  const escrowId = ESCROW_IDS[tenant];
  const base = (status: TransferStatus, index: number, disbursement = false): typeof transfer.$inferInsert => ({
    id: randomUUID(),
    ...owner,
    status,
    disbursement,
    transferTypeId: disbursement ? IDS.transferTypes.clientDisbursement : IDS.transferTypes.clientTransfer,
    amountCents: 10_000 + index * 100,
    feeCents: disbursement ? 0 : 250,
    purpose: disbursement ? 'Seller Proceeds' : 'Down Payment',
    propertyAddress1: `${index} ${street}`,
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipcode: '62701',
    sourceBankAccountId: disbursement ? escrowId : accounts[0]!.id,
    destBankAccountId: disbursement ? null : escrowId,
    escrowBankAccountId: escrowId,
    // Distinct, ordered creation times: index 0 is the newest.
    createdAt: new Date(Date.now() - index * 60_000),
  });
  const statusRows = Object.entries(FIXTURE_STATUSES).map(
    ([key, status], index) => [key, base(status, index)] as const,
  );
  const disbursements = [
    ['draftDisbursement', base('draft', 20, true)],
    ['sentDisbursement', base('sent', 21, true)],
  ] as const;
  const rows = [...statusRows, ...disbursements];
  await db.insert(transfer).values(rows.map(([, row]) => row));
  const transfers = Object.fromEntries(rows.map(([key, row]) => [key, row.id!])) as ClientFixture['transfers'];

  const messages = (['transfer_fail', 'transfer_initiated', 'transfer_receipt', 'transfer_request'] as const).map(
    (type, index) => ({
      id: randomUUID(),
      ...owner,
      type,
      label: type,
      transferId: transfers.completed,
      createdAt: new Date(Date.now() - index * 24 * 3_600_000),
    }),
  );
  await db.insert(clientMessage).values(messages);
  const documents = [
    { id: randomUUID(), ...owner, transferId: transfers.completed, type: 'receipt' as const, status: 'completed' },
  ];
  await db.insert(clientDocument).values(documents);

  return {
    tenant,
    tenantId,
    host: HOSTS[tenant],
    client,
    token,
    escrowId,
    accounts: { checking: accounts[0]!.id, pending: accounts[1]!.id, savings: accounts[2]!.id },
    transfers,
    messageIds: messages.map((message) => message.id),
    documentIds: documents.map((document) => document.id),
    street,
  };
}

/** A GraphQL call as a fixture's browser would make it (its host, its bearer token). */
export function asClient(app: App, fixture: Pick<ClientFixture, 'host' | 'token'> | null, host?: string) {
  return <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResponse<T>> =>
    graphql<T>(app, query, {
      variables,
      host: host ?? fixture?.host ?? HOSTS.demo,
      headers: fixture ? { authorization: `Bearer ${fixture.token}` } : {},
    });
}

/** An id of nothing at all, to compare "another client's record" against. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

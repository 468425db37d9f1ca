import DataLoader from 'dataloader';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type { BankAccountRow } from '../repositories/bank-account-repository';
import type { ClientDocumentRow } from '../repositories/client-document-repository';
import type { ClientMessageRow } from '../repositories/client-message-repository';
import type { ClientRow } from '../repositories/client-repository';
import type { TenantWithGroup } from '../repositories/tenant-repository';
import type { TransferFeeConfigRow } from '../repositories/transfer-fee-config-repository';
import type { TransferRow } from '../repositories/transfer-repository';
import type { Services } from '../services';

/**
 * Relation fields resolve through per-request DataLoaders keyed by the related row's id: one
 * query per relation per request, whatever the page size, and a row asked for twice (ten
 * messages of one tenant) is fetched once. Mercurius' own `loaders` were not used on purpose:
 * they key each call by a stable JSON of the whole parent row, which cost a third of the CPU
 * of the history query under load (docs/adr/0029-relation-loaders-by-id.md).
 *
 * Each related row must still belong with its parent: same tenant, and for client-owned rows
 * the same client. A row that does not (which the write paths never create) resolves to null
 * rather than leaking across clients or tenants.
 */

type ById<Row> = DataLoader<string, Row | null>;

export interface RelationLoaders {
  tenants: ById<TenantWithGroup>;
  clients: ById<ClientRow>;
  transfers: ById<TransferRow>;
  bankAccounts: ById<BankAccountRow>;
  offices: ById<Awaited<ReturnType<Services['relations']['offices']>>[number]>;
  realtors: ById<Awaited<ReturnType<Services['relations']['realtors']>>[number]>;
  transferTypes: ById<Awaited<ReturnType<Services['relations']['transferTypes']>>[number]>;
  /** Whether an account is unsupported (seeded rules), keyed by the account's id. */
  unsupported: DataLoader<BankAccountRow, boolean, string>;
}

declare module 'mercurius' {
  interface MercuriusContext {
    relationLoaders: RelationLoaders;
  }
}

function byId<Row extends { id: string }>(fetch: (ids: readonly string[]) => Promise<Row[]>): ById<Row> {
  return new DataLoader(async (ids: readonly string[]) => {
    const rows = await fetch(ids);
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/**
 * The loaders of one request, each made when a field first needs it: the sign-in check uses
 * none of them, a page of transfers three. The session's own tenant is known already (the
 * session lookup reads it), so a page of messages or transfers asks the database for no tenant
 * at all.
 */
export function createRelationLoaders(services: Services, sessionTenant: TenantWithGroup | null): RelationLoaders {
  const { relations, bankAccounts } = services;
  const made: Partial<RelationLoaders> = {};
  const lazy = <K extends keyof RelationLoaders>(key: K, make: () => RelationLoaders[K]) => ({
    get: () => (made[key] ??= make()),
  });
  return Object.defineProperties({} as RelationLoaders, {
    tenants: lazy('tenants', () => {
      const tenants = byId(relations.tenants);
      if (sessionTenant) tenants.prime(sessionTenant.id, sessionTenant);
      return tenants;
    }),
    clients: lazy('clients', () => byId(relations.clients)),
    transfers: lazy('transfers', () => byId(relations.transfers)),
    bankAccounts: lazy('bankAccounts', () => byId(relations.bankAccounts)),
    offices: lazy('offices', () => byId(relations.offices)),
    realtors: lazy('realtors', () => byId(relations.realtors)),
    transferTypes: lazy('transferTypes', () => byId(relations.transferTypes)),
    unsupported: lazy(
      'unsupported',
      () =>
        new DataLoader((accounts: readonly BankAccountRow[]) => bankAccounts.unsupportedFlags([...accounts]), {
          cacheKeyFn: (account) => account.id,
        }),
    ),
  });
}

/** A relation field: the parent's foreign key, the loader it goes through, and the ownership check. */
function relation<Parent, Row>(
  idOf: (parent: Parent) => string | null,
  loaderOf: (loaders: RelationLoaders) => ById<Row>,
  belongs: (row: Row, parent: Parent) => boolean,
) {
  // Not an async function: a page of 100 transfers resolves 500 of these, and the loader's
  // promise chained once allocates less than an async wrapper awaiting it.
  return (parent: Parent, _args: unknown, context: MercuriusContext): Promise<Row | null> | null => {
    const id = idOf(parent);
    if (id === null) return null;
    return loaderOf(context.relationLoaders)
      .load(id)
      .then((row) => (row !== null && belongs(row, parent) ? row : null));
  };
}

const tenantOf = <Parent>(idOf: (parent: Parent) => string) =>
  relation<Parent, TenantWithGroup>(
    idOf,
    (loaders) => loaders.tenants,
    (tenant, parent) => tenant.id === idOf(parent),
  );

/** A transfer's account: its tenant's escrow account, or an account of the transfer's client. */
const accountOf = (idOf: (transfer: TransferRow) => string | null) =>
  relation<TransferRow, BankAccountRow>(
    idOf,
    (loaders) => loaders.bankAccounts,
    (account, transfer) =>
      account.tenantId === transfer.tenantId &&
      (account.ownerType === 'tenant' || account.clientId === transfer.clientId),
  );

/** The transfer a document or message is about: one of that client's own. */
const ownTransfer = <Parent extends { clientId: string; tenantId: string; transferId: string | null }>() =>
  relation<Parent, TransferRow>(
    (parent) => parent.transferId,
    (loaders) => loaders.transfers,
    (transfer, parent) => transfer.clientId === parent.clientId && transfer.tenantId === parent.tenantId,
  );

const sameTenant = <Row extends { tenantId: string }>(row: Row, transfer: TransferRow) =>
  row.tenantId === transfer.tenantId;

/** Merged into the resolvers by plugin.ts. */
export const relationResolvers: IResolvers = {
  Client: {
    tenant: tenantOf((client: ClientRow) => client.tenantId),
  },
  Transfer: {
    transferType: relation(
      (transfer: TransferRow) => transfer.transferTypeId,
      (loaders) => loaders.transferTypes,
      () => true, // product-wide
    ),
    sourceBankAccount: accountOf((transfer) => transfer.sourceBankAccountId),
    destBankAccount: accountOf((transfer) => transfer.destBankAccountId),
    escrowBankAccount: accountOf((transfer) => transfer.escrowBankAccountId),
    office: relation(
      (transfer: TransferRow) => transfer.officeId,
      (loaders) => loaders.offices,
      sameTenant,
    ),
    realtor: relation(
      (transfer: TransferRow) => transfer.realtorId,
      (loaders) => loaders.realtors,
      sameTenant,
    ),
    agent: relation(
      (transfer: TransferRow) => transfer.agentId,
      (loaders) => loaders.realtors,
      sameTenant,
    ),
    client: relation(
      (transfer: TransferRow) => transfer.clientId,
      (loaders) => loaders.clients,
      (client, transfer) => client.tenantId === transfer.tenantId,
    ),
    tenant: tenantOf((transfer: TransferRow) => transfer.tenantId),
  },
  BankAccount: {
    client: relation(
      (account: BankAccountRow) => account.clientId,
      (loaders) => loaders.clients,
      (client, account) => client.tenantId === account.tenantId,
    ),
    tenant: tenantOf((account: BankAccountRow) => account.tenantId),
    // One rules query per page of accounts (the seeded unsupported_account_rule rows).
    unsupported: (account: BankAccountRow, _args: unknown, context: MercuriusContext) =>
      context.relationLoaders.unsupported.load(account),
  },
  ClientDocument: {
    transfer: ownTransfer<ClientDocumentRow>(),
  },
  ClientMessage: {
    transfer: ownTransfer<ClientMessageRow>(),
    tenant: tenantOf((message: ClientMessageRow) => message.tenantId),
  },
  TransferFeeConfig: {
    tenant: tenantOf((config: TransferFeeConfigRow) => config.tenantId),
  },
};

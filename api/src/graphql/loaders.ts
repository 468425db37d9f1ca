import DataLoader from 'dataloader';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../platform/graphql/resolver-types';
import type { BankAccountRelationRow } from '../banking';
import type { ClientDocumentRow, ClientRow } from '../clients';
import type { ClientMessageRow } from '../notices';
import type { TenantWithGroup, TransferFeeConfigRow } from '../tenants';
import type { TransferRow } from '../transfers';
import type { Services } from '../app/services';

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

/**
 * A loader by id that also remembers the rows its batches answered (`loaded`, null for an id
 * that matched nothing): once a list's relations are preloaded (preloadRelations), each field
 * reads its row from there and returns it as a value, not a promise.
 */
type ById<Row> = DataLoader<string, Row | null> & { readonly loaded: Map<string, Row | null> };

export interface RelationLoaders {
  readonly tenants: ById<TenantWithGroup>;
  readonly clients: ById<ClientRow>;
  readonly transfers: ById<TransferRow>;
  readonly bankAccounts: ById<BankAccountRelationRow>;
  readonly offices: ById<Awaited<ReturnType<Services['relations']['offices']>>[number]>;
  readonly realtors: ById<Awaited<ReturnType<Services['relations']['realtors']>>[number]>;
  readonly transferTypes: ById<Awaited<ReturnType<Services['relations']['transferTypes']>>[number]>;
  /** Whether an account is unsupported (seeded rules), keyed by the account's id. */
  readonly unsupported: DataLoader<BankAccountRelationRow, boolean, string>;
}

declare module 'mercurius' {
  interface MercuriusContext {
    relationLoaders: RelationLoaders;
  }
}

function byId<Row extends { id: string }>(fetch: (ids: readonly string[]) => Promise<Row[]>): ById<Row> {
  const loaded = new Map<string, Row | null>();
  const loader = new DataLoader(async (ids: readonly string[]) => {
    const rows = await fetch(ids);
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = found.get(id) ?? null;
      loaded.set(id, row);
      return row;
    });
  });
  return Object.assign(loader, { loaded });
}

/**
 * The loaders of one request, each made when a field first needs it: the sign-in check uses
 * none of them, a page of transfers three. The session's own tenant is known already (the
 * session lookup reads it), so a page of messages or transfers asks the database for no tenant
 * at all. A class, not an object of per-request getter closures: every GraphQL request makes
 * one of these, and its getters live once on the prototype (ADR 48).
 */
class RequestRelationLoaders implements RelationLoaders {
  #tenants?: RelationLoaders['tenants'];
  #clients?: RelationLoaders['clients'];
  #transfers?: RelationLoaders['transfers'];
  #bankAccounts?: RelationLoaders['bankAccounts'];
  #offices?: RelationLoaders['offices'];
  #realtors?: RelationLoaders['realtors'];
  #transferTypes?: RelationLoaders['transferTypes'];
  #unsupported?: RelationLoaders['unsupported'];

  constructor(
    private readonly services: Services,
    private readonly sessionTenant: TenantWithGroup | null,
  ) {}

  get tenants() {
    if (this.#tenants) return this.#tenants;
    const tenants = byId(this.services.relations.tenants);
    if (this.sessionTenant) {
      tenants.prime(this.sessionTenant.id, this.sessionTenant);
      tenants.loaded.set(this.sessionTenant.id, this.sessionTenant);
    }
    return (this.#tenants = tenants);
  }
  get clients() {
    return (this.#clients ??= byId(this.services.relations.clients));
  }
  get transfers() {
    return (this.#transfers ??= byId(this.services.relations.transfers));
  }
  get bankAccounts() {
    return (this.#bankAccounts ??= byId(this.services.relations.bankAccounts));
  }
  get offices() {
    return (this.#offices ??= byId(this.services.relations.offices));
  }
  get realtors() {
    return (this.#realtors ??= byId(this.services.relations.realtors));
  }
  get transferTypes() {
    return (this.#transferTypes ??= byId(this.services.relations.transferTypes));
  }
  get unsupported() {
    const { bankAccounts } = this.services;
    return (this.#unsupported ??= new DataLoader(
      (accounts: readonly BankAccountRelationRow[]) => bankAccounts.unsupportedFlags([...accounts]),
      { cacheKeyFn: (account) => account.id },
    ));
  }
}

export function createRelationLoaders(services: Services, sessionTenant: TenantWithGroup | null): RelationLoaders {
  return new RequestRelationLoaders(services, sessionTenant);
}

/** A relation field's resolver, with how to load the rows of a whole page of parents at once. */
export interface RelationResolver<Parent, Row> {
  (parent: Parent, args: unknown, context: MercuriusContext): Row | null | Promise<Row | null>;
  preload(parents: readonly Parent[], loaders: RelationLoaders): Promise<unknown>;
}

/** A relation field: the parent's foreign key, the loader it goes through, and the ownership check. */
function relation<Parent, Row>(
  idOf: (parent: Parent) => string | null,
  loaderOf: (loaders: RelationLoaders) => ById<Row>,
  belongs: (row: Row, parent: Parent) => boolean,
): RelationResolver<Parent, Row> {
  const owned = (row: Row | null, parent: Parent) => (row !== null && belongs(row, parent) ? row : null);
  // A row already loaded is returned as is: a page of 100 transfers resolves 500 of these, and
  // a value costs GraphQL execution far less than a promise (no microtask, no pending count).
  const resolve = (parent: Parent, _args: unknown, context: MercuriusContext): Row | null | Promise<Row | null> => {
    const id = idOf(parent);
    if (id === null) return null;
    const loader = loaderOf(context.relationLoaders);
    const row = loader.loaded.get(id);
    if (row !== undefined) return owned(row, parent);
    return loader.load(id).then((loadedRow) => owned(loadedRow, parent));
  };
  const preload = (parents: readonly Parent[], loaders: RelationLoaders) => {
    const ids = new Set<string>();
    for (const parent of parents) {
      const id = idOf(parent);
      if (id !== null) ids.add(id);
    }
    // loadMany answers an Error in place of a row it could not load, never rejects: a field
    // whose batch failed goes through `load` again and reports the error as before.
    return loaderOf(loaders).loadMany([...ids]);
  };
  return Object.assign(resolve, { preload });
}

const tenantOf = <Parent>(idOf: (parent: Parent) => string) =>
  relation<Parent, TenantWithGroup>(
    idOf,
    (loaders) => loaders.tenants,
    (tenant, parent) => tenant.id === idOf(parent),
  );

/** A transfer's account: its tenant's escrow account, or an account of the transfer's client. */
const accountOf = (idOf: (transfer: TransferRow) => string | null) =>
  relation<TransferRow, BankAccountRelationRow>(
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

/** Merged into the domains' resolvers by resolvers.ts. */
export const relationResolvers: Resolvers = {
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
      (account: BankAccountRelationRow) => account.clientId,
      (loaders) => loaders.clients,
      (client, account) => client.tenantId === account.tenantId,
    ),
    tenant: tenantOf((account: BankAccountRelationRow) => account.tenantId),
    // One rules query per page of accounts (the seeded unsupported_account_rule rows).
    unsupported: (account: BankAccountRelationRow, _args: unknown, context: MercuriusContext) =>
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

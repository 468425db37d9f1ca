import type { MercuriusContext, MercuriusLoaders } from 'mercurius';
import type { BankAccountRow } from '../repositories/bank-account-repository';
import type { ClientDocumentRow } from '../repositories/client-document-repository';
import type { ClientMessageRow } from '../repositories/client-message-repository';
import type { ClientRow } from '../repositories/client-repository';
import type { TenantWithGroup } from '../repositories/tenant-repository';
import type { TransferFeeConfigRow } from '../repositories/transfer-fee-config-repository';
import type { TransferRow } from '../repositories/transfer-repository';
import type { RelationService } from '../services/relation-service';

/**
 * Relation fields resolve in batches (one query per field per request, not one per row), and
 * each related row must belong with its parent: same tenant, and for client-owned rows the
 * same client. A row that does not (which the write paths never create) resolves to null
 * rather than leaking across clients or tenants.
 */
function relation<Parent, Row extends { id: string }>(
  idOf: (parent: Parent) => string | null,
  fetch: (relations: RelationService) => (ids: readonly string[]) => Promise<Row[]>,
  belongs: (row: Row, parent: Parent) => boolean,
) {
  return {
    loader: async (queries: Array<{ obj: Parent }>, context: MercuriusContext): Promise<Array<Row | null>> => {
      const ids = [...new Set(queries.map(({ obj }) => idOf(obj)).filter((id): id is string => id !== null))];
      const rows = ids.length === 0 ? [] : await fetch(context.services.relations)(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return queries.map(({ obj }) => {
        const id = idOf(obj);
        const row = id === null ? undefined : byId.get(id);
        return row && belongs(row, obj) ? row : null;
      });
    },
    opts: { cache: false },
  };
}

const tenantOf = <Parent>(idOf: (parent: Parent) => string | null) =>
  relation<Parent, TenantWithGroup>(
    idOf,
    (relations) => relations.tenants,
    (tenant, parent) => tenant.id === idOf(parent),
  );

/** A transfer's account: its tenant's escrow account, or an account of the transfer's client. */
const accountOf = (idOf: (transfer: TransferRow) => string | null) =>
  relation<TransferRow, BankAccountRow>(
    idOf,
    (relations) => relations.bankAccounts,
    (account, transfer) =>
      account.tenantId === transfer.tenantId &&
      (account.ownerType === 'tenant' || account.clientId === transfer.clientId),
  );

/** The transfer a document or message is about: one of that client's own. */
const ownTransfer = <Parent extends { clientId: string; tenantId: string; transferId: string | null }>() =>
  relation<Parent, TransferRow>(
    (parent) => parent.transferId,
    (relations) => relations.transfers,
    (transfer, parent) => transfer.clientId === parent.clientId && transfer.tenantId === parent.tenantId,
  );

const sameTenant = <Row extends { tenantId: string }>(row: Row, transfer: TransferRow) =>
  row.tenantId === transfer.tenantId;

export const loaders: MercuriusLoaders = {
  Client: {
    tenant: tenantOf((client: ClientRow) => client.tenantId),
  },
  Transfer: {
    transferType: relation(
      (transfer: TransferRow) => transfer.transferTypeId,
      (relations) => relations.transferTypes,
      () => true, // product-wide
    ),
    sourceBankAccount: accountOf((transfer) => transfer.sourceBankAccountId),
    destBankAccount: accountOf((transfer) => transfer.destBankAccountId),
    escrowBankAccount: accountOf((transfer) => transfer.escrowBankAccountId),
    office: relation(
      (transfer: TransferRow) => transfer.officeId,
      (relations) => relations.offices,
      sameTenant,
    ),
    realtor: relation(
      (transfer: TransferRow) => transfer.realtorId,
      (relations) => relations.realtors,
      sameTenant,
    ),
    agent: relation(
      (transfer: TransferRow) => transfer.agentId,
      (relations) => relations.realtors,
      sameTenant,
    ),
    client: relation(
      (transfer: TransferRow) => transfer.clientId,
      (relations) => relations.clients,
      (client, transfer) => client.tenantId === transfer.tenantId,
    ),
    tenant: tenantOf((transfer: TransferRow) => transfer.tenantId),
  },
  BankAccount: {
    client: relation(
      (account: BankAccountRow) => account.clientId,
      (relations) => relations.clients,
      (client, account) => client.tenantId === account.tenantId,
    ),
    tenant: tenantOf((account: BankAccountRow) => account.tenantId),
    // One rules query per page of accounts (the seeded unsupported_account_rule rows).
    unsupported: {
      loader: (queries: Array<{ obj: BankAccountRow }>, context: MercuriusContext) =>
        context.services.bankAccounts.unsupportedFlags(queries.map(({ obj }) => obj)),
      opts: { cache: false },
    },
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

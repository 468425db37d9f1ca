import type { BankAccountRepository, BankAccountRelationRow } from '../banking';
import type { ClientRepository, ClientRow } from '../clients';
import type {
  OfficeRepository,
  OfficeRow,
  RealtorRepository,
  RealtorRow,
  TenantRepository,
  TenantWithGroup,
  TransferTypeRepository,
  TransferTypeRow,
} from '../tenants';
import type { TransferRepository, TransferRow } from '../transfers';

/**
 * Batch lookups behind the GraphQL relation fields (a transfer's accounts, office, tenant, …).
 * They take ids from rows the caller was already allowed to read; the GraphQL loaders still
 * check that each related row belongs with its parent (same tenant, same client).
 */
export function createRelationService(deps: {
  tenants: TenantRepository;
  clients: ClientRepository;
  transfers: TransferRepository;
  bankAccounts: BankAccountRepository;
  offices: OfficeRepository;
  realtors: RealtorRepository;
  transferTypes: TransferTypeRepository;
}) {
  return {
    tenants: (ids: readonly string[]): Promise<TenantWithGroup[]> => deps.tenants.findByIds(ids),
    clients: (ids: readonly string[]): Promise<ClientRow[]> => deps.clients.findByIds(ids),
    transfers: (ids: readonly string[]): Promise<TransferRow[]> => deps.transfers.findByIds(ids),
    bankAccounts: (ids: readonly string[]): Promise<BankAccountRelationRow[]> => deps.bankAccounts.findByIds(ids),
    offices: (ids: readonly string[]): Promise<OfficeRow[]> => deps.offices.findByIds(ids),
    realtors: (ids: readonly string[]): Promise<RealtorRow[]> => deps.realtors.findByIds(ids),
    transferTypes: (ids: readonly string[]): Promise<TransferTypeRow[]> => deps.transferTypes.findByIds(ids),
  };
}

export type RelationService = ReturnType<typeof createRelationService>;

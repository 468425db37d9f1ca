import type { BankAccountRepository } from '../banking';
import type { ClientRepository } from '../clients';
import type { BrandingRepository, TenantRepository, TransferFeeConfigRepository } from '../tenants';
import type { TransferRepository } from './transfer-repository';

/** The repositories money movement reads, built once by the composition root and passed in. */
export interface MoneyMovementRepositories {
  transfers: TransferRepository;
  bankAccounts: BankAccountRepository;
  clients: ClientRepository;
  tenants: TenantRepository;
  transferFeeConfigs: TransferFeeConfigRepository;
  /** The tenant's logo on the records a client keeps. */
  brandings: BrandingRepository;
}

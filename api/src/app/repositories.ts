import type { Database } from '../platform/database/database';
import { createBankAccountRepository } from '../banking';
import {
  createBrandingRepository,
  createInstitutionLogoRepository,
  createOfficeRepository,
  createRealtorRepository,
  createTenantRepository,
  createTransferFeeConfigRepository,
  createTransferTypeRepository,
} from '../tenants';
import {
  createClientDocumentRepository,
  createClientRepository,
  createIdentityDocumentRepository,
  createTextOptOutRepository,
} from '../clients';
import { createClientMessageRepository } from '../notices';
import { createHealthRepository } from '../platform/lifecycle/health-repository';
import { createTransferRepository } from '../transfers';

/** The only way services reach data. */
export function createRepositories(db: Database) {
  return {
    tenants: createTenantRepository(db),
    brandings: createBrandingRepository(db),
    health: createHealthRepository(db),
    clients: createClientRepository(db),
    textOptOuts: createTextOptOutRepository(db),
    transfers: createTransferRepository(db),
    bankAccounts: createBankAccountRepository(db),
    offices: createOfficeRepository(db),
    realtors: createRealtorRepository(db),
    transferTypes: createTransferTypeRepository(db),
    institutionLogos: createInstitutionLogoRepository(db),
    transferFeeConfigs: createTransferFeeConfigRepository(db),
    clientDocuments: createClientDocumentRepository(db),
    clientMessages: createClientMessageRepository(db),
    identityDocuments: createIdentityDocumentRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

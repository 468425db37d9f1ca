import type { Database } from '../db/database';
import { createBankAccountRepository } from './bank-account-repository';
import { createBrandingRepository } from './branding-repository';
import { createClientDocumentRepository } from './client-document-repository';
import { createClientMessageRepository } from './client-message-repository';
import { createClientRepository } from './client-repository';
import { createHealthRepository } from './health-repository';
import { createIdentityDocumentRepository } from './identity-document-repository';
import { createInstitutionLogoRepository } from './institution-logo-repository';
import { createOfficeRepository } from './office-repository';
import { createRealtorRepository } from './realtor-repository';
import { createTenantRepository } from './tenant-repository';
import { createTransferFeeConfigRepository } from './transfer-fee-config-repository';
import { createTransferRepository } from './transfer-repository';
import { createTransferTypeRepository } from './transfer-type-repository';

/** The only way services reach data. */
export function createRepositories(db: Database) {
  return {
    tenants: createTenantRepository(db),
    brandings: createBrandingRepository(db),
    health: createHealthRepository(db),
    clients: createClientRepository(db),
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

import type { Database } from '../platform/database/database';
import { createBankAccountRepository } from '../banking/bank-account-repository';
import { createBrandingRepository } from '../tenants/branding-repository';
import { createClientDocumentRepository } from '../clients/client-document-repository';
import { createClientMessageRepository } from '../notices/client-message-repository';
import { createClientRepository } from '../clients/client-repository';
import { createHealthRepository } from '../platform/lifecycle/health-repository';
import { createIdentityDocumentRepository } from '../clients/identity-documents/identity-document-repository';
import { createInstitutionLogoRepository } from '../tenants/institution-logo-repository';
import { createOfficeRepository } from '../tenants/office-repository';
import { createRealtorRepository } from '../tenants/realtor-repository';
import { createTenantRepository } from '../tenants/tenant-repository';
import { createTransferFeeConfigRepository } from '../tenants/transfer-fee-config-repository';
import { createTransferRepository } from '../transfers/transfer-repository';
import { createTransferTypeRepository } from '../tenants/transfer-type-repository';

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

import type { Repositories } from '../repositories';
import { announceStatus } from '../transfers/transfer-status-feed';
import { createBankAccountService } from './bank-account-service';
import { createBrandingService } from './branding-service';
import { createClientDocumentService } from './client-document-service';
import { createClientMessageService } from './client-message-service';
import { createClientService } from './client-service';
import { createDirectoryService } from './directory-service';
import { createHealthService } from './health-service';
import { createIdentityDocumentService } from './identity-document-service';
import { createHostTenantResolver } from './host-tenant';
import { createRelationService } from './relation-service';
import { createTenantService } from './tenant-service';
import { createTransferService } from './transfer-service';

export function createServices(repositories: Repositories) {
  const hostTenant = createHostTenantResolver(repositories.tenants);
  return {
    tenants: createTenantService(repositories.tenants),
    brandings: createBrandingService(repositories.brandings),
    health: createHealthService(repositories.health),
    clients: createClientService(repositories.clients),
    transfers: createTransferService({ ...repositories, announceStatus }),
    bankAccounts: createBankAccountService({ ...repositories, hostTenant }),
    directory: createDirectoryService({ ...repositories, hostTenant }),
    clientDocuments: createClientDocumentService({
      documents: repositories.clientDocuments,
      clients: repositories.clients,
    }),
    clientMessages: createClientMessageService({
      messages: repositories.clientMessages,
      clients: repositories.clients,
    }),
    identityDocuments: createIdentityDocumentService(repositories.identityDocuments),
    relations: createRelationService(repositories),
  };
}

export type Services = ReturnType<typeof createServices>;
export type { RequestScope } from './scope';

import type { Repositories } from './repositories';
import { announceStatus } from '../transfers/transfer-status-feed';
import { createBankAccountService } from '../banking/bank-account-service';
import { createBrandingService } from '../tenants/branding-service';
import { createClientDocumentService } from '../clients/client-document-service';
import { createClientMessageService } from '../notices/client-message-service';
import { createClientService } from '../clients/client-service';
import { createDirectoryService } from '../tenants/directory-service';
import { createHealthService } from '../platform/lifecycle/health-service';
import { createIdentityDocumentService } from '../clients/identity-documents/identity-document-service';
import { createHostTenantResolver } from '../tenants/host-tenant';
import { createRelationService } from '../graphql/relation-service';
import { createTenantService } from '../tenants/tenant-service';
import { createTransferService } from '../transfers/transfer-service';

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
export type { RequestScope } from '../platform/http/request-scope';

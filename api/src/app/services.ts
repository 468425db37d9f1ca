import type { Repositories } from './repositories';
import { type AnnounceStatus, createTransferService } from '../transfers';
import { createBankAccountService } from '../banking';
import {
  createBrandingService,
  createDirectoryService,
  createHostTenantResolver,
  createTenantService,
} from '../tenants';
import { createClientDocumentService, createClientService, createIdentityDocumentService } from '../clients';
import { createClientMessageService } from '../notices';
import { createHealthService } from '../platform/lifecycle/health-service';
import { createRelationService } from '../graphql/relation-service';

export function createServices(repositories: Repositories, announceStatus: AnnounceStatus) {
  const hostTenant = createHostTenantResolver(repositories.tenants);
  return {
    tenants: createTenantService(repositories.tenants),
    brandings: createBrandingService(repositories.brandings),
    health: createHealthService(repositories.health),
    clients: createClientService(repositories.clients, repositories.textOptOuts),
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

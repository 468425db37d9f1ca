/** The clients domain's public face: what other domains and the composition root may import. */
export { createClientDocumentRepository, type ClientDocumentRow } from './client-document-repository';
export { createClientDocumentService } from './client-document-service';
export { createClientRepository, type ClientRepository, type ClientRow } from './client-repository';
export { CLIENT_NOT_FOUND_MESSAGE, createClientService } from './client-service';
export { createClientResolvers } from './client-resolvers';
export { createTextOptOutRepository, type TextOptOutRepository, textRecipients } from './text-opt-out-repository';
export { createIdentityDocumentRepository } from './identity-documents/identity-document-repository';
export { identityDocumentRoutes } from './identity-documents/identity-document-routes';
export { createIdentityDocumentService } from './identity-documents/identity-document-service';
export { securityCustomerRoutes } from './sensitive-data/security-customer-routes';
export { securityPlugin } from './sensitive-data/security-plugin';
export { type SensitiveDataService } from './sensitive-data/sensitive-data-service';

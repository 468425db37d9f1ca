import type { Resolvers } from '../platform/graphql/resolver-types';
import { timestamps } from '../platform/graphql/timestamps';
import type { ClientDocumentService } from './client-document-service';
import type { ClientService } from './client-service';

/** The session's own client (read and profile edits) and its documents. */
export function createClientResolvers(deps: { clients: ClientService; documents: ClientDocumentService }): Resolvers {
  const { clients, documents } = deps;
  return {
    Query: {
      allClients: (_root, args, { scope }) => clients.findClients(args, scope),
      Client: (_root, { where }, { scope }) => clients.findClient(where, scope),
      allClientDocuments: (_root, args, { scope }) => documents.findClientDocuments(args, scope),
    },
    Mutation: {
      updateClient: (_root, { id, data }, { scope }) => clients.updateClient(id, data, scope),
      setClientLanguage: (_root, { language }, { scope }) => clients.setLanguage(language, scope),
    },
    Client: { ...timestamps, textsOptedOut: (row) => clients.textsOptedOut(row) },
    ClientDocument: { ...timestamps },
  };
}

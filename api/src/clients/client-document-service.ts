import type { ClientDocumentRepository, ClientDocumentRow } from './client-document-repository';
import type { ClientRepository } from './client-repository';
import { filterText, namesOwnClient, NO_MATCH, pageOf, requireOwner, uuidFilter } from '../platform/http/query-input';
import type { QueryAllClientDocumentsArgs } from '../platform/graphql/resolver-types';
import type { RequestScope } from '../platform/http/request-scope';

export function createClientDocumentService(deps: { documents: ClientDocumentRepository; clients: ClientRepository }) {
  const { documents, clients } = deps;
  return {
    /** The session's documents (receipts, escrow agreements), by transfer when asked. */
    async findClientDocuments(query: QueryAllClientDocumentsArgs, scope: RequestScope): Promise<ClientDocumentRow[]> {
      const owner = requireOwner(scope);
      const page = pageOf(query);
      const where = query.where ?? {};
      const id = uuidFilter(where.id, 'where.id');
      const transferId = uuidFilter(where.transfer?.id, 'where.transfer.id');
      if (id === NO_MATCH || transferId === NO_MATCH || !(await namesOwnClient(where.client, owner, clients)))
        return [];
      return documents.findOwn(owner, { id, transferId, type: filterText(where.type, 'where.type') }, page);
    },
  };
}

export type ClientDocumentService = ReturnType<typeof createClientDocumentService>;

import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { clientDocument, type ClientDocumentRow } from '../platform/database/schema';
import type { OwnerScope } from '../platform/database/owner-scope';

export type { ClientDocumentRow };

export interface ClientDocumentFilter {
  id?: string;
  transferId?: string;
  type?: string;
}

export function createClientDocumentRepository(db: Database) {
  return {
    async findOwn(
      owner: OwnerScope,
      filter: ClientDocumentFilter,
      page: { limit: number; offset: number },
    ): Promise<ClientDocumentRow[]> {
      const conditions: SQL[] = [
        eq(clientDocument.clientId, owner.clientId),
        eq(clientDocument.tenantId, owner.tenantId),
      ];
      if (filter.id !== undefined) conditions.push(eq(clientDocument.id, filter.id));
      if (filter.transferId !== undefined) conditions.push(eq(clientDocument.transferId, filter.transferId));
      if (filter.type !== undefined) conditions.push(eq(clientDocument.type, filter.type as ClientDocumentRow['type']));
      return db
        .select()
        .from(clientDocument)
        .where(and(...conditions))
        .orderBy(asc(clientDocument.createdAt), asc(clientDocument.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type ClientDocumentRepository = ReturnType<typeof createClientDocumentRepository>;

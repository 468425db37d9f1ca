import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { identityDocument } from '../../platform/database/schema';

export type IdentityDocumentRow = typeof identityDocument.$inferSelect;
export type NewIdentityDocument = Pick<
  typeof identityDocument.$inferInsert,
  'tenantId' | 'clientId' | 'type' | 'storageKey' | 'mimeType' | 'sizeBytes'
>;

/** Identity documents (requirements §3: Passport or License, kept per tenant and client); the bytes live in the object store. */
export function createIdentityDocumentRepository(db: Database) {
  return {
    async insert(document: NewIdentityDocument): Promise<IdentityDocumentRow> {
      const [row] = await db.insert(identityDocument).values(document).returning();
      return row!;
    },

    async findByClient(clientId: string): Promise<IdentityDocumentRow[]> {
      return db.select().from(identityDocument).where(eq(identityDocument.clientId, clientId));
    },
  };
}

export type IdentityDocumentRepository = ReturnType<typeof createIdentityDocumentRepository>;

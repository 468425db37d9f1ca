/**
 * The seeded messages' notice PDFs. The seed inserts rows inside one transaction with no
 * providers at hand, so their PDFs are rendered afterwards, at start-up, by the notices
 * module's own renderer (the same PDF a real notice gets). Idempotent: a message whose PDF is
 * stored already is skipped, so every start after the first costs one query and a read per
 * message, made together.
 */
import { eq, inArray } from 'drizzle-orm';
import { createNoticeRepository, messagePdfUrl, storeNoticePdf } from '../notices';
import type { ObjectStore, PdfRenderer } from '../platform/providers';
import type { Database } from '../platform/database/database';
import { clientMessage } from '../platform/database/schema';
import { demoMessages } from './seed-data';

export interface SeedNoticeDeps {
  db: Database;
  pdf: PdfRenderer;
  objectStore: ObjectStore;
  apiBase: string;
}

/** One object per seeded message (two seeded receipts may share a transfer and a type). */
export function seededNoticePdfKey(message: { tenantId: string; clientId: string; id: string; type: string }) {
  return `tenants/${message.tenantId}/clients/${message.clientId}/notice/seed-${message.type}-${message.id}.pdf`;
}

/** Renders and stores the PDF of every seeded message still without one; returns how many. */
export async function ensureSeededNoticePdfs(deps: SeedNoticeDeps): Promise<number> {
  const notices = createNoticeRepository(deps.db);
  const seededIds = demoMessages.map((seeded) => seeded.id!);
  const messages = await deps.db.select().from(clientMessage).where(inArray(clientMessage.id, seededIds));
  // Checked all at once (one query, the stored files read together): every start after the
  // first finds every PDF stored, so this is all it does then.
  const checked = await Promise.all(
    messages.map(async (message) => {
      const { transferId } = message;
      if (!transferId) return null; // not about a transfer
      const key = seededNoticePdfKey(message);
      if (message.pdfStorageKey === key && (await deps.objectStore.get(key))) return null;
      return { message, transferId, key };
    }),
  );
  let rendered = 0;
  for (const missing of checked) {
    if (!missing) continue;
    const { message, transferId, key } = missing;
    const subject = await notices.findSubject(transferId);
    if (!subject) continue;
    await storeNoticePdf(deps, subject, message.type, key, message.createdAt);
    await deps.db
      .update(clientMessage)
      .set({ pdfStorageKey: key, messageURL: messagePdfUrl(deps.apiBase, message.id) })
      .where(eq(clientMessage.id, message.id));
    rendered += 1;
  }
  return rendered;
}

import type { ObjectStore } from '../../platform/providers';
import { clientObjectKey } from '../../platform/providers';
import type { IdentityDocumentRepository } from './identity-document-repository';

/** The document types of requirements §3, by the lowercase field name the upload uses. */
export const IDENTITY_DOCUMENT_FIELDS = { passport: 'Passport', license: 'License' } as const;
export type IdentityDocumentField = keyof typeof IDENTITY_DOCUMENT_FIELDS;

export interface IdentityImage {
  extension: 'png' | 'jpg';
  mimeType: 'image/png' | 'image/jpeg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, whatever the file was called or claimed to be: PNG, JPEG, or null. */
export function identifyImage(bytes: Buffer): IdentityImage | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { extension: 'png', mimeType: 'image/png' };
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE))
    return { extension: 'jpg', mimeType: 'image/jpeg' };
  return null;
}

export interface StoreIdentityDocument {
  tenantId: string;
  clientId: string;
  field: IdentityDocumentField;
  image: IdentityImage;
  bytes: Buffer;
}

export function createIdentityDocumentService(documents: IdentityDocumentRepository) {
  return {
    /**
     * Stores the image privately under the client's prefix, then records it. A row that cannot
     * be written takes its object with it, so no file is kept that nothing points to.
     */
    async store(objects: ObjectStore, { tenantId, clientId, field, image, bytes }: StoreIdentityDocument) {
      const storageKey = clientObjectKey({ tenantId, clientId, type: field }, image.extension);
      await objects.put(storageKey, bytes, image.mimeType);
      try {
        return await documents.insert({
          tenantId,
          clientId,
          type: IDENTITY_DOCUMENT_FIELDS[field],
          storageKey,
          mimeType: image.mimeType,
          sizeBytes: bytes.length,
        });
      } catch (error) {
        await objects.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type IdentityDocumentService = ReturnType<typeof createIdentityDocumentService>;

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Private object storage for identity documents, receipts and notices. Keys always start with
 * `tenants/<tenantId>/` (see object-key.ts); both stores refuse any other key, so no caller can
 * reach outside the tenant tree or the store's folder.
 */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when no object has that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error (S3 semantics). */
  delete(key: string): Promise<void>;
  /**
   * A URL that reads the object without credentials until it expires. Hand it out only after
   * checking that the caller owns the key's tenant and client.
   */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}

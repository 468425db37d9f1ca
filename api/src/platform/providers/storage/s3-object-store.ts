import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ProviderError } from '../provider-error';
import { assertValidObjectKey } from './object-key';
import type { ObjectStore, StoredObject } from './object-store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, …); AWS itself needs none. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's default chain applies (instance role, profile, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * Server-side encryption of every object written (passports and licences at rest): SSE-S3
   * (AES256) by default, or SSE-KMS with this key (id, ARN or alias) when S3_KMS_KEY_ID is set.
   */
  kmsKeyId?: string;
}

/** Amazon S3 or any S3-compatible store, objects private to the bucket (no public ACLs). */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The job worker owns retries; a request either answers or fails fast.
      maxAttempts: 1,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ...this.encryption(),
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidObjectKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      const bytes = await object.Body?.transformToByteArray();
      return { body: Buffer.from(bytes ?? []), contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
        return null;
      throw toProviderError(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })));
  }

  signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertValidObjectKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }

  /** Asked on every write, so a bucket without default encryption still never stores an object in clear. */
  private encryption() {
    const { kmsKeyId } = this.settings;
    return kmsKeyId
      ? { ServerSideEncryption: 'aws:kms' as const, SSEKMSKeyId: kmsKeyId }
      : { ServerSideEncryption: 'AES256' as const };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toProviderError(error);
    }
  }
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return new ProviderError('s3', error.name, error.message, status === 429 || status >= 500);
  }
  return new ProviderError('s3', 'NETWORK', error instanceof Error ? error.message : 'S3 request failed', true);
}

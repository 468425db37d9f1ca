import nock from 'nock';
import { ProviderError } from '../provider-error';
import { InvalidObjectKeyError } from './object-key';
import { S3ObjectStore } from './s3-object-store';

const KEY = 'tenants/t-1/clients/c-1/passport/0b9f2c1e-4a39-4a7c-9d0e-2f6f5c1a7b11.png';
const HOST = 'https://portal-docs.s3.us-east-1.amazonaws.com';

const store = (kmsKeyId?: string) =>
  new S3ObjectStore({
    bucket: 'portal-docs',
    region: 'us-east-1',
    forcePathStyle: false,
    credentials: { accessKeyId: 'AKIAEXAMPLEEXAMPLE00', secretAccessKey: 'example-secret-key' },
    kmsKeyId,
  });

/**
 * A recorded S3 answer: S3 always sends Content-Length and a request id. (The SDK adds
 * `?x-id=<Operation>` to object requests, hence the `.query` matchers.)
 */
function s3Reply(
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): [number, string | Buffer, Record<string, string>] {
  return [
    status,
    body,
    { 'Content-Length': String(Buffer.byteLength(body)), 'x-amz-request-id': 'EXAMPLE0REQUEST0', ...headers },
  ];
}

function s3Error(status: number, code: string, message: string) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>EXAMPLE0REQUEST0</RequestId><HostId>example-host-id</HostId></Error>`;
  return s3Reply(status, xml, { 'Content-Type': 'application/xml' });
}

describe('S3ObjectStore (recorded S3 responses)', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  it('puts an object with its content type, signed with SigV4', async () => {
    let headers: Record<string, string | string[]> = {};
    let body = '';
    const scope = nock(HOST)
      .put(`/${KEY}`, (sent: string) => {
        body = sent;
        return true;
      })
      .query({ 'x-id': 'PutObject' })
      .reply(function () {
        headers = this.req.headers;
        return s3Reply(200, '', { ETag: '"9b2cf535f27731c974343645a3985328"' });
      });
    await store().put(KEY, Buffer.from('png bytes'), 'image/png');
    expect(scope.isDone()).toBe(true);
    expect(body).toBe('png bytes');
    expect(headers['content-type']).toBe('image/png');
    // SSE-S3 by default: an identity document is never written unencrypted, whatever the bucket's defaults.
    expect(headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(headers['x-amz-server-side-encryption-aws-kms-key-id']).toBeUndefined();
    expect(String(headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLEEXAMPLE00\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
  });

  it('encrypts with the configured KMS key (SSE-KMS) when one is set', async () => {
    let headers: Record<string, string | string[]> = {};
    nock(HOST)
      .put(`/${KEY}`)
      .query({ 'x-id': 'PutObject' })
      .reply(function () {
        headers = this.req.headers;
        return s3Reply(200, '', { ETag: '"9b2cf535f27731c974343645a3985328"' });
      });
    await store('alias/portal-documents').put(KEY, Buffer.from('png bytes'), 'image/png');
    expect(headers['x-amz-server-side-encryption']).toBe('aws:kms');
    expect(headers['x-amz-server-side-encryption-aws-kms-key-id']).toBe('alias/portal-documents');
  });

  it('gets an object back with its content type', async () => {
    nock(HOST)
      .get(`/${KEY}`)
      .query(true)
      .reply(
        ...s3Reply(200, Buffer.from('png bytes'), {
          'Content-Type': 'image/png',
          ETag: '"9b2cf535f27731c974343645a3985328"',
          'Last-Modified': 'Mon, 02 Mar 2026 15:00:00 GMT',
        }),
      );
    await expect(store().get(KEY)).resolves.toEqual({ body: Buffer.from('png bytes'), contentType: 'image/png' });
  });

  it('answers null for a missing key (NoSuchKey)', async () => {
    nock(HOST)
      .get(`/${KEY}`)
      .query(true)
      .reply(...s3Error(404, 'NoSuchKey', 'The specified key does not exist.'));
    await expect(store().get(KEY)).resolves.toBeNull();
  });

  it('deletes an object', async () => {
    const scope = nock(HOST)
      .delete(`/${KEY}`)
      .query(true)
      .reply(...s3Reply(204, ''));
    await store().delete(KEY);
    expect(scope.isDone()).toBe(true);
  });

  it('maps AccessDenied to a permanent error and SlowDown to a retryable one', async () => {
    nock(HOST)
      .put(`/${KEY}`)
      .query(true)
      .reply(...s3Error(403, 'AccessDenied', 'Access Denied'))
      .put(`/${KEY}`)
      .query(true)
      .reply(...s3Error(503, 'SlowDown', 'Please reduce your request rate.'));
    const denied = await store()
      .put(KEY, Buffer.from('x'), 'image/png')
      .catch((caught: unknown) => caught);
    expect(denied).toBeInstanceOf(ProviderError);
    expect(denied).toMatchObject({ provider: 's3', code: 'AccessDenied', retryable: false });
    await expect(store().put(KEY, Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      code: 'SlowDown',
      retryable: true,
    });
  });

  it('presigns a GET URL that expires', async () => {
    const url = new URL(await store().signedUrl(KEY, 300));
    expect(url.origin).toBe(HOST);
    expect(url.pathname).toBe(`/${KEY}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses path-style URLs on an S3-compatible endpoint', async () => {
    const minio = new S3ObjectStore({
      bucket: 'portal-docs',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    const scope = nock('http://127.0.0.1:9000')
      .delete(`/portal-docs/${KEY}`)
      .query(true)
      .reply(...s3Reply(204, ''));
    await minio.delete(KEY);
    expect(scope.isDone()).toBe(true);
  });

  it('refuses keys outside the tenant tree before any request', async () => {
    await expect(store().get('../secrets')).rejects.toThrow(InvalidObjectKeyError);
    await expect(store().put('tenants/t-1/../../x', Buffer.from(''), 'text/plain')).rejects.toThrow(
      InvalidObjectKeyError,
    );
  });
});

import { english } from '../src/i18n';
import { eq } from 'drizzle-orm';
import { identityDocument } from '../src/platform/database/schema';
import { parseClientObjectKey } from '../src/platform/providers';
import {
  DOCUMENT_NOT_FOUND,
  FILE_TOO_LARGE,
  FILE_TYPE,
  NOT_MULTIPART,
  ONE_DOCUMENT,
  OWNER_REQUIRED,
} from '../src/clients/identity-documents/identity-document-routes';
import { identifyImage } from '../src/clients/identity-documents/identity-document-service';
import { createTestClient, createTestSession } from './support/auth-fixtures';
import { TENANT_IDS } from './support/auth-api';
import { HOSTS, useTestApp } from './support/test-app';
import { driversFor } from './support/test-databases';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR png body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg body')]);
const TEXT = Buffer.from('This is a text file renamed to id.png\n');

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.filename) headers.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(
      Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('identifyImage', () => {
  it('knows PNG and JPEG by their signatures only', () => {
    expect(identifyImage(PNG)).toEqual({ extension: 'png', mimeType: 'image/png' });
    expect(identifyImage(JPEG)).toEqual({ extension: 'jpg', mimeType: 'image/jpeg' });
    for (const bytes of [TEXT, Buffer.alloc(0), Buffer.from('GIF89a'), Buffer.from('%PDF-1.7'), PNG.subarray(0, 7)]) {
      expect(identifyImage(bytes)).toBeNull();
    }
  });
});

describe.each(driversFor('one'))('identity documents, POST /api/assets/private/ (%s)', (driver) => {
  const context = useTestApp(driver);

  async function signedIn(tenant: 'demo' | 'acme' = 'demo') {
    const tenantId = TENANT_IDS[tenant];
    const client = await createTestClient(context.database.db, { tenantId });
    const owner = { clientId: client.id, tenantId };
    return { ...owner, token: await createTestSession(context.database.db, owner), host: HOSTS[tenant] };
  }

  function upload(
    parts: Part[],
    { token, host = HOSTS.demo, url = '/api/assets/private/' }: { token?: string; host?: string; url?: string },
  ) {
    const body = multipart(parts);
    return context.app.inject({
      method: 'POST',
      url,
      headers: { host, 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
  }

  const owned = (owner: { tenantId: string; clientId: string }, file: Part): Part[] => [
    { name: 'TENANT_GUID', value: owner.tenantId },
    { name: 'CLIENT_GUID', value: owner.clientId },
    file,
  ];

  const rowsOf = (clientId: string) =>
    context.database.db.select().from(identityDocument).where(eq(identityDocument.clientId, clientId));

  it('stores a PNG privately under the client and answers its asset id under the type', async () => {
    const session = await signedIn();
    const response = await upload(
      owned(session, { name: 'passport', value: PNG, filename: 'passport.png', contentType: 'image/png' }),
      session,
    );

    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { passport } = response.json<{ passport: string }>();
    const [row] = await rowsOf(session.clientId);
    expect(row).toMatchObject({
      id: passport,
      tenantId: session.tenantId,
      clientId: session.clientId,
      type: 'Passport',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
    });
    expect(parseClientObjectKey(row!.storageKey)).toEqual({
      tenantId: session.tenantId,
      clientId: session.clientId,
      type: 'passport',
    });
    expect(row!.storageKey).toMatch(/\.png$/);
    await expect(context.app.providers.objectStore.get(row!.storageKey)).resolves.toEqual({
      body: PNG,
      contentType: 'image/png',
    });
  });

  it('judges the bytes, not the name: a JPEG called .png is stored as a JPEG license', async () => {
    const session = await signedIn('acme');
    const response = await upload(
      owned(session, { name: 'license', value: JPEG, filename: 'license.png', contentType: 'image/png' }),
      { ...session, url: '/api/assets/private' },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(session.clientId);
    expect(row).toMatchObject({
      id: response.json<{ license: string }>().license,
      type: 'License',
      mimeType: 'image/jpeg',
    });
    expect(row!.storageKey).toMatch(/\/license\/[^/]+\.jpg$/);
  });

  it.each([
    ['a text file renamed id.png', TEXT, 'id.png', 'image/png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'id.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'id.jpg', 'image/jpeg'],
  ])('refuses %s with the required message and keeps nothing', async (_, bytes, filename, contentType) => {
    const session = await signedIn();
    const response = await upload(owned(session, { name: 'passport', value: bytes, filename, contentType }), session);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: english(FILE_TYPE), code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await rowsOf(session.clientId)).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const session = await signedIn();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(
      owned(session, { name: 'passport', value: big, filename: 'big.png', contentType: 'image/png' }),
      session,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: english(FILE_TOO_LARGE), code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsOf(session.clientId)).toEqual([]);
  });

  it("answers another client's or another tenant's ids as if they did not exist", async () => {
    const session = await signedIn();
    const other = await signedIn();
    const file: Part = { name: 'passport', value: PNG, filename: 'p.png', contentType: 'image/png' };
    for (const owner of [
      { tenantId: session.tenantId, clientId: other.clientId },
      { tenantId: TENANT_IDS.acme, clientId: session.clientId },
    ]) {
      const response = await upload(owned(owner, file), session);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: english(DOCUMENT_NOT_FOUND), code: 'NOT_FOUND' });
    }
    expect(await rowsOf(session.clientId)).toEqual([]);
    expect(await rowsOf(other.clientId)).toEqual([]);
  });

  it('needs a session of the host tenant', async () => {
    const session = await signedIn('acme');
    const file: Part = { name: 'passport', value: PNG, filename: 'p.png', contentType: 'image/png' };
    expect((await upload(owned(session, file), {})).statusCode).toBe(401);
    // An acme token on demo's host is no session there.
    expect((await upload(owned(session, file), { token: session.token, host: HOSTS.demo })).statusCode).toBe(401);
  });

  it.each<[string, (owner: { tenantId: string; clientId: string }) => Part[], string]>([
    [
      'an unknown document type',
      (owner) => owned(owner, { name: 'selfie', value: PNG, filename: 's.png', contentType: 'image/png' }),
      english(ONE_DOCUMENT),
    ],
    [
      'two files',
      (owner) => [
        ...owned(owner, { name: 'passport', value: PNG, filename: 'p.png', contentType: 'image/png' }),
        { name: 'license', value: PNG, filename: 'l.png', contentType: 'image/png' },
      ],
      english(ONE_DOCUMENT),
    ],
    ['no file', (owner) => owned(owner, { name: 'note', value: 'hello' }), english(ONE_DOCUMENT)],
    [
      'no owner fields',
      () => [{ name: 'passport', value: PNG, filename: 'p.png', contentType: 'image/png' }],
      OWNER_REQUIRED,
    ],
  ])('refuses %s with a 400', async (_, parts, message) => {
    const session = await signedIn();
    const response = await upload(parts(session), session);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect(await rowsOf(session.clientId)).toEqual([]);
  });

  it('refuses a body that is not multipart', async () => {
    const session = await signedIn();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/assets/private/',
      headers: { host: session.host, authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      payload: { TENANT_GUID: session.tenantId, CLIENT_GUID: session.clientId, passport: 'iVBORw0KGgo=' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: english(NOT_MULTIPART), code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

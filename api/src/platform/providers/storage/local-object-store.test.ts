import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { LocalObjectStore } from './local-object-store';
import { clientObjectKey, InvalidObjectKeyError, parseClientObjectKey } from './object-key';

const T0 = new Date('2026-03-02T15:00:00.000Z');

describe('LocalObjectStore', () => {
  let base: string;
  let root: string;
  let now: Date;
  let store: LocalObjectStore;

  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'objects-'));
    root = path.join(base, 'objects');
    now = T0;
    store = new LocalObjectStore({ root, publicPath: '/api/sandbox/objects', now: () => now });
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  it('puts, gets and deletes an object under the tenant and client folder', async () => {
    const key = clientObjectKey({ tenantId: 't-1', clientId: 'c-1', type: 'passport' }, 'png');
    expect(key).toMatch(/^tenants\/t-1\/clients\/c-1\/passport\/[0-9a-f-]{36}\.png$/);
    await store.put(key, Buffer.from('png bytes'), 'image/png');
    expect(await readdir(path.join(root, 'tenants', 't-1', 'clients', 'c-1', 'passport'))).toEqual([
      key.split('/').pop(),
    ]);
    await expect(store.get(key)).resolves.toEqual({ body: Buffer.from('png bytes'), contentType: 'image/png' });
    await store.delete(key);
    await expect(store.get(key)).resolves.toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('refuses path traversal and keys outside the tenant tree', async () => {
    for (const key of [
      '../outside.txt',
      'tenants/t-1/../../outside.txt',
      'tenants/t-1/clients/../../../x',
      '/etc/passwd',
      'tenants//x',
      'tenants/t-1/.meta/x',
      'tenants/t-1/clients/c-1\\..\\..\\x',
      'other/t-1/x',
      'tenants/t-1',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(InvalidObjectKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidObjectKeyError);
    }
    expect(await readdir(base)).toEqual([]);
  });

  it('never resolves any key it accepts outside its root (property)', async () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._\-/\\%]{1,12}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 5 }), async (parts) => {
        const key = `tenants/${parts.join('/')}`;
        const written = await store.put(key, Buffer.from('x'), 'text/plain').then(
          () => true,
          (error: unknown) => {
            if (!(error instanceof InvalidObjectKeyError)) throw error;
            return false;
          },
        );
        if (written) {
          const file = path.resolve(root, ...key.split('/'));
          expect(file.startsWith(root + path.sep)).toBe(true);
          await store.delete(key);
        }
      }),
      { numRuns: 200 },
    );
    expect((await readdir(base)).filter((name) => name !== 'objects')).toEqual([]);
  });

  it('signs URLs that work until they expire and only for their key', async () => {
    const key = clientObjectKey({ tenantId: 't-1', clientId: 'c-1', type: 'receipt' }, 'pdf');
    const url = new URL(await store.signedUrl(key, 300), 'http://demo.localhost');
    expect(url.pathname).toBe(`/api/sandbox/objects/${key}`);
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    expect(store.verifySignedUrl(key, expires, signature)).toBe(true);

    const otherKey = clientObjectKey({ tenantId: 't-1', clientId: 'c-2', type: 'receipt' }, 'pdf');
    expect(store.verifySignedUrl(otherKey, expires, signature)).toBe(false);
    expect(store.verifySignedUrl(key, String(Number(expires) + 1000), signature)).toBe(false);
    // The first character carries six full bits (the last one of base64 only some): changing
    // it always changes the signature's bytes.
    const tampered = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(store.verifySignedUrl(key, expires, tampered)).toBe(false);
    expect(store.verifySignedUrl(key, 'soon', signature)).toBe(false);

    now = new Date(T0.getTime() + 301_000);
    expect(store.verifySignedUrl(key, expires, signature)).toBe(false);
  });

  it('does not accept another store’s signatures (secret per store)', async () => {
    const key = clientObjectKey({ tenantId: 't-1', clientId: 'c-1', type: 'receipt' }, 'pdf');
    const other = new LocalObjectStore({ root, publicPath: '/api/sandbox/objects', now: () => now });
    const url = new URL(await other.signedUrl(key, 300), 'http://x');
    expect(
      store.verifySignedUrl(key, url.searchParams.get('expires') ?? '', url.searchParams.get('signature') ?? ''),
    ).toBe(false);
  });
});

describe('client object keys', () => {
  it('parses the tenant, client and type back out of a key', () => {
    const key = clientObjectKey({ tenantId: 'T-1', clientId: 'c-9', type: 'license' }, '.JPG');
    expect(key.endsWith('.jpg')).toBe(true);
    expect(parseClientObjectKey(key)).toEqual({ tenantId: 'T-1', clientId: 'c-9', type: 'license' });
    expect(parseClientObjectKey('tenants/t/other/x.pdf')).toBeNull();
    expect(parseClientObjectKey('tenants/t/clients/../x/y.pdf')).toBeNull();
  });

  it('refuses parts that would change the key’s shape', () => {
    expect(() => clientObjectKey({ tenantId: '../t', clientId: 'c', type: 'passport' }, 'png')).toThrow(
      InvalidObjectKeyError,
    );
    expect(() => clientObjectKey({ tenantId: 't', clientId: 'c/d', type: 'passport' }, 'png')).toThrow(
      InvalidObjectKeyError,
    );
    expect(() => clientObjectKey({ tenantId: 't', clientId: 'c', type: 'Pass port' }, 'png')).toThrow(
      InvalidObjectKeyError,
    );
    expect(() => clientObjectKey({ tenantId: 't', clientId: 'c', type: 'passport' }, 'png/../x')).toThrow(
      InvalidObjectKeyError,
    );
  });
});

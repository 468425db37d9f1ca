import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidObjectKey } from './object-key';
import type { ObjectStore, StoredObject } from './object-store';
import { sameBytes } from '../../security/same-bytes';

export interface LocalObjectStoreOptions {
  /** DATA_DIR/objects */
  root: string;
  /** Path under which signed URLs are served (the sandbox plugin's `${apiBase}/sandbox/objects`). */
  publicPath: string;
  /** Signs URLs; a fresh random secret per process unless given, so URLs die with the process. */
  signingSecret?: Buffer;
  now?: () => Date;
}

/**
 * The sandbox object store: a folder, one file per key, the content type in a sidecar under
 * `.meta/` (keys start with `tenants/`, so they can never collide with it). Writes go through
 * a temporary file and a rename, so a reader never sees half an object.
 */
export class LocalObjectStore implements ObjectStore {
  private readonly root: string;
  private readonly secret: Buffer;
  private readonly now: () => Date;

  constructor(private readonly options: LocalObjectStoreOptions) {
    this.root = path.resolve(options.root);
    this.secret = options.signingSecret ?? randomBytes(32);
    this.now = options.now ?? (() => new Date());
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileFor(key);
    await writeAtomically(this.metaFileFor(key), JSON.stringify({ contentType }));
    await writeAtomically(file, body);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileFor(key);
    try {
      const [body, meta] = await Promise.all([readFile(file), readFile(this.metaFileFor(key), 'utf8')]);
      return { body, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
    await rm(this.metaFileFor(key), { force: true });
  }

  async signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertValidObjectKey(key);
    const expires = Math.floor(this.now().getTime() / 1000) + expiresInSeconds;
    const query = new URLSearchParams({ expires: String(expires), signature: this.sign(key, expires) });
    return `${this.options.publicPath}/${key}?${query.toString()}`;
  }

  /** True when `signature` was made by this store for `key` and has not expired. */
  verifySignedUrl(key: string, expires: string, signature: string): boolean {
    const expiresAt = Number(expires);
    if (!/^\d{1,12}$/.test(expires) || expiresAt * 1000 < this.now().getTime()) return false;
    const expected = Buffer.from(this.sign(key, expiresAt));
    const given = Buffer.from(signature);
    return sameBytes(given, expected);
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }

  private fileFor(key: string): string {
    assertValidObjectKey(key);
    return this.inside(path.join(this.root, ...key.split('/')));
  }

  private metaFileFor(key: string): string {
    assertValidObjectKey(key);
    return this.inside(path.join(this.root, '.meta', ...key.split('/')) + '.json');
  }

  /** Second line of defence behind key validation: nothing resolves outside the root. */
  private inside(file: string): string {
    const relative = path.relative(this.root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error('Object path escapes the store root');
    return file;
  }
}

async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateSandboxSecrets, sandboxSecretsPath } from '../../src/platform/security/sandbox-secrets';
import { resolveSecrets } from '../../src/platform/security/secrets';
import { readSecretSettings } from '../../src/platform/security/secrets-config';

describe('sandbox secrets', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-secrets-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('are generated on first start, private to the owner, and the same on every later start', () => {
    const first = loadOrCreateSandboxSecrets(dataDir);
    expect(first.dataKey).toHaveLength(32);
    expect(first.codeHashKey).toHaveLength(32);
    expect(first.transportPrivateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(statSync(sandboxSecretsPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSandboxSecrets(dataDir)).toEqual(first);
  });

  it('fill in only what is not configured', () => {
    const configured = readSecretSettings(
      { AUTH_CODE_HASH_KEY: Buffer.alloc(32, 7).toString('base64') },
      'sandbox',
    ).settings;
    const secrets = resolveSecrets({ settings: configured, mode: 'sandbox', dataDir });
    const sandbox = loadOrCreateSandboxSecrets(dataDir);
    expect(secrets.codeHashKey).toEqual(Buffer.alloc(32, 7));
    expect(secrets.dataKeys.current).toEqual({ id: sandbox.dataKeyId, key: sandbox.dataKey });
    expect(secrets.transportPrivateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    // The request-link key comes from the sandbox file too: its own key, the same on every start.
    expect(secrets.requestLinkKey).toHaveLength(32);
    expect(secrets.requestLinkKey).not.toEqual(sandbox.codeHashKey);
    expect(resolveSecrets({ settings: configured, mode: 'sandbox', dataDir }).requestLinkKey).toEqual(
      secrets.requestLinkKey,
    );
  });

  it('are never used in production', () => {
    const empty = readSecretSettings({}, 'sandbox').settings;
    expect(() => resolveSecrets({ settings: empty, mode: 'production', dataDir })).toThrow(
      /PORTAL_MODE=production needs/,
    );
    expect(() => statSync(sandboxSecretsPath(dataDir))).toThrow();
  });
});

/**
 * Sandbox defaults for the secrets, so `pnpm start` works with no configuration: generated
 * once into DATA_DIR/secrets/sandbox-secrets.json and reused on every start, so values sealed
 * yesterday still open today. Production never reaches this (config.ts refuses to start).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_RSA_MODULUS_BITS } from './secrets-config';

export interface SandboxSecrets {
  dataKeyId: string;
  dataKey: Buffer;
  transportPrivateKeyPem: string;
  codeHashKey: Buffer;
}

interface StoredSandboxSecrets {
  dataKeyId: string;
  dataKey: string;
  transportPrivateKeyPem: string;
  codeHashKey: string;
}

export const SANDBOX_DATA_KEY_ID = 'sandbox-1';

export function sandboxSecretsPath(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'sandbox-secrets.json');
}

export function loadOrCreateSandboxSecrets(dataDir: string): SandboxSecrets {
  const file = sandboxSecretsPath(dataDir);
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify(generate(), null, 2), { mode: 0o600 });
  try {
    // link() fails when the file exists: of two processes starting at once (jest workers),
    // one creates it and the other reads the winner's, never a half-written file.
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return parse(readFileSync(file, 'utf8'));
}

function generate(): StoredSandboxSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MIN_RSA_MODULUS_BITS });
  return {
    dataKeyId: SANDBOX_DATA_KEY_ID,
    dataKey: randomBytes(32).toString('base64'),
    transportPrivateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    codeHashKey: randomBytes(32).toString('base64'),
  };
}

function parse(text: string): SandboxSecrets {
  const stored = JSON.parse(text) as StoredSandboxSecrets;
  return {
    dataKeyId: stored.dataKeyId,
    dataKey: Buffer.from(stored.dataKey, 'base64'),
    transportPrivateKeyPem: stored.transportPrivateKeyPem,
    codeHashKey: Buffer.from(stored.codeHashKey, 'base64'),
  };
}

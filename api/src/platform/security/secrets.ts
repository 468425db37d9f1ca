import { createPrivateKey, hkdfSync, type KeyObject } from 'node:crypto';
import { loadOrCreateSandboxSecrets, type SandboxSecrets } from './sandbox-secrets';
import type { DataKey, SecretSettings } from './secrets-config';

/** The keys the app runs with, whichever source they came from. */
export interface Secrets {
  /** Seals new values with `current`; opens any value whose key id is in `keys`. */
  dataKeys: { current: DataKey; all: readonly DataKey[] };
  /** RSA-OAEP private key for SSN and date of birth encrypted by the browser. */
  transportPrivateKey: KeyObject;
  /** HMAC key for stored SMS codes. */
  codeHashKey: Buffer;
  /** HMAC key for the references in transfer-request links (request-references.ts). */
  requestLinkKey: Buffer;
}

export interface SecretSources {
  settings: SecretSettings;
  mode: 'sandbox' | 'production';
  dataDir: string;
}

/**
 * Configured secrets first; whatever is missing comes from the sandbox file in sandbox mode.
 * Production without a configured secret is refused by loadConfig already; this repeats the
 * check so no other path can start production on generated keys.
 */
export function resolveSecrets({ settings, mode, dataDir }: SecretSources): Secrets {
  const complete =
    settings.dataKeys.length > 0 &&
    settings.transportPrivateKeyPem !== null &&
    settings.codeHashKey !== null &&
    settings.requestLinkKey !== null;
  if (!complete && mode === 'production') {
    throw new Error(
      'PORTAL_MODE=production needs DATA_ENCRYPTION_KEYS, SENSITIVE_DATA_PRIVATE_KEY, AUTH_CODE_HASH_KEY and REQUEST_LINK_KEY',
    );
  }
  let sandbox: SandboxSecrets | null = null;
  const sandboxSecrets = () => (sandbox ??= loadOrCreateSandboxSecrets(dataDir));

  const dataKeys =
    settings.dataKeys.length > 0
      ? settings.dataKeys
      : [{ id: sandboxSecrets().dataKeyId, key: sandboxSecrets().dataKey }];
  const currentId = settings.dataKeys.length > 0 ? settings.currentDataKeyId : sandboxSecrets().dataKeyId;
  const current = dataKeys.find((dataKey) => dataKey.id === currentId);
  if (!current) throw new Error('DATA_ENCRYPTION_KEY_ID does not name a key of DATA_ENCRYPTION_KEYS');

  return {
    dataKeys: { current, all: dataKeys },
    transportPrivateKey: createPrivateKey(settings.transportPrivateKeyPem ?? sandboxSecrets().transportPrivateKeyPem),
    codeHashKey: settings.codeHashKey ?? sandboxSecrets().codeHashKey,
    requestLinkKey: settings.requestLinkKey ?? sandboxRequestLinkKey(sandboxSecrets().codeHashKey),
  };
}

/**
 * The sandbox's request-link key, derived from its generated code-hash key (HKDF, its own
 * label), so the sandbox secrets file keeps its shape and existing data folders keep working.
 */
function sandboxRequestLinkKey(codeHashKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', codeHashKey, Buffer.alloc(0), 'closing-portal/request-link-key', 32));
}

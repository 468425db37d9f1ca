import { createPrivateKey } from 'node:crypto';

/** An AES-256 key and the id stored beside every value it seals (key rotation keeps old ids readable). */
export interface DataKey {
  id: string;
  key: Buffer;
}

/**
 * The secrets read from the environment; an empty value means "use the sandbox default"
 * (generated under DATA_DIR on first start, see sandbox-secrets.ts), which production refuses.
 */
export interface SecretSettings {
  /** DATA_ENCRYPTION_KEYS: `kid:base64key,…`, each key 32 bytes. */
  dataKeys: DataKey[];
  /** DATA_ENCRYPTION_KEY_ID: the key that seals new values; the others only open old ones. */
  currentDataKeyId: string | null;
  /** SENSITIVE_DATA_PRIVATE_KEY: RSA (2048+) private key, PEM; the browser encrypts to its public half. */
  transportPrivateKeyPem: string | null;
  /** AUTH_CODE_HASH_KEY: base64, 32+ bytes; the HMAC key of stored SMS codes. */
  codeHashKey: Buffer | null;
  /** REQUEST_LINK_KEY: base64, 32+ bytes; the HMAC key of the references in transfer-request links. */
  requestLinkKey: Buffer | null;
}

export const MIN_RSA_MODULUS_BITS = 2048;
const DATA_KEY_BYTES = 32;
const MIN_CODE_HASH_KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

type Env = Record<string, string | undefined>;

/**
 * Reads the secret variables for config.ts, reporting problems instead of throwing (the
 * operator sees every problem at once). Problems never quote a value: these are secrets.
 */
export function readSecretSettings(
  env: Env,
  mode: 'sandbox' | 'production',
): { settings: SecretSettings; problems: string[] } {
  const problems: string[] = [];
  const read = (name: string) => (env[name] ?? '').trim();

  const dataKeys: DataKey[] = [];
  for (const entry of read('DATA_ENCRYPTION_KEYS').split(',')) {
    if (entry.trim() === '') continue;
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator).trim();
    const key = decodeBase64(entry.slice(separator + 1).trim());
    if (separator < 1 || !KEY_ID.test(id)) {
      problems.push(
        'DATA_ENCRYPTION_KEYS entries must be kid:base64key, the kid made of letters, digits, _ or - (at most 32)',
      );
    } else if (key?.length !== DATA_KEY_BYTES) {
      problems.push(
        `DATA_ENCRYPTION_KEYS key "${id}" must be ${DATA_KEY_BYTES} bytes, base64-encoded (openssl rand -base64 32)`,
      );
    } else if (dataKeys.some((existing) => existing.id === id)) {
      problems.push(`DATA_ENCRYPTION_KEYS names the key id "${id}" twice`);
    } else {
      dataKeys.push({ id, key });
    }
  }

  let currentDataKeyId: string | null = read('DATA_ENCRYPTION_KEY_ID') || null;
  if (currentDataKeyId === null && dataKeys.length === 1) currentDataKeyId = dataKeys[0]!.id;
  if (currentDataKeyId !== null && !dataKeys.some((dataKey) => dataKey.id === currentDataKeyId)) {
    problems.push(`DATA_ENCRYPTION_KEY_ID "${currentDataKeyId}" is not one of the ids in DATA_ENCRYPTION_KEYS`);
  } else if (currentDataKeyId === null && dataKeys.length > 1) {
    problems.push(
      'DATA_ENCRYPTION_KEY_ID must name the key that seals new values when DATA_ENCRYPTION_KEYS lists several',
    );
  }

  // Environment files often carry a PEM on one line with literal \n.
  const transportPrivateKeyPem = read('SENSITIVE_DATA_PRIVATE_KEY').replaceAll('\\n', '\n') || null;
  if (transportPrivateKeyPem !== null) {
    const problem = rsaKeyProblem(transportPrivateKeyPem);
    if (problem) problems.push(`SENSITIVE_DATA_PRIVATE_KEY ${problem}`);
  }

  const codeHashKeyText = read('AUTH_CODE_HASH_KEY');
  const codeHashKey = codeHashKeyText ? decodeBase64(codeHashKeyText) : null;
  if (codeHashKeyText && (codeHashKey === null || codeHashKey.length < MIN_CODE_HASH_KEY_BYTES)) {
    problems.push(
      `AUTH_CODE_HASH_KEY must be at least ${MIN_CODE_HASH_KEY_BYTES} bytes, base64-encoded (openssl rand -base64 32)`,
    );
  }

  const requestLinkKeyText = read('REQUEST_LINK_KEY');
  const requestLinkKey = requestLinkKeyText ? decodeBase64(requestLinkKeyText) : null;
  if (requestLinkKeyText && (requestLinkKey === null || requestLinkKey.length < MIN_CODE_HASH_KEY_BYTES)) {
    problems.push(
      `REQUEST_LINK_KEY must be at least ${MIN_CODE_HASH_KEY_BYTES} bytes, base64-encoded (openssl rand -base64 32)`,
    );
  }

  if (mode === 'production') {
    const needs = (missing: boolean, what: string) => {
      if (missing) problems.push(`PORTAL_MODE=production needs ${what}`);
    };
    needs(dataKeys.length === 0, 'DATA_ENCRYPTION_KEYS (and DATA_ENCRYPTION_KEY_ID) to encrypt SSN and date of birth');
    needs(
      transportPrivateKeyPem === null,
      'SENSITIVE_DATA_PRIVATE_KEY (RSA 2048+ PEM) for SSN and date of birth in transit',
    );
    needs(!codeHashKeyText, 'AUTH_CODE_HASH_KEY to store SMS codes');
    needs(!requestLinkKeyText, 'REQUEST_LINK_KEY to sign the links of transfer requests');
  }

  return { settings: { dataKeys, currentDataKeyId, transportPrivateKeyPem, codeHashKey, requestLinkKey }, problems };
}

function decodeBase64(text: string): Buffer | null {
  return BASE64.test(text)
    ? Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64')
    : null;
}

function rsaKeyProblem(pem: string): string | null {
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa') return 'must be an RSA key';
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    return bits < MIN_RSA_MODULUS_BITS ? `must be at least ${MIN_RSA_MODULUS_BITS} bits` : null;
  } catch {
    return 'is not a readable PEM private key';
  }
}

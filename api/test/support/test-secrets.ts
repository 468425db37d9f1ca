import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { SecretSettings } from '../../src/platform/security/secrets-config';

let secrets: SecretSettings | undefined;

/**
 * Configured secrets for test apps (one set per test file), so no test reads or writes the
 * sandbox secrets under the repository's DATA_DIR, and production-mode apps can start.
 */
export function testSecrets(): SecretSettings {
  secrets ??= {
    dataKeys: [{ id: 'test-1', key: randomBytes(32) }],
    currentDataKeyId: 'test-1',
    transportPrivateKeyPem: generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    codeHashKey: randomBytes(32),
    requestLinkKey: randomBytes(32),
  };
  return secrets;
}

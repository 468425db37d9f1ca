import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../src/platform/config/config';
import { readSecretSettings } from '../../src/platform/security/secrets-config';

const key32 = () => randomBytes(32).toString('base64');
const rsaPem = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('secret settings', () => {
  it('are empty in sandbox mode without variables: the sandbox defaults apply', () => {
    expect(readSecretSettings({}, 'sandbox')).toEqual({
      settings: {
        dataKeys: [],
        currentDataKeyId: null,
        transportPrivateKeyPem: null,
        codeHashKey: null,
        requestLinkKey: null,
      },
      problems: [],
    });
  });

  it('read a key ring, its current key, a one-line PEM and the code hash key', () => {
    const pem = rsaPem(2048);
    const [first, second, hashKey, linkKey] = [key32(), key32(), key32(), key32()];
    const { settings, problems } = readSecretSettings(
      {
        DATA_ENCRYPTION_KEYS: `2025-01:${first}, 2026-01:${second}`,
        DATA_ENCRYPTION_KEY_ID: '2026-01',
        SENSITIVE_DATA_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
        AUTH_CODE_HASH_KEY: hashKey,
        REQUEST_LINK_KEY: linkKey,
      },
      'production',
    );
    expect(problems).toEqual([]);
    expect(settings.dataKeys.map((dataKey) => [dataKey.id, dataKey.key.toString('base64')])).toEqual([
      ['2025-01', first],
      ['2026-01', second],
    ]);
    expect(settings.currentDataKeyId).toBe('2026-01');
    expect(settings.transportPrivateKeyPem).toBe(pem);
    expect(settings.codeHashKey?.toString('base64')).toBe(hashKey);
    expect(settings.requestLinkKey?.toString('base64')).toBe(linkKey);
  });

  it('take a single key as the current one', () => {
    expect(readSecretSettings({ DATA_ENCRYPTION_KEYS: `k1:${key32()}` }, 'sandbox').settings.currentDataKeyId).toBe(
      'k1',
    );
  });

  it.each([
    [{ DATA_ENCRYPTION_KEYS: 'no-separator' }, /entries must be kid:base64key/],
    [{ DATA_ENCRYPTION_KEYS: `k1:${randomBytes(16).toString('base64')}` }, /key "k1" must be 32 bytes/],
    [{ DATA_ENCRYPTION_KEYS: `k1:${key32()},k1:${key32()}` }, /names the key id "k1" twice/],
    [{ DATA_ENCRYPTION_KEYS: `k1:${key32()},k2:${key32()}` }, /DATA_ENCRYPTION_KEY_ID must name the key/],
    [{ DATA_ENCRYPTION_KEYS: `k1:${key32()}`, DATA_ENCRYPTION_KEY_ID: 'k9' }, /"k9" is not one of the ids/],
    [{ SENSITIVE_DATA_PRIVATE_KEY: 'not a pem' }, /not a readable PEM private key/],
    [{ SENSITIVE_DATA_PRIVATE_KEY: rsaPem(1024) }, /at least 2048 bits/],
    [{ AUTH_CODE_HASH_KEY: randomBytes(16).toString('base64') }, /AUTH_CODE_HASH_KEY must be at least 32 bytes/],
    [{ REQUEST_LINK_KEY: randomBytes(16).toString('base64') }, /REQUEST_LINK_KEY must be at least 32 bytes/],
  ])('report %p', (env, problem) => {
    expect(readSecretSettings(env, 'sandbox').problems).toEqual([expect.stringMatching(problem)]);
  });

  it('never quote a secret in a problem', () => {
    const secret = randomBytes(16).toString('base64');
    const { problems } = readSecretSettings(
      { DATA_ENCRYPTION_KEYS: `k1:${secret}`, AUTH_CODE_HASH_KEY: secret },
      'sandbox',
    );
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toContain(secret);
  });

  it('are required in production: the server refuses to start without them', () => {
    expect(() => loadConfig({ PORTAL_MODE: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ PORTAL_MODE: 'production' });
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/needs DATA_ENCRYPTION_KEYS/),
          expect.stringMatching(/needs SENSITIVE_DATA_PRIVATE_KEY/),
          expect.stringMatching(/needs AUTH_CODE_HASH_KEY/),
          expect.stringMatching(/needs REQUEST_LINK_KEY/),
        ]),
      );
    }
  });

  it('reach the app configuration, with the per-IP limits of the code routes', () => {
    const config = loadConfig({
      DATA_ENCRYPTION_KEYS: `k1:${key32()}`,
      AUTH_CODE_REQUESTS_PER_IP: '5',
      AUTH_CODE_VERIFICATIONS_PER_IP: '9',
      AUTH_PASSKEY_CHALLENGES_PER_IP: '400',
    });
    expect(config.secrets.currentDataKeyId).toBe('k1');
    expect(config.authRateLimits).toEqual({
      codeRequestsPerIp: 5,
      codeVerificationsPerIp: 9,
      passkeyChallengesPerIp: 400,
    });
    expect(loadConfig({}).authRateLimits).toEqual({
      codeRequestsPerIp: 30,
      codeVerificationsPerIp: 60,
      passkeyChallengesPerIp: 300,
    });
    expect(() => loadConfig({ AUTH_CODE_REQUESTS_PER_IP: '0' })).toThrow(
      /AUTH_CODE_REQUESTS_PER_IP must be a whole number/,
    );
  });
});

import type { S3Settings } from './storage/s3-object-store';
import type { TwilioSettings } from './sms/twilio-sms-provider';

/** Credentials of the real adapters, read from the environment; null means "use the sandbox". */
export interface ProviderSettings {
  twilio: TwilioSettings | null;
  smtp: { url: string } | null;
  s3: S3Settings | null;
  /** From header of every e-mail, sandbox included. */
  emailFrom: string;
}

export interface ProvidersConfig extends ProviderSettings {
  mode: 'sandbox' | 'production';
  /** Sandbox outbox under DATA_DIR/sandbox, local objects under DATA_DIR/objects. */
  dataDir: string;
  apiBase: string;
}

export const DEFAULT_EMAIL_FROM = 'Closing Portal <no-reply@closing-portal.test>';

type Env = Record<string, string | undefined>;

/**
 * Reads the provider variables for config.ts, reporting problems instead of throwing so the
 * operator sees every configuration problem at once. A group is all-or-nothing: half a set of
 * Twilio credentials is a mistake, not a request for the sandbox.
 */
export function readProviderSettings(env: Env): { settings: ProviderSettings; problems: string[] } {
  const problems: string[] = [];
  const read = (name: string) => (env[name] ?? '').trim();
  const group = (names: string[]): boolean => {
    const given = names.filter((name) => read(name) !== '');
    if (given.length > 0 && given.length < names.length) {
      problems.push(
        `${names.join(', ')} must be set together (missing ${names.filter((name) => !given.includes(name)).join(', ')})`,
      );
    }
    return given.length === names.length;
  };

  const twilio = group(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])
    ? { accountSid: read('TWILIO_ACCOUNT_SID'), authToken: read('TWILIO_AUTH_TOKEN'), sender: read('TWILIO_FROM') }
    : null;
  if (twilio && !/^(\+[1-9]\d{6,14}|MG[0-9a-f]{32})$/.test(twilio.sender)) {
    problems.push('TWILIO_FROM must be a sending number in E.164 (+15551234567) or a Messaging Service SID (MG…)');
  }

  const smtpUrl = read('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');

  const s3Given = group(['S3_BUCKET', 'S3_REGION']);
  const s3Keys = group(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
  const endpoint = read('S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) problems.push('S3_ENDPOINT must be an http:// or https:// URL');
  const pathStyle = read('S3_FORCE_PATH_STYLE').toLowerCase();
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle))
    problems.push('S3_FORCE_PATH_STYLE must be 1, 0, true or false');
  const kmsKeyId = read('S3_KMS_KEY_ID');
  const s3: S3Settings | null = s3Given
    ? {
        ...(kmsKeyId ? { kmsKeyId } : {}),
        bucket: read('S3_BUCKET'),
        region: read('S3_REGION'),
        endpoint: endpoint || undefined,
        forcePathStyle: pathStyle === '1' || pathStyle === 'true',
        credentials: s3Keys
          ? { accessKeyId: read('S3_ACCESS_KEY_ID'), secretAccessKey: read('S3_SECRET_ACCESS_KEY') }
          : undefined,
      }
    : null;

  const emailFrom = read('EMAIL_FROM') || DEFAULT_EMAIL_FROM;
  if (!/@[^@\s>]+\.[^@\s>]+>?$/.test(emailFrom))
    problems.push('EMAIL_FROM must be an address, e.g. "Title Co <no-reply@example.com>"');

  return { settings: { twilio, smtp: smtpUrl ? { url: smtpUrl } : null, s3, emailFrom }, problems };
}

/**
 * Production runs on real adapters only: a sandbox there would swallow real people's codes,
 * receipts and documents into a folder (and the sandbox inbox would publish them).
 */
export function productionProviderProblems(mode: ProvidersConfig['mode'], settings: ProviderSettings): string[] {
  if (mode !== 'production') return [];
  const problems: string[] = [];
  if (!settings.twilio)
    problems.push(
      'PORTAL_MODE=production needs Twilio for SMS: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  if (!settings.smtp) problems.push('PORTAL_MODE=production needs SMTP for e-mail: set SMTP_URL');
  if (settings.emailFrom === DEFAULT_EMAIL_FROM)
    problems.push('PORTAL_MODE=production needs EMAIL_FROM (the sandbox default is not a real sender)');
  if (!settings.s3) problems.push('PORTAL_MODE=production needs S3 for documents: set S3_BUCKET and S3_REGION');
  return problems;
}

export class ProvidersConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid provider configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ProvidersConfigError';
  }
}

import type { PlaidSettings } from './bank-linking/plaid-bank-linking-provider';
import type { DwollaSettings } from './payments/dwolla/dwolla-settings';
import type { S3Settings } from './storage/s3-object-store';
import type { TwilioSettings } from './sms/twilio-sms-provider';

/** Credentials of the real adapters, read from the environment; null means "use the sandbox". */
export interface ProviderSettings {
  twilio: TwilioSettings | null;
  smtp: { url: string } | null;
  s3: S3Settings | null;
  /** Plaid for bank linking (PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV); null: the sandbox Link. */
  plaid: PlaidSettings | null;
  /** Sandbox bank linking: seconds before micro-deposits post (SANDBOX_MICRODEPOSIT_SECONDS, default 3). */
  sandboxMicroDepositSeconds: number;
  /** From header of every e-mail, sandbox included. */
  emailFrom: string;
  dwolla: DwollaSettings | null;
  /** The sandbox ACH ledger's clock and webhook subscription (used when Dwolla is not configured). */
  sandboxAch: SandboxAchSettings;
}

export interface SandboxAchSettings {
  /** SANDBOX_ACH_STEP_SECONDS: one step of pending → funds debited → completed/failed. */
  stepMs: number;
  /** PAYMENTS_WEBHOOK_URL; default: this server's own Dwolla webhook route. */
  webhookUrl: string;
  /** DWOLLA_WEBHOOK_SECRET when set; otherwise generated under DATA_DIR/secrets. */
  webhookSecret: string | null;
}

export const DEFAULT_SANDBOX_ACH_STEP_SECONDS = 4;
export const DWOLLA_ENVIRONMENTS = ['sandbox', 'production'] as const;

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

  const plaidGiven = group(['PLAID_CLIENT_ID', 'PLAID_SECRET']);
  const plaidEnv = read('PLAID_ENV') || 'sandbox';
  if (plaidEnv !== 'sandbox' && plaidEnv !== 'production') {
    problems.push(`PLAID_ENV must be sandbox or production (got "${plaidEnv}")`);
  }
  const plaid: PlaidSettings | null =
    plaidGiven && (plaidEnv === 'sandbox' || plaidEnv === 'production')
      ? { clientId: read('PLAID_CLIENT_ID'), secret: read('PLAID_SECRET'), environment: plaidEnv }
      : null;

  const microDepositText = read('SANDBOX_MICRODEPOSIT_SECONDS') || '3';
  if (!/^\d{1,5}$/.test(microDepositText)) {
    problems.push(`SANDBOX_MICRODEPOSIT_SECONDS must be a whole number of seconds (got "${microDepositText}")`);
  }

  const emailFrom = read('EMAIL_FROM') || DEFAULT_EMAIL_FROM;
  if (!/@[^@\s>]+\.[^@\s>]+>?$/.test(emailFrom))
    problems.push('EMAIL_FROM must be an address, e.g. "Title Co <no-reply@example.com>"');

  const dwolla = group(['DWOLLA_KEY', 'DWOLLA_SECRET', 'DWOLLA_WEBHOOK_SECRET'])
    ? {
        key: read('DWOLLA_KEY'),
        secret: read('DWOLLA_SECRET'),
        webhookSecret: read('DWOLLA_WEBHOOK_SECRET'),
        environment: (read('DWOLLA_ENVIRONMENT') || 'sandbox') as DwollaSettings['environment'],
      }
    : null;
  const dwollaEnvironment = read('DWOLLA_ENVIRONMENT');
  if (dwollaEnvironment && !(DWOLLA_ENVIRONMENTS as readonly string[]).includes(dwollaEnvironment))
    problems.push(`DWOLLA_ENVIRONMENT must be sandbox or production (got "${dwollaEnvironment}")`);

  const stepText = read('SANDBOX_ACH_STEP_SECONDS') || String(DEFAULT_SANDBOX_ACH_STEP_SECONDS);
  const stepSeconds = Number(stepText);
  if (!/^\d+(\.\d{1,3})?$/.test(stepText) || stepSeconds < 0.01 || stepSeconds > 86_400)
    problems.push(`SANDBOX_ACH_STEP_SECONDS must be a number of seconds from 0.01 to 86400 (got "${stepText}")`);
  const webhookUrl = read('PAYMENTS_WEBHOOK_URL') || defaultWebhookUrl(env);
  if (!/^https?:\/\/[^/]/.test(webhookUrl)) problems.push('PAYMENTS_WEBHOOK_URL must be an http:// or https:// URL');
  const sandboxAch = {
    stepMs: Math.round(stepSeconds * 1000),
    webhookUrl,
    webhookSecret: read('DWOLLA_WEBHOOK_SECRET') || null,
  };

  return {
    settings: {
      twilio,
      smtp: smtpUrl ? { url: smtpUrl } : null,
      s3,
      plaid,
      sandboxMicroDepositSeconds: Number(microDepositText) || 0,
      emailFrom,
      dwolla,
      sandboxAch,
    },
    problems,
  };
}

/** This server's own webhook route (POST /webhooks/dwolla), reached over loopback. */
function defaultWebhookUrl(env: Env): string {
  const port = (env.PORT ?? '').trim() || '8080';
  const apiBase = (env.API_BASE ?? '').trim() || '/api';
  return `http://127.0.0.1:${port}${apiBase}/webhooks/dwolla`;
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
  if (!settings.plaid) {
    problems.push('PORTAL_MODE=production needs Plaid for bank linking: set PLAID_CLIENT_ID and PLAID_SECRET');
  } else if (settings.plaid.environment !== 'production') {
    problems.push('PORTAL_MODE=production needs PLAID_ENV=production (Plaid sandbox items move no money)');
  }
  if (!settings.dwolla)
    problems.push(
      'PORTAL_MODE=production needs Dwolla for payments: set DWOLLA_KEY, DWOLLA_SECRET and DWOLLA_WEBHOOK_SECRET',
    );
  else if (settings.dwolla.environment !== 'production')
    problems.push("PORTAL_MODE=production needs DWOLLA_ENVIRONMENT=production (Dwolla's sandbox moves no money)");
  return problems;
}

export class ProvidersConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid provider configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ProvidersConfigError';
  }
}

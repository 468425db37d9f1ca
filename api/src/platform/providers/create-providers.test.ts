import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { PlaidBankLinkingProvider } from './bank-linking/plaid-bank-linking-provider';
import { SandboxBankLinkingProvider } from './bank-linking/sandbox/sandbox-bank-linking-provider';
import { createProviders } from './create-providers';
import { SandboxEmailProvider } from './email/sandbox-email-provider';
import { SmtpEmailProvider } from './email/smtp-email-provider';
import {
  DEFAULT_EMAIL_FROM,
  type ProvidersConfig,
  ProvidersConfigError,
  readProviderSettings,
} from './providers-config';
import { DwollaPaymentsProvider } from './payments/dwolla/dwolla-payments-provider';
import { SandboxPaymentsProvider } from './payments/sandbox/sandbox-payments-provider';
import { SandboxSmsProvider } from './sms/sandbox-sms-provider';
import { TwilioSmsProvider } from './sms/twilio-sms-provider';
import { LocalObjectStore } from './storage/local-object-store';
import { S3ObjectStore } from './storage/s3-object-store';

const silent = pino({ level: 'silent' });

const REAL_ENV = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15125550100',
  SMTP_URL: 'smtps://portal:secret@smtp.example.com:465',
  EMAIL_FROM: 'Demo Title <no-reply@demo.example>',
  S3_BUCKET: 'portal-docs',
  S3_REGION: 'us-east-1',
  DWOLLA_KEY: 'dwolla-key',
  DWOLLA_SECRET: 'dwolla-secret',
  DWOLLA_WEBHOOK_SECRET: 'dwolla-webhook-secret',
  DWOLLA_ENVIRONMENT: 'production',
  PLAID_CLIENT_ID: 'plaid-client',
  PLAID_SECRET: 'plaid-secret',
  PLAID_ENV: 'production',
};

const SANDBOX_ACH_DEFAULTS = {
  stepMs: 4_000,
  webhookUrl: 'http://127.0.0.1:8080/api/webhooks/dwolla',
  webhookSecret: null,
};

describe('readProviderSettings', () => {
  it('chooses the sandbox for everything when nothing is configured', () => {
    expect(readProviderSettings({})).toEqual({
      settings: {
        twilio: null,
        smtp: null,
        s3: null,
        plaid: null,
        sandboxMicroDepositSeconds: 3,
        emailFrom: DEFAULT_EMAIL_FROM,
        dwolla: null,
        sandboxAch: SANDBOX_ACH_DEFAULTS,
      },
      problems: [],
    });
  });

  it('reads every real adapter', () => {
    const { settings, problems } = readProviderSettings({
      ...REAL_ENV,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      twilio: { accountSid: REAL_ENV.TWILIO_ACCOUNT_SID, authToken: 'token', sender: '+15125550100' },
      smtp: { url: REAL_ENV.SMTP_URL },
      s3: {
        bucket: 'portal-docs',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      },
      plaid: { clientId: 'plaid-client', secret: 'plaid-secret', environment: 'production' },
      sandboxMicroDepositSeconds: 3,
      emailFrom: REAL_ENV.EMAIL_FROM,
      dwolla: {
        key: 'dwolla-key',
        secret: 'dwolla-secret',
        webhookSecret: 'dwolla-webhook-secret',
        environment: 'production',
      },
      sandboxAch: { ...SANDBOX_ACH_DEFAULTS, webhookSecret: 'dwolla-webhook-secret' },
    });
  });

  it('reads the sandbox ACH clock and webhook target, defaulting to this server’s own route', () => {
    const { settings, problems } = readProviderSettings({
      PORT: '9101',
      API_BASE: '/portal-api',
      SANDBOX_ACH_STEP_SECONDS: '0.5',
    });
    expect(problems).toEqual([]);
    expect(settings.sandboxAch).toEqual({
      stepMs: 500,
      webhookUrl: 'http://127.0.0.1:9101/portal-api/webhooks/dwolla',
      webhookSecret: null,
    });
    expect(
      readProviderSettings({ PAYMENTS_WEBHOOK_URL: 'https://hooks.example/dwolla' }).settings.sandboxAch.webhookUrl,
    ).toBe('https://hooks.example/dwolla');
  });

  it('reports Dwolla and sandbox ACH mistakes', () => {
    expect(
      readProviderSettings({
        DWOLLA_KEY: 'k',
        DWOLLA_ENVIRONMENT: 'staging',
        SANDBOX_ACH_STEP_SECONDS: '-1',
        PAYMENTS_WEBHOOK_URL: 'ftp://x',
      }).problems,
    ).toEqual([
      'DWOLLA_KEY, DWOLLA_SECRET, DWOLLA_WEBHOOK_SECRET must be set together (missing DWOLLA_SECRET, DWOLLA_WEBHOOK_SECRET)',
      'DWOLLA_ENVIRONMENT must be sandbox or production (got "staging")',
      'SANDBOX_ACH_STEP_SECONDS must be a number of seconds from 0.01 to 86400 (got "-1")',
      'PAYMENTS_WEBHOOK_URL must be an http:// or https:// URL',
    ]);
  });

  it('reports half-configured groups and malformed values, all at once', () => {
    const { problems } = readProviderSettings({
      TWILIO_ACCOUNT_SID: 'AC1',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      SMTP_URL: 'http://mail.example.com',
      EMAIL_FROM: 'not an address',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_ENDPOINT: 'minio:9000',
    });
    expect(problems).toEqual([
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM must be set together (missing TWILIO_AUTH_TOKEN, TWILIO_FROM)',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'S3_BUCKET, S3_REGION must be set together (missing S3_REGION)',
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set together (missing S3_SECRET_ACCESS_KEY)',
      'S3_ENDPOINT must be an http:// or https:// URL',
      'S3_FORCE_PATH_STYLE must be 1, 0, true or false',
      'EMAIL_FROM must be an address, e.g. "Title Co <no-reply@example.com>"',
    ]);
  });

  it('reports Plaid and sandbox bank-linking mistakes', () => {
    const { problems } = readProviderSettings({
      PLAID_CLIENT_ID: 'id',
      PLAID_ENV: 'development',
      SANDBOX_MICRODEPOSIT_SECONDS: 'soon',
    });
    expect(problems).toEqual([
      'PLAID_CLIENT_ID, PLAID_SECRET must be set together (missing PLAID_SECRET)',
      'PLAID_ENV must be sandbox or production (got "development")',
      'SANDBOX_MICRODEPOSIT_SECONDS must be a whole number of seconds (got "soon")',
    ]);
  });

  it('checks the Twilio sender', () => {
    expect(readProviderSettings({ ...REAL_ENV, TWILIO_FROM: '555-0100' }).problems).toEqual([
      'TWILIO_FROM must be a sending number in E.164 (+15551234567) or a Messaging Service SID (MG…)',
    ]);
  });
});

describe('createProviders', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'providers-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const config = (mode: ProvidersConfig['mode'], env: Record<string, string> = {}): ProvidersConfig => ({
    mode,
    dataDir,
    apiBase: '/api',
    ...readProviderSettings(env).settings,
  });

  it('uses the sandboxes by default, with an outbox under DATA_DIR/sandbox and objects under DATA_DIR/objects', async () => {
    const providers = createProviders(config('sandbox'), silent);
    expect(providers.sms).toBeInstanceOf(SandboxSmsProvider);
    expect(providers.email).toBeInstanceOf(SandboxEmailProvider);
    expect(providers.objectStore).toBeInstanceOf(LocalObjectStore);
    expect(providers.localObjectStore).toBe(providers.objectStore);
    expect(providers.sandboxOutbox?.directory).toBe(path.join(dataDir, 'sandbox'));
    expect(providers.payments).toBeInstanceOf(SandboxPaymentsProvider);
    expect(providers.sandboxPayments).toBe(providers.payments);
    expect(providers.bankLinking).toBeInstanceOf(SandboxBankLinkingProvider);
    expect(providers.sandboxBankLinking).toBe(providers.bankLinking);
    await providers.close();
  });

  it('uses each real adapter whose credentials are configured, even in sandbox mode', async () => {
    const providers = createProviders(config('sandbox', { SMTP_URL: REAL_ENV.SMTP_URL }), silent);
    expect(providers.email).toBeInstanceOf(SmtpEmailProvider);
    expect(providers.sms).toBeInstanceOf(SandboxSmsProvider);
    await providers.close();
    const withPlaid = createProviders(
      config('sandbox', { PLAID_CLIENT_ID: 'id', PLAID_SECRET: 'secret', PLAID_ENV: 'sandbox' }),
      silent,
    );
    expect(withPlaid.bankLinking).toBeInstanceOf(PlaidBankLinkingProvider);
    expect(withPlaid.sandboxBankLinking).toBeNull();
    await withPlaid.close();
  });

  it('runs production on real adapters only, with no sandbox outbox to show', async () => {
    const providers = createProviders(config('production', REAL_ENV), silent);
    expect(providers.sms).toBeInstanceOf(TwilioSmsProvider);
    expect(providers.email).toBeInstanceOf(SmtpEmailProvider);
    expect(providers.objectStore).toBeInstanceOf(S3ObjectStore);
    expect(providers.payments).toBeInstanceOf(DwollaPaymentsProvider);
    expect(providers.sandboxPayments).toBeNull();
    expect(providers.sandboxOutbox).toBeNull();
    expect(providers.localObjectStore).toBeNull();
    await providers.close();
  });

  it('refuses to start production with any sandbox provider, naming what to set', () => {
    const attempt = () => createProviders(config('production', { SMTP_URL: REAL_ENV.SMTP_URL }), silent);
    expect(attempt).toThrow(ProvidersConfigError);
    expect(attempt).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
    expect(attempt).toThrow(/EMAIL_FROM/);
    expect(attempt).toThrow(/S3_BUCKET and S3_REGION/);
    expect(attempt).toThrow(/DWOLLA_KEY, DWOLLA_SECRET and DWOLLA_WEBHOOK_SECRET/);
    expect(attempt).toThrow(/PLAID_CLIENT_ID and PLAID_SECRET/);
    expect(() => createProviders(config('production', { ...REAL_ENV, PLAID_ENV: 'sandbox' }), silent)).toThrow(
      /PLAID_ENV=production/,
    );
    expect(() => createProviders(config('production', { ...REAL_ENV, DWOLLA_ENVIRONMENT: 'sandbox' }), silent)).toThrow(
      /DWOLLA_ENVIRONMENT=production/,
    );
    const { SMTP_URL: _smtp, ...withoutSmtp } = REAL_ENV;
    expect(() => createProviders(config('production', withoutSmtp), silent)).toThrow(/SMTP_URL/);
  });
});

import path from 'node:path';
import { onFirstUse } from '../first-use';
import {
  SandboxBankLinkingProvider,
  type SandboxSeededAccount,
} from './bank-linking/sandbox/sandbox-bank-linking-provider';
import { SandboxEmailProvider } from './email/sandbox-email-provider';
import type { PaymentsProvider } from './payments/payments-provider';
import { SandboxPaymentsProvider } from './payments/sandbox/sandbox-payments-provider';
import { loadOrCreateSandboxWebhookSecret } from './payments/sandbox/sandbox-webhook-secret';
import type { PdfRenderer } from './pdf/pdf-renderer';
import { instrumentProviders } from './instrumented-providers';
import type { Providers } from './providers';
import type { ProviderLogger } from './provider-logger';
import { productionProviderProblems, type ProvidersConfig, ProvidersConfigError } from './providers-config';
import { SandboxOutbox } from './sandbox-outbox/sandbox-outbox';
import { SANDBOX_SMS_FROM } from './sms/sandbox-phone-numbers';
import { SandboxSmsOptOuts } from './sms/sandbox-sms-opt-outs';
import { SandboxSmsProvider } from './sms/sandbox-sms-provider';
import { LocalObjectStore } from './storage/local-object-store';
import type { ObjectStore } from './storage/object-store';

/*
 * The real adapters, each with its vendor SDK, are required only when configured, and pdf-lib
 * when the first notice is drawn: loading them all took about a third of the API's start-up
 * (docs/adr/0044). esbuild bundles these files as modules initialised on first require.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use (see above) */
const twilioAdapter = () => require('./sms/twilio-sms-provider') as typeof import('./sms/twilio-sms-provider');
const smtpAdapter = () => require('./email/smtp-email-provider') as typeof import('./email/smtp-email-provider');
const s3Adapter = () => require('./storage/s3-object-store') as typeof import('./storage/s3-object-store');
const plaidAdapter = () =>
  require('./bank-linking/plaid-bank-linking-provider') as typeof import('./bank-linking/plaid-bank-linking-provider');
const dwollaAdapter = () =>
  require('./payments/dwolla/dwolla-payments-provider') as typeof import('./payments/dwolla/dwolla-payments-provider');
const pdfLibRenderer = () => require('./pdf/pdf-lib-renderer') as typeof import('./pdf/pdf-lib-renderer');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * One place decides, from configuration alone, which adapter serves each concern: the real
 * one when its credentials are configured, the sandbox otherwise, and in production the real
 * one or a start-up failure that says which variables are missing.
 */
export type { Providers } from './providers';

export interface SandboxProviderData {
  /**
   * Bank accounts that a sandbox database holds already linked (the demo seed's): the sandbox
   * bank knows their items. The composition root passes them in sandbox mode only.
   */
  seededLinkAccounts?: readonly SandboxSeededAccount[];
}

export function createProviders(
  config: ProvidersConfig,
  logger: ProviderLogger,
  sandboxData: SandboxProviderData = {},
): Providers {
  const problems = productionProviderProblems(config.mode, config);
  if (problems.length > 0) throw new ProvidersConfigError(problems);

  const sandboxOutbox = config.mode === 'sandbox' ? new SandboxOutbox(path.join(config.dataDir, 'sandbox')) : null;
  const outbox = () => {
    if (!sandboxOutbox) throw new ProvidersConfigError(['a sandbox provider was requested in production']);
    return sandboxOutbox;
  };

  // Sandbox texts: the numbers that replied STOP are refused as Twilio refuses them (21610).
  const sandboxSmsOptOuts = config.twilio ? null : new SandboxSmsOptOuts(outbox(), SANDBOX_SMS_FROM);
  const sms = config.twilio
    ? new (twilioAdapter().TwilioSmsProvider)(config.twilio, logger)
    : new SandboxSmsProvider(outbox(), SANDBOX_SMS_FROM, logger, undefined, sandboxSmsOptOuts);
  const smtp = config.smtp
    ? new (smtpAdapter().SmtpEmailProvider)({ url: config.smtp.url, from: config.emailFrom }, logger)
    : null;
  const email = smtp ?? new SandboxEmailProvider(outbox(), config.emailFrom, logger);
  let localObjectStore: LocalObjectStore | null = null;
  let objectStore: ObjectStore;
  if (config.s3) {
    objectStore = new (s3Adapter().S3ObjectStore)(config.s3);
  } else {
    objectStore = localObjectStore = new LocalObjectStore({
      root: path.join(config.dataDir, 'objects'),
      publicPath: `${config.apiBase}/sandbox/objects`,
    });
  }

  let sandboxBankLinking: SandboxBankLinkingProvider | null = null;
  const bankLinking = config.plaid
    ? new (plaidAdapter().PlaidBankLinkingProvider)(config.plaid, logger)
    : (sandboxBankLinking = new SandboxBankLinkingProvider({
        directory: outbox().directory,
        outbox: outbox(),
        microDepositDelayMs: config.sandboxMicroDepositSeconds * 1000,
        logger,
        // The seed's demo accounts are already linked: the sandbox bank knows their items.
        seededAccounts: sandboxData.seededLinkAccounts,
      }));

  let sandboxPayments: SandboxPaymentsProvider | null = null;
  let payments: PaymentsProvider;
  if (config.dwolla) {
    payments = new (dwollaAdapter().DwollaPaymentsProvider)(config.dwolla, logger);
  } else {
    // Sandbox only: the ledger lives beside the outbox.
    const directory = outbox().directory;
    payments = sandboxPayments = new SandboxPaymentsProvider({
      directory,
      stepMs: config.sandboxAch.stepMs,
      webhook: {
        url: config.sandboxAch.webhookUrl,
        secret: config.sandboxAch.webhookSecret ?? loadOrCreateSandboxWebhookSecret(config.dataDir),
      },
      // As Dwolla asks Plaid for the numbers behind a processor token: the sandbox bank answers.
      // With real Plaid configured the ledger's own resolver (processor-sandbox-<type>-…) remains.
      resolveProcessorToken: sandboxBankLinking?.resolveProcessorToken.bind(sandboxBankLinking),
      logger,
    });
  }

  const renderer = onFirstUse(() => new (pdfLibRenderer().PdfLibRenderer)());
  const pdf: PdfRenderer = {
    render: (notice) => renderer().render(notice),
    renderRecord: (record) => renderer().renderRecord(record),
  };

  // Every call counted (and traced when tracing is on) at this one boundary.
  const adapters = {
    sms: config.twilio ? 'twilio' : 'sandbox',
    email: smtp ? 'smtp' : 'sandbox',
    storage: config.s3 ? 's3' : 'local',
    bankLinking: config.plaid ? 'plaid' : 'sandbox',
    payments: config.dwolla ? 'dwolla' : 'sandbox',
  };
  const providers: Providers = {
    sms,
    email,
    objectStore,
    pdf,
    bankLinking,
    sandboxBankLinking,
    payments,
    sandboxPayments,
    sandboxOutbox,
    sandboxSmsOptOuts,
    localObjectStore,
    /** Settles when the sandbox ACH clock's last step has written its ledger. */
    close: async () => {
      smtp?.close();
      sandboxBankLinking?.close();
      await sandboxPayments?.close();
    },
  };
  return instrumentProviders(providers, adapters);
}

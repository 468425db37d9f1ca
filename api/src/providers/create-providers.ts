import path from 'node:path';
import { disbursementFixtureLinkAccounts } from '../db/disbursement-test-fixtures';
import { sandboxSeededLinkAccounts } from '../db/seed-data';
import type { BankLinkingProvider } from './bank-linking/bank-linking-provider';
import { PlaidBankLinkingProvider } from './bank-linking/plaid-bank-linking-provider';
import { SandboxBankLinkingProvider } from './bank-linking/sandbox/sandbox-bank-linking-provider';
import type { EmailProvider } from './email/email-provider';
import { SandboxEmailProvider } from './email/sandbox-email-provider';
import { SmtpEmailProvider } from './email/smtp-email-provider';
import { DwollaPaymentsProvider } from './payments/dwolla/dwolla-payments-provider';
import type { PaymentsProvider } from './payments/payments-provider';
import { SandboxPaymentsProvider } from './payments/sandbox/sandbox-payments-provider';
import { loadOrCreateSandboxWebhookSecret } from './payments/sandbox/sandbox-webhook-secret';
import { PdfLibRenderer } from './pdf/pdf-lib-renderer';
import type { PdfRenderer } from './pdf/pdf-renderer';
import type { ProviderLogger } from './provider-logger';
import { productionProviderProblems, type ProvidersConfig, ProvidersConfigError } from './providers-config';
import { SandboxOutbox } from './sandbox-outbox/sandbox-outbox';
import { SANDBOX_SMS_FROM } from './sms/sandbox-phone-numbers';
import { SandboxSmsProvider } from './sms/sandbox-sms-provider';
import type { SmsProvider } from './sms/sms-provider';
import { TwilioSmsProvider } from './sms/twilio-sms-provider';
import { LocalObjectStore } from './storage/local-object-store';
import type { ObjectStore } from './storage/object-store';
import { S3ObjectStore } from './storage/s3-object-store';

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
  objectStore: ObjectStore;
  pdf: PdfRenderer;
  bankLinking: BankLinkingProvider;
  /** Set when bank linking is the sandbox: its Link dialog routes and the payments sandbox use it. */
  sandboxBankLinking: SandboxBankLinkingProvider | null;
  /** ACH payments: Dwolla, or the sandbox ACH ledger. */
  payments: PaymentsProvider;
  /** The sandbox ledger when it serves payments (its inspection routes); null with Dwolla. */
  sandboxPayments: SandboxPaymentsProvider | null;
  /** What the sandbox inbox shows; null in production, so the inbox has nothing to serve. */
  sandboxOutbox: SandboxOutbox | null;
  /** Set when objects live in the local folder: the sandbox plugin serves its signed URLs. */
  localObjectStore: LocalObjectStore | null;
  /** Closes pooled connections (SMTP) and stops the sandbox ACH clock on shutdown. */
  close(): void;
}

/**
 * One place decides, from configuration alone, which adapter serves each concern: the real
 * one when its credentials are configured, the sandbox otherwise, and in production the real
 * one or a start-up failure that says which variables are missing.
 */
export function createProviders(config: ProvidersConfig, logger: ProviderLogger): Providers {
  const problems = productionProviderProblems(config.mode, config);
  if (problems.length > 0) throw new ProvidersConfigError(problems);

  const sandboxOutbox = config.mode === 'sandbox' ? new SandboxOutbox(path.join(config.dataDir, 'sandbox')) : null;
  const outbox = () => {
    if (!sandboxOutbox) throw new ProvidersConfigError(['a sandbox provider was requested in production']);
    return sandboxOutbox;
  };

  const sms = config.twilio
    ? new TwilioSmsProvider(config.twilio, logger)
    : new SandboxSmsProvider(outbox(), SANDBOX_SMS_FROM, logger);
  const smtp = config.smtp ? new SmtpEmailProvider({ url: config.smtp.url, from: config.emailFrom }, logger) : null;
  const email = smtp ?? new SandboxEmailProvider(outbox(), config.emailFrom, logger);
  let localObjectStore: LocalObjectStore | null = null;
  let objectStore: ObjectStore;
  if (config.s3) {
    objectStore = new S3ObjectStore(config.s3);
  } else {
    objectStore = localObjectStore = new LocalObjectStore({
      root: path.join(config.dataDir, 'objects'),
      publicPath: `${config.apiBase}/sandbox/objects`,
    });
  }

  let sandboxBankLinking: SandboxBankLinkingProvider | null = null;
  const bankLinking = config.plaid
    ? new PlaidBankLinkingProvider(config.plaid, logger)
    : (sandboxBankLinking = new SandboxBankLinkingProvider({
        directory: outbox().directory,
        outbox: outbox(),
        microDepositDelayMs: config.sandboxMicroDepositSeconds * 1000,
        logger,
        // The seed's demo accounts are already linked: the sandbox bank knows their items.
        seededAccounts: [...sandboxSeededLinkAccounts, ...disbursementFixtureLinkAccounts],
      }));

  let sandboxPayments: SandboxPaymentsProvider | null = null;
  let payments: PaymentsProvider;
  if (config.dwolla) {
    payments = new DwollaPaymentsProvider(config.dwolla, logger);
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

  return {
    sms,
    email,
    objectStore,
    pdf: new PdfLibRenderer(),
    bankLinking,
    sandboxBankLinking,
    payments,
    sandboxPayments,
    sandboxOutbox,
    localObjectStore,
    close: () => {
      smtp?.close();
      sandboxBankLinking?.close();
      sandboxPayments?.close();
    },
  };
}

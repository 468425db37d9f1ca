// Third parties behind interfaces (docs/architecture.md, "Providers"): a real adapter and a sandbox
// for each, chosen by createProviders from configuration.
export { createProviders, type Providers, type SandboxProviderData } from './create-providers';
export {
  DEFAULT_EMAIL_FROM,
  productionProviderProblems,
  type ProviderSettings,
  type ProvidersConfig,
  ProvidersConfigError,
  readProviderSettings,
} from './providers-config';
export { ProviderError } from './provider-error';
export type { ProviderLogger } from './provider-logger';
export type { SmsMessage, SmsProvider, SmsSendResult, SmsStatus } from './sms/sms-provider';
export { SandboxSmsProvider } from './sms/sandbox-sms-provider';
export { SandboxSmsOptOuts, type SandboxReplyOutcome } from './sms/sandbox-sms-opt-outs';
export { isOptOutRefusal, keywordKind, SMS_RECIPIENT_OPTED_OUT } from './sms/sms-opt-out';
export { SANDBOX_SMS_FROM } from './sms/sandbox-phone-numbers';
export { SandboxEmailProvider } from './email/sandbox-email-provider';
export type { EmailAttachment, EmailMessage, EmailProvider, EmailSendResult } from './email/email-provider';
export type { ObjectStore, StoredObject } from './storage/object-store';
export { LocalObjectStore } from './storage/local-object-store';
export {
  assertValidObjectKey,
  clientObjectKey,
  InvalidObjectKeyError,
  parseClientObjectKey,
  type ClientObjectKeyParts,
} from './storage/object-key';
export type { DocumentImage, PdfRenderer, RecordDocument, TransferNotice } from './pdf/pdf-renderer';
export { logoImage } from './pdf/logo-image';
export {
  SANDBOX_MESSAGE_ID,
  SandboxOutbox,
  type SandboxAttachment,
  type SandboxMessage,
  type SandboxMessageView,
} from './sandbox-outbox/sandbox-outbox';
export type * from './bank-linking/bank-linking-provider';
export * from './payments/payments-provider';
export { SandboxPaymentsProvider, type SandboxTimers } from './payments/sandbox/sandbox-payments-provider';
export {
  type ProcessorTokenResolver,
  type ResolvedProcessorAccount,
  SEEDED_CUSTOMER_PREFIX,
  SEEDED_FUNDING_SOURCE_PREFIX,
} from './payments/sandbox/sandbox-magic-values';

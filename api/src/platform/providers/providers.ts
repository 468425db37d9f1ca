/** The third parties, one adapter each: what createProviders builds and the app hands around. */
import type { BankLinkingProvider } from './bank-linking/bank-linking-provider';
import type { SandboxBankLinkingProvider } from './bank-linking/sandbox/sandbox-bank-linking-provider';
import type { EmailProvider } from './email/email-provider';
import type { PaymentsProvider } from './payments/payments-provider';
import type { SandboxPaymentsProvider } from './payments/sandbox/sandbox-payments-provider';
import type { PdfRenderer } from './pdf/pdf-renderer';
import type { SandboxOutbox } from './sandbox-outbox/sandbox-outbox';
import type { SandboxSmsOptOuts } from './sms/sandbox-sms-opt-outs';
import type { SmsProvider } from './sms/sms-provider';
import type { LocalObjectStore } from './storage/local-object-store';
import type { ObjectStore } from './storage/object-store';

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
  /** The sandbox SMS vendor's STOP list, which its reply route changes; null with Twilio. */
  sandboxSmsOptOuts: SandboxSmsOptOuts | null;
  /** Set when objects live in the local folder: the sandbox plugin serves its signed URLs. */
  localObjectStore: LocalObjectStore | null;
  /** Closes pooled connections (SMTP) and stops the sandbox ACH clock on shutdown. */
  close(): void;
}

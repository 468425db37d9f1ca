import { instrumentProvider, type ProviderOperations } from '../observability/instrument-providers';
import type { BankLinkingProvider } from './bank-linking/bank-linking-provider';
import type { Providers } from './providers';
import type { EmailProvider } from './email/email-provider';
import type { PaymentsProvider } from './payments/payments-provider';
import type { PdfRenderer } from './pdf/pdf-renderer';
import type { SmsProvider } from './sms/sms-provider';
import type { ObjectStore } from './storage/object-store';

const SMS: ProviderOperations<SmsProvider> = { send: true };
const EMAIL: ProviderOperations<EmailProvider> = { send: true };
const STORAGE: ProviderOperations<ObjectStore> = { put: true, get: true, delete: true, signedUrl: true };
const PDF: ProviderOperations<PdfRenderer> = { render: true, renderRecord: true };
const BANK_LINKING: ProviderOperations<BankLinkingProvider> = {
  createLinkToken: true,
  exchangePublicToken: true,
  getAccounts: true,
  getBalances: true,
  getAuth: true,
  getIdentity: true,
  matchIdentity: true,
  evaluateReturnRisk: true,
  createProcessorToken: true,
};
const PAYMENTS: ProviderOperations<PaymentsProvider> = {
  createCustomer: true,
  getCustomer: true,
  uploadDocument: true,
  addFundingSource: true,
  getFundingSource: true,
  removeFundingSource: true,
  startMicroDeposits: true,
  verifyMicroDeposits: true,
  createTransfer: true,
  getTransfer: true,
  findTransferByCorrelationId: true,
  cancelTransfer: true,
  parseWebhook: true,
};

export interface ProviderAdapters {
  sms: string;
  email: string;
  storage: string;
  bankLinking: string;
  payments: string;
}

/**
 * The same providers, each call counted by outcome in /metrics and traced when tracing is on
 * (platform/observability/instrument-providers.ts). `adapters` names which implementation serves each.
 * The sandbox handles (`localObjectStore`, `sandboxPayments`, `sandboxBankLinking`) are the
 * same objects as the providers they serve, so they become the same instrumented objects.
 */
export function instrumentProviders(providers: Providers, adapters: ProviderAdapters): Providers {
  const objectStore = instrumentProvider(
    providers.objectStore,
    { provider: 'storage', adapter: adapters.storage },
    STORAGE,
  );
  const bankLinking = instrumentProvider(
    providers.bankLinking,
    { provider: 'bank_linking', adapter: adapters.bankLinking },
    BANK_LINKING,
  );
  const payments = instrumentProvider(
    providers.payments,
    { provider: 'payments', adapter: adapters.payments },
    PAYMENTS,
  );
  const same = <T>(handle: T | null, raw: unknown, instrumented: unknown): T | null =>
    handle !== null && handle === raw ? (instrumented as T) : handle;
  return {
    ...providers,
    sms: instrumentProvider(providers.sms, { provider: 'sms', adapter: adapters.sms }, SMS),
    email: instrumentProvider(providers.email, { provider: 'email', adapter: adapters.email }, EMAIL),
    objectStore,
    pdf: instrumentProvider(providers.pdf, { provider: 'pdf', adapter: 'pdf-lib' }, PDF),
    bankLinking,
    payments,
    localObjectStore: same(providers.localObjectStore, providers.objectStore, objectStore),
    sandboxBankLinking: same(providers.sandboxBankLinking, providers.bankLinking, bankLinking),
    sandboxPayments: same(providers.sandboxPayments, providers.payments, payments),
  };
}

/**
 * The sandbox ACH network: a ledger that answers like Dwolla (checks, error codes, idempotency
 * keys, magic values), moves transfers on a clock of SANDBOX_ACH_STEP_SECONDS per step and
 * posts signed Dwolla webhooks. See docs/sandbox.md and docs/adr/0015.
 */
import { ProviderError } from '../../provider-error';
import type { ProviderLogger } from '../../provider-logger';
import { normalizeDwollaEvent, parseDwollaEvent, verifyDwollaSignature } from '../dwolla-events';
import type {
  AddFundingSourceRequest,
  CreateCustomerRequest,
  CreateTransferRequest,
  FundingSource,
  MicroDepositVerification,
  PaymentsCustomer,
  PaymentsDocument,
  PaymentsProvider,
  PaymentsTransfer,
  PaymentsWebhookEvent,
  UploadDocumentRequest,
} from '../payments-provider';
import {
  addFundingSourceIn,
  createCustomerIn,
  customerIn,
  customerView,
  fundingSourceIn,
  fundingSourceView,
  removeFundingSourceIn,
  startMicroDepositsIn,
  uploadDocumentIn,
  verifyMicroDepositsIn,
} from './sandbox-accounts';
import { advanceLedger, nextDueAt } from './sandbox-ledger-clock';
import { type LedgerState, SandboxLedgerStore } from './sandbox-ledger-store';
import { type ProcessorTokenResolver, resolveDefaultProcessorToken } from './sandbox-magic-values';
import {
  cancelTransferIn,
  returnTransferIn,
  createTransferIn,
  transferByAnyId,
  transferInspection,
  transferView,
} from './sandbox-transfers';
import { notFound, SANDBOX_PROVIDER } from './sandbox-validation';
import { type DeliverySimulation, SandboxWebhookDelivery, type WebhookSubscription } from './sandbox-webhook-delivery';

/** How the clock fires by itself; tests pass null and call `runDueWork()` after moving `now`. */
export interface SandboxTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Real timers that never keep the process alive on their own. */
export const systemTimers: SandboxTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface SandboxPaymentsOptions {
  /** DATA_DIR/sandbox: the ledger is payments-ledger.json in it. */
  directory: string;
  /** One step of the ACH clock (pending → funds debited → completed/failed). */
  stepMs: number;
  webhook: WebhookSubscription;
  /** The bank-linking sandbox's answer for a processor token (contract); default: processor-sandbox-<type>-<any>. */
  resolveProcessorToken?: ProcessorTokenResolver;
  logger: ProviderLogger;
  now?: () => Date;
  timers?: SandboxTimers | null;
}

export class SandboxPaymentsProvider implements PaymentsProvider {
  private readonly store: SandboxLedgerStore;
  private readonly delivery: SandboxWebhookDelivery;
  private readonly now: () => Date;
  private readonly timers: SandboxTimers | null;
  private readonly resolveProcessorToken: ProcessorTokenResolver;
  private timer: { handle: unknown; at: number } | null = null;
  private work: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: SandboxPaymentsOptions) {
    this.store = new SandboxLedgerStore(options.directory);
    this.delivery = new SandboxWebhookDelivery(this.store, options.webhook, options.stepMs, options.logger);
    this.now = options.now ?? (() => new Date());
    this.timers = options.timers === undefined ? systemTimers : options.timers;
    this.resolveProcessorToken = options.resolveProcessorToken ?? resolveDefaultProcessorToken;
    // Work left from before a restart (transfers mid-way, webhooks not yet delivered) resumes.
    void this.store.read().then(
      (state) => this.schedule(state),
      () => undefined,
    );
  }

  createCustomer(request: CreateCustomerRequest): Promise<PaymentsCustomer> {
    return this.transact((state, now) => createCustomerIn(state, request, now), 'customer created');
  }

  getCustomer(customerId: string): Promise<PaymentsCustomer> {
    return this.transact((state) => {
      const customer = customerIn(state, customerId);
      if (!customer) throw notFound('Customer');
      return customerView(customer);
    });
  }

  uploadDocument(customerId: string, document: UploadDocumentRequest): Promise<PaymentsDocument> {
    return this.transact(
      (state, now) => uploadDocumentIn(state, customerId, document, now, this.options.stepMs),
      'document uploaded',
    );
  }

  addFundingSource(request: AddFundingSourceRequest): Promise<FundingSource> {
    return this.transact(
      (state, now) => addFundingSourceIn(state, request, now, this.resolveProcessorToken),
      'funding source added',
    );
  }

  getFundingSource(fundingSourceId: string): Promise<FundingSource> {
    return this.transact((state) => {
      const source = fundingSourceIn(state, fundingSourceId);
      if (!source) throw notFound('Funding source');
      return fundingSourceView(source);
    });
  }

  removeFundingSource(fundingSourceId: string): Promise<void> {
    return this.transact((state, now) => removeFundingSourceIn(state, fundingSourceId, now), 'funding source removed');
  }

  startMicroDeposits(fundingSourceId: string): Promise<void> {
    return this.transact(
      (state, now) => startMicroDepositsIn(state, fundingSourceId, now, this.options.stepMs),
      'micro-deposits started',
    );
  }

  verifyMicroDeposits(fundingSourceId: string, amountsCents: [number, number]): Promise<MicroDepositVerification> {
    return this.transact((state, now) => verifyMicroDepositsIn(state, fundingSourceId, amountsCents, now));
  }

  async createTransfer(request: CreateTransferRequest): Promise<PaymentsTransfer> {
    const { transfer, answerLost } = await this.transact(
      (state, now) => createTransferIn(state, request, now, this.options.stepMs),
      'transfer created',
    );
    if (answerLost) throw new ProviderError(SANDBOX_PROVIDER, 'TIMEOUT', 'The request timed out', true);
    return transfer;
  }

  getTransfer(transferId: string): Promise<PaymentsTransfer> {
    return this.transact((state) => {
      const transfer = state.transfers[transferId];
      if (!transfer) throw notFound('Transfer');
      return transferView(transfer);
    });
  }

  findTransferByCorrelationId(correlationId: string, customerId: string): Promise<PaymentsTransfer | null> {
    return this.transact((state) => {
      // Dwolla lists a customer's transfers both ways: sent from, and received into, its funding
      // sources (a disbursement is the client's by its destination). A seeded source's owner is
      // unknown to the ledger (customerId null): it matches any customer.
      const found = Object.values(state.transfers).find(
        (transfer) =>
          transfer.correlationId === correlationId &&
          (transfer.customerId === customerId ||
            transfer.customerId === null ||
            fundingSourceIn(state, transfer.destinationId)?.customerId === customerId),
      );
      return found ? transferView(found) : null;
    });
  }

  cancelTransfer(transferId: string): Promise<PaymentsTransfer> {
    return this.transact((state, now) => cancelTransferIn(state, transferId, now), 'transfer cancelled');
  }

  /** Sandbox control: the payer's bank returns a processed transfer now (docs/sandbox.md). */
  returnTransfer(transferId: string, code: string): Promise<PaymentsTransfer> {
    return this.transact((state, now) => returnTransferIn(state, transferId, code, now), 'transfer returned');
  }

  async parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentsWebhookEvent> {
    verifyDwollaSignature(SANDBOX_PROVIDER, this.options.webhook.secret, rawBody, headers);
    const event = parseDwollaEvent(SANDBOX_PROVIDER, rawBody);
    const state = await this.store.read();
    return normalizeDwollaEvent(event, {
      transfer: async (resourceId) => {
        const transfer = transferByAnyId(state, resourceId);
        if (!transfer) throw notFound('Transfer');
        return transferView(transfer);
      },
      customerStatus: async (customerId) => {
        const customer = customerIn(state, customerId);
        if (!customer) throw notFound('Customer');
        return customer.status;
      },
      fundingSource: async (fundingSourceId) => {
        const source = fundingSourceIn(state, fundingSourceId);
        if (!source) throw notFound('Funding source');
        return fundingSourceView(source);
      },
    });
  }

  // Sandbox-only inspection (tests and the sandbox routes); not part of PaymentsProvider.

  /** Provider-side creations since the ledger was started, to assert "exactly one". */
  async sandboxStats(): Promise<LedgerState['created']> {
    return (await this.store.read()).created;
  }

  async listTransfers(filter: { correlationId?: string } = {}) {
    const state = await this.advancedSnapshot();
    return Object.values(state.transfers)
      .filter((transfer) => filter.correlationId === undefined || transfer.correlationId === filter.correlationId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(transferInspection);
  }

  async findTransferByIdempotencyKey(key: string): Promise<PaymentsTransfer | null> {
    const state = await this.advancedSnapshot();
    const found = Object.values(state.transfers).find((transfer) => transfer.idempotencyKey === key);
    return found ? transferView(found) : null;
  }

  /** The customer with its documents and funding sources (never identity numbers: the ledger keeps none). */
  async inspectCustomer(customerId: string) {
    const state = await this.advancedSnapshot();
    const customer = state.customers[customerId];
    if (!customer) return null;
    return {
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      status: customer.status,
      createdAt: customer.createdAt,
      documents: customer.documents.map(({ id, type, filename, uploadedAt, reviewed, outcome }) => ({
        id,
        type,
        filename,
        uploadedAt,
        status: reviewed ? 'reviewed' : 'pending',
        failureReason: reviewed && outcome === 'failed' ? 'ScanNotReadable' : null,
      })),
      fundingSources: Object.values(state.fundingSources)
        .filter((source) => source.customerId === customer.id)
        .map(fundingSourceView),
    };
  }

  async webhookLog() {
    return (await this.store.read()).webhooks;
  }

  /** Tests: deliver every event twice and/or each due batch newest first. */
  simulateDelivery(simulation: Partial<DeliverySimulation>): void {
    Object.assign(this.delivery.simulation, simulation);
  }

  /** Moves the ledger to `now` and posts the webhooks that are due; the timer calls it too. */
  runDueWork(): Promise<void> {
    const next = this.work.then(async () => {
      const now = this.now();
      const state = await this.store.transact((ledger) => {
        advanceLedger(ledger, now);
        return ledger;
      });
      if (state.webhooks.some((webhook) => webhook.state === 'queued')) await this.delivery.deliverDue(now);
      this.schedule(await this.store.read());
    });
    this.work = next.catch((error: unknown) => {
      this.options.logger.error({ provider: SANDBOX_PROVIDER, err: error }, 'sandbox ACH clock failed');
    });
    return next;
  }

  /**
   * Stops the clock. Settles once the step already running (if any) has written the ledger, so
   * whoever removes the sandbox's folder afterwards never races a late write.
   */
  close(): Promise<void> {
    this.closed = true;
    if (this.timer && this.timers) this.timers.clear(this.timer.handle);
    this.timer = null;
    return this.work;
  }

  private async advancedSnapshot(): Promise<LedgerState> {
    const now = this.now();
    return this.store.transact((state) => {
      advanceLedger(state, now);
      return state;
    });
  }

  /** One ledger transaction at the current time, after bringing the ledger up to it. */
  private async transact<T>(change: (state: LedgerState, now: Date) => T | Promise<T>, logAs?: string): Promise<T> {
    const now = this.now();
    let after = null as LedgerState | null;
    const result = await this.store.transact(async (state) => {
      advanceLedger(state, now);
      const value = await change(state, now);
      after = state;
      return value;
    });
    if (after) this.schedule(after);
    if (logAs) this.options.logger.info({ provider: SANDBOX_PROVIDER, ...loggedId(result) }, logAs);
    return result;
  }

  /** Arms the timer for the earliest due step or webhook attempt. */
  private schedule(state: LedgerState): void {
    if (!this.timers || this.closed) return;
    const due = nextDueAt(state);
    if (due === null || (this.timer && this.timer.at <= due)) return;
    if (this.timer) this.timers.clear(this.timer.handle);
    const handle = this.timers.set(
      () => {
        this.timer = null;
        void this.runDueWork().catch(() => undefined);
      },
      Math.max(0, due - this.now().getTime()),
    );
    this.timer = { handle, at: due };
  }
}

/** The resource id of a call's result, for the log (ids and statuses only, never personal data). */
function loggedId(result: unknown): { id?: string; status?: string } {
  if (typeof result !== 'object' || result === null) return {};
  const { id, status } = result as { id?: unknown; status?: unknown };
  return {
    ...(typeof id === 'string' ? { id } : {}),
    ...(typeof status === 'string' ? { status } : {}),
  };
}

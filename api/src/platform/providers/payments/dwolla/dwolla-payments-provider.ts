/**
 * Dwolla through the official `dwolla-v2` client. Every create carries the caller's
 * Idempotency-Key (Dwolla answers a repeated key with the original resource), money crosses to
 * Dwolla as a decimal string and comes back as integer cents, and every failure becomes a
 * ProviderError (dwolla-errors.ts) whose `retryable` says refused vs. outcome unknown.
 */
import { Client } from 'dwolla-v2';
import FormData from 'form-data';
import { centsToDecimal, decimalToCents } from '../../../money';
import type { ProviderLogger } from '../../provider-logger';
import { idFromHref, normalizeDwollaEvent, parseDwollaEvent, verifyDwollaSignature } from '../dwolla-events';
import type {
  AddFundingSourceRequest,
  CreateCustomerRequest,
  CreateTransferRequest,
  FundingSource,
  IdempotencyKey,
  MicroDepositVerification,
  PaymentsCustomer,
  PaymentsCustomerStatus,
  PaymentsDocument,
  PaymentsProvider,
  PaymentsTransfer,
  PaymentsTransferStatus,
  PaymentsWebhookEvent,
  TransferRail,
  UploadDocumentRequest,
} from '../payments-provider';
import { REAL_TIME_PAYMENTS_CHANNEL } from '../payments-provider';
import { DWOLLA_PROVIDER, toProviderError, withTimeout } from './dwolla-errors';
import type { DwollaSettings } from './dwolla-settings';

const REQUEST_TIMEOUT_MS = 20_000;
/** dwolla-v2's API hosts (the client keeps them to itself), for the funding-source links of a transfer. */
const API_URLS: Record<DwollaSettings['environment'], string> = {
  production: 'https://api.dwolla.com',
  sandbox: 'https://api-sandbox.dwolla.com',
};

type Links = Record<string, { href: string } | undefined>;
interface DwollaCustomer {
  id: string;
  status: PaymentsCustomerStatus;
}
interface DwollaFundingSource {
  id: string;
  status: 'unverified' | 'verified';
  bankAccountType?: 'checking' | 'savings';
  name: string;
  removed: boolean;
  channels?: string[];
  _links: Links;
}
interface DwollaTransfer {
  id: string;
  status: PaymentsTransferStatus;
  amount: { value: string; currency: string };
  created: string;
  correlationId?: string;
  clearing?: { source?: string; destination?: string };
  processingChannel?: { destination?: string };
  _links: Links;
}

/**
 * The request fields of each rail (payments-provider.ts, TransferRail). Every portal transfer
 * is bank to bank, so it has a debit leg and a credit leg: same-day asks the next same-day
 * window for both (Dwolla's `clearing.source` expedites the debit, `clearing.destination` the
 * credit).
 */
function railFields(rail: TransferRail | undefined): object {
  if (rail === 'instant') return { processingChannel: { destination: REAL_TIME_PAYMENTS_CHANNEL } };
  if (rail === 'same-day') return { clearing: { source: 'next-available', destination: 'next-available' } };
  return {};
}

/** Dwolla answers a same-day request's clearing as "same-day" once it is scheduled. */
function railOf(transfer: DwollaTransfer): TransferRail {
  if (transfer.processingChannel?.destination === REAL_TIME_PAYMENTS_CHANNEL) return 'instant';
  const clearing = transfer.clearing?.destination;
  return clearing === 'same-day' || clearing === 'next-available' ? 'same-day' : 'standard';
}
interface DwollaDocument {
  id: string;
  status: 'pending' | 'reviewed';
  failureReason?: string;
}

export class DwollaPaymentsProvider implements PaymentsProvider {
  private readonly client: Client;

  constructor(
    private readonly settings: DwollaSettings,
    private readonly logger: ProviderLogger,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    this.client = new Client({ key: settings.key, secret: settings.secret, environment: settings.environment });
  }

  async createCustomer(request: CreateCustomerRequest): Promise<PaymentsCustomer> {
    const body = {
      type: 'personal',
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      address1: request.address1,
      ...(request.address2 ? { address2: request.address2 } : {}),
      city: request.city,
      state: request.state,
      postalCode: request.postalCode,
      dateOfBirth: request.dateOfBirth,
      ssn: request.ssnLast4,
    };
    const location = await this.create('customers', body, request.idempotencyKey);
    const customer = await this.get<DwollaCustomer>(location);
    this.logger.info(
      { provider: DWOLLA_PROVIDER, customerId: customer.id, status: customer.status },
      'customer created',
    );
    return { id: customer.id, status: customer.status };
  }

  async getCustomer(customerId: string): Promise<PaymentsCustomer> {
    const customer = await this.get<DwollaCustomer>(`customers/${customerId}`);
    return { id: customer.id, status: customer.status };
  }

  async uploadDocument(customerId: string, document: UploadDocumentRequest): Promise<PaymentsDocument> {
    const form = new FormData();
    form.append('documentType', document.type);
    form.append('file', document.file, { filename: document.filename, knownLength: document.file.length });
    const location = await this.create(`customers/${customerId}/documents`, form, document.idempotencyKey ?? null);
    const uploaded = await this.get<DwollaDocument>(location);
    this.logger.info({ provider: DWOLLA_PROVIDER, customerId, documentId: uploaded.id }, 'document uploaded');
    return { id: uploaded.id, status: uploaded.status, failureReason: uploaded.failureReason ?? null };
  }

  async addFundingSource(request: AddFundingSourceRequest): Promise<FundingSource> {
    const body =
      'processorToken' in request.origin
        ? { plaidToken: request.origin.processorToken, name: request.name }
        : {
            routingNumber: request.origin.routingNumber,
            accountNumber: request.origin.accountNumber,
            bankAccountType: request.origin.bankAccountType,
            name: request.name,
          };
    const location = await this.create(`customers/${request.customerId}/funding-sources`, body, request.idempotencyKey);
    const source = await this.getFundingSource(location);
    this.logger.info(
      { provider: DWOLLA_PROVIDER, fundingSourceId: source.id, status: source.status },
      'funding source added',
    );
    return source;
  }

  async getFundingSource(fundingSourceId: string): Promise<FundingSource> {
    const source = await this.get<DwollaFundingSource>(
      fundingSourceId.startsWith('http') ? fundingSourceId : `funding-sources/${fundingSourceId}`,
    );
    return {
      id: source.id,
      customerId: idFromHref(source._links.customer?.href) ?? '',
      status: source.status,
      bankAccountType: source.bankAccountType ?? 'checking',
      name: source.name,
      removed: source.removed,
      // Dwolla omits channels on accounts that take ACH only.
      channels: source.channels?.length ? source.channels : ['ach'],
    };
  }

  async removeFundingSource(fundingSourceId: string): Promise<void> {
    await this.call(() => this.client.post(`funding-sources/${fundingSourceId}`, { removed: true }));
  }

  async startMicroDeposits(fundingSourceId: string): Promise<void> {
    await this.call(() => this.client.post(`funding-sources/${fundingSourceId}/micro-deposits`));
  }

  async verifyMicroDeposits(
    fundingSourceId: string,
    amountsCents: [number, number],
  ): Promise<MicroDepositVerification> {
    const amount = (cents: number) => ({ value: centsToDecimal(cents), currency: 'USD' });
    try {
      await this.call(() =>
        this.client.post(`funding-sources/${fundingSourceId}/micro-deposits`, {
          amount1: amount(amountsCents[0]),
          amount2: amount(amountsCents[1]),
        }),
      );
      return { verified: true };
    } catch (error) {
      const failure = toProviderError(error);
      // Dwolla: 400 ValidationError "Wrong amount(s)"; 403 InvalidResourceState once the tries are used up.
      if (failure.code === 'ValidationError') return { verified: false, attemptsLeft: null };
      if (failure.code === 'InvalidResourceState' && /attempt/i.test(failure.message))
        return { verified: false, attemptsLeft: 0 };
      throw failure;
    }
  }

  async createTransfer(request: CreateTransferRequest): Promise<PaymentsTransfer> {
    const fundingSource = (id: string) => ({ href: `${API_URLS[this.settings.environment]}/funding-sources/${id}` });
    const body = {
      _links: {
        source: fundingSource(request.sourceFundingSourceId),
        destination: fundingSource(request.destinationFundingSourceId),
      },
      amount: { currency: 'USD', value: centsToDecimal(request.amountCents) },
      correlationId: request.correlationId,
      ...railFields(request.rail),
    };
    const location = await this.create('transfers', body, request.idempotencyKey);
    const transfer = await this.transferAt(location);
    this.logger.info(
      { provider: DWOLLA_PROVIDER, transferId: transfer.id, status: transfer.status },
      'transfer created',
    );
    return transfer;
  }

  getTransfer(transferId: string): Promise<PaymentsTransfer> {
    return this.transferAt(`transfers/${transferId}`);
  }

  async findTransferByCorrelationId(correlationId: string, customerId: string): Promise<PaymentsTransfer | null> {
    const page = await this.get<{ _embedded?: { transfers?: DwollaTransfer[] } }>(`customers/${customerId}/transfers`, {
      correlationId,
    });
    // Dwolla's search matches loosely; only an exact correlation id is ours.
    const found = page._embedded?.transfers?.find((transfer) => transfer.correlationId === correlationId);
    return found ? this.toTransfer(found) : null;
  }

  async cancelTransfer(transferId: string): Promise<PaymentsTransfer> {
    await this.call(() => this.client.post(`transfers/${transferId}`, { status: 'cancelled' }));
    return this.getTransfer(transferId);
  }

  async parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentsWebhookEvent> {
    verifyDwollaSignature(DWOLLA_PROVIDER, this.settings.webhookSecret, rawBody, headers);
    const event = parseDwollaEvent(DWOLLA_PROVIDER, rawBody);
    return normalizeDwollaEvent(event, {
      transfer: async (resourceId, bankLeg) => {
        const transfer = await this.get<DwollaTransfer>(`transfers/${resourceId}`);
        // A bank leg points at the customer transfer it funds.
        const funded = bankLeg ? transfer._links['funded-transfer']?.href : undefined;
        return funded ? this.transferAt(funded) : this.toTransfer(transfer);
      },
      customerStatus: async (customerId) => (await this.getCustomer(customerId)).status,
      fundingSource: (fundingSourceId) => this.getFundingSource(fundingSourceId),
    });
  }

  private async transferAt(location: string): Promise<PaymentsTransfer> {
    return this.toTransfer(await this.get<DwollaTransfer>(location));
  }

  private async toTransfer(transfer: DwollaTransfer): Promise<PaymentsTransfer> {
    let failure: PaymentsTransfer['failure'] = null;
    const failureHref = transfer._links.failure?.href;
    if (transfer.status === 'failed' && failureHref) {
      const reason = await this.get<{ code: string; description: string }>(failureHref);
      failure = { code: reason.code, description: reason.description };
    }
    return {
      id: transfer.id,
      status: transfer.status,
      amountCents: decimalToCents(transfer.amount.value),
      createdAt: transfer.created,
      correlationId: transfer.correlationId ?? null,
      rail: railOf(transfer),
      failure,
    };
  }

  /** POSTs a create and returns the new resource's URL (Dwolla answers 201 with Location). */
  private async create(path: string, body: object, idempotencyKey: IdempotencyKey): Promise<string> {
    const headers = idempotencyKey === null ? undefined : { 'Idempotency-Key': idempotencyKey };
    const response = await this.call(() => this.client.post(path, body, headers));
    const location = response.headers.get('location');
    if (!location) throw toProviderError({ status: 502, body: { code: 'MissingLocation' } });
    return location;
  }

  private async get<T>(path: string, query?: Record<string, string>): Promise<T> {
    const response = await this.call(() => this.client.get(path, query));
    return response.body as T;
  }

  private call<T>(request: () => Promise<T>): Promise<T> {
    return withTimeout(Promise.resolve().then(request), this.timeoutMs).catch((error: unknown) => {
      const failure = toProviderError(error);
      this.logger.warn(
        { provider: DWOLLA_PROVIDER, code: failure.code, retryable: failure.retryable },
        'dwolla request failed',
      );
      throw failure;
    });
  }
}

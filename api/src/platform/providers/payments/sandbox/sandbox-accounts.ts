/**
 * Customers, identity documents, funding sources and micro-deposits in the sandbox ledger:
 * functions over the ledger state, run inside one store transaction each by the provider.
 */
import { createHash, randomUUID } from 'node:crypto';
import type {
  AddFundingSourceRequest,
  CreateCustomerRequest,
  FundingSource,
  IdempotencyKey,
  MicroDepositVerification,
  PaymentsCustomer,
  PaymentsDocument,
  UploadDocumentRequest,
} from '../payments-provider';
import { REAL_TIME_PAYMENTS_CHANNEL } from '../payments-provider';
import { queueWebhook } from './sandbox-ledger-clock';
import type { LedgerCustomer, LedgerFundingSource, LedgerIdempotencyRecord, LedgerState } from './sandbox-ledger-store';
import {
  FAILING_DOCUMENT_MARKER,
  MAGIC_FIRST_NAMES,
  MAX_SANDBOX_MICRO_DEPOSIT_CENTS,
  MICRO_DEPOSIT_ATTEMPTS,
  type ProcessorTokenResolver,
  SANDBOX_RTP_ROUTING_NUMBERS,
  SEEDED_CUSTOMER_PREFIX,
  SEEDED_FUNDING_SOURCE_PREFIX,
  SEEDED_RTP_FUNDING_SOURCE_PREFIX,
} from './sandbox-magic-values';
import {
  invalid,
  notFound,
  refuse,
  validateBankNumbers,
  validateCustomer,
  validateDocument,
} from './sandbox-validation';

/** Dwolla honours an Idempotency-Key for 24 hours. */
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The id an earlier call with this key created, if the key is still within Dwolla's window. */
export function replayed(
  state: LedgerState,
  key: IdempotencyKey,
  resource: LedgerIdempotencyRecord['resource'],
  now: Date,
): string | null {
  const record = key === null ? undefined : state.idempotency[key];
  if (!record || record.resource !== resource) return null;
  return now.getTime() - Date.parse(record.at) < IDEMPOTENCY_WINDOW_MS ? record.id : null;
}

export function remember(
  state: LedgerState,
  key: IdempotencyKey,
  resource: LedgerIdempotencyRecord['resource'],
  id: string,
  now: Date,
): void {
  if (key !== null) state.idempotency[key] = { resource, id, at: now.toISOString() };
}

/** A customer the ledger knows, or a seeded demo id it treats as a verified customer. */
export function customerIn(state: LedgerState, customerId: string): LedgerCustomer | null {
  const known = state.customers[customerId];
  if (known) return known;
  if (!customerId.startsWith(SEEDED_CUSTOMER_PREFIX)) return null;
  return { id: customerId, firstName: '', lastName: '', email: '', status: 'verified', createdAt: '', documents: [] };
}

/** A funding source the ledger knows, or a seeded demo id it treats as a verified checking account. */
export function fundingSourceIn(state: LedgerState, fundingSourceId: string): LedgerFundingSource | null {
  const known = state.fundingSources[fundingSourceId];
  if (known) return known;
  if (!fundingSourceId.startsWith(SEEDED_FUNDING_SOURCE_PREFIX)) return null;
  const rtp = fundingSourceId.startsWith(SEEDED_RTP_FUNDING_SOURCE_PREFIX);
  return {
    id: fundingSourceId,
    // The seed links the account to its client, not to a payments customer the ledger knows.
    customerId: '',
    name: 'Seeded checking',
    bankAccountType: 'checking',
    status: 'verified',
    removed: false,
    createdAt: '',
    accountKey: fundingSourceId,
    microDeposits: null,
    channels: rtp ? ['ach', REAL_TIME_PAYMENTS_CHANNEL] : ['ach'],
  };
}

/** Whether the source's bank receives instant payments (Dwolla: the real-time-payments channel). */
export function takesInstantPayments(source: LedgerFundingSource): boolean {
  return (source.channels ?? []).includes(REAL_TIME_PAYMENTS_CHANNEL);
}

export function customerView(customer: LedgerCustomer): PaymentsCustomer {
  return { id: customer.id, status: customer.status };
}

export function fundingSourceView(source: LedgerFundingSource): FundingSource {
  const { id, customerId, status, bankAccountType, name, removed } = source;
  return { id, customerId, status, bankAccountType, name, removed, channels: source.channels ?? ['ach'] };
}

const CUSTOMER_STATUS_TOPICS: Record<string, string> = {
  verified: 'customer_verified',
  retry: 'customer_reverification_needed',
  document: 'customer_verification_document_needed',
  kba: 'customer_kba_verification_needed',
  suspended: 'customer_suspended',
};

export function createCustomerIn(state: LedgerState, request: CreateCustomerRequest, now: Date): PaymentsCustomer {
  const earlier = replayed(state, request.idempotencyKey, 'customer', now);
  if (earlier) return customerView(state.customers[earlier] as LedgerCustomer);
  validateCustomer(request, now);
  const email = request.email.toLowerCase();
  if (Object.values(state.customers).some((customer) => customer.email === email && customer.status !== 'deactivated'))
    throw invalid('/email', 'A customer with the specified email already exists.');

  const status = MAGIC_FIRST_NAMES[request.firstName.trim().toLowerCase()] ?? 'verified';
  const customer: LedgerCustomer = {
    id: randomUUID(),
    firstName: request.firstName,
    lastName: request.lastName,
    email,
    status,
    createdAt: now.toISOString(),
    documents: [],
  };
  state.customers[customer.id] = customer;
  state.created.customers += 1;
  remember(state, request.idempotencyKey, 'customer', customer.id, now);
  const resource = { kind: 'customers', id: customer.id } as const;
  queueWebhook(state, now, 'customer_created', resource, customer.id);
  queueWebhook(state, now, CUSTOMER_STATUS_TOPICS[status] as string, resource, customer.id);
  return customerView(customer);
}

export function uploadDocumentIn(
  state: LedgerState,
  customerId: string,
  document: UploadDocumentRequest,
  now: Date,
  stepMs: number,
): PaymentsDocument {
  const customer = state.customers[customerId];
  if (!customer) throw notFound('Customer');
  if (customer.status !== 'document')
    throw refuse('InvalidResourceState', 'Documents can only be uploaded for a customer in status document.');
  validateDocument(document);
  const id = randomUUID();
  customer.documents.push({
    id,
    type: document.type,
    filename: document.filename,
    uploadedAt: now.toISOString(),
    reviewAt: new Date(now.getTime() + stepMs).toISOString(),
    outcome: document.filename.toLowerCase().includes(FAILING_DOCUMENT_MARKER) ? 'failed' : 'approved',
    reviewed: false,
  });
  queueWebhook(
    state,
    now,
    'customer_verification_document_uploaded',
    { kind: 'customers', id: customerId },
    customerId,
  );
  return { id, status: 'pending', failureReason: null };
}

export async function addFundingSourceIn(
  state: LedgerState,
  request: AddFundingSourceRequest,
  now: Date,
  resolveProcessorToken: ProcessorTokenResolver,
): Promise<FundingSource> {
  const earlier = replayed(state, request.idempotencyKey, 'funding-source', now);
  if (earlier) return fundingSourceView(state.fundingSources[earlier] as LedgerFundingSource);
  const customer = customerIn(state, request.customerId);
  if (!customer) throw notFound('Customer');
  if (customer.status === 'suspended' || customer.status === 'deactivated')
    throw refuse('InvalidResourceState', 'Customer is suspended or deactivated.');
  if (request.name.trim() === '' || request.name.length > 50) throw invalid('/name', 'Invalid parameter.');

  let bankAccountType: LedgerFundingSource['bankAccountType'];
  let accountKey: string;
  let status: LedgerFundingSource['status'];
  let realTimePayments: boolean;
  if ('processorToken' in request.origin) {
    const account = await resolveProcessorToken(request.origin.processorToken);
    if (!account) throw invalid('/plaidToken', 'Invalid parameter.');
    bankAccountType = account.bankAccountType;
    accountKey = hash(`processor:${request.origin.processorToken}`);
    status = 'verified';
    realTimePayments = account.realTimePayments === true;
  } else {
    validateBankNumbers(request.origin.routingNumber, request.origin.accountNumber);
    bankAccountType = request.origin.bankAccountType;
    accountKey = hash(`numbers:${request.origin.routingNumber}:${request.origin.accountNumber}`);
    status = 'unverified';
    realTimePayments = SANDBOX_RTP_ROUTING_NUMBERS.includes(request.origin.routingNumber);
  }
  const duplicate = Object.values(state.fundingSources).find(
    (source) => source.customerId === customer.id && source.accountKey === accountKey && !source.removed,
  );
  if (duplicate) throw refuse('DuplicateResource', `Bank already exists: id=${duplicate.id}`);

  const source: LedgerFundingSource = {
    id: randomUUID(),
    customerId: customer.id,
    name: request.name,
    bankAccountType,
    status,
    removed: false,
    createdAt: now.toISOString(),
    accountKey,
    microDeposits: null,
    // RTP reaches checking accounts only in the sandbox, as most banks offer it.
    channels: realTimePayments && bankAccountType === 'checking' ? ['ach', REAL_TIME_PAYMENTS_CHANNEL] : ['ach'],
  };
  state.fundingSources[source.id] = source;
  state.created.fundingSources += 1;
  remember(state, request.idempotencyKey, 'funding-source', source.id, now);
  const resource = { kind: 'funding-sources', id: source.id } as const;
  queueWebhook(state, now, 'customer_funding_source_added', resource, customer.id);
  if (status === 'verified') queueWebhook(state, now, 'customer_funding_source_verified', resource, customer.id);
  return fundingSourceView(source);
}

export function removeFundingSourceIn(state: LedgerState, fundingSourceId: string, now: Date): void {
  const source = fundingSourceIn(state, fundingSourceId);
  if (!source) throw notFound('Funding source');
  if (source.removed) return;
  source.removed = true;
  state.fundingSources[source.id] = source;
  const customerId = source.customerId || null;
  queueWebhook(state, now, 'customer_funding_source_removed', { kind: 'funding-sources', id: source.id }, customerId);
}

export function startMicroDepositsIn(state: LedgerState, fundingSourceId: string, now: Date, stepMs: number): void {
  const source = state.fundingSources[fundingSourceId];
  if (!source || source.removed) throw notFound('Funding source');
  if (source.status === 'verified') throw refuse('InvalidResourceState', 'Bank already verified.');
  if (source.microDeposits) throw refuse('InvalidResourceState', 'Micro-deposits already initiated.');
  source.microDeposits = {
    initiatedAt: now.toISOString(),
    settleAt: new Date(now.getTime() + stepMs).toISOString(),
    settled: false,
    attemptsLeft: MICRO_DEPOSIT_ATTEMPTS,
  };
  queueWebhook(
    state,
    now,
    'customer_microdeposits_added',
    { kind: 'funding-sources', id: source.id },
    source.customerId,
  );
}

export function verifyMicroDepositsIn(
  state: LedgerState,
  fundingSourceId: string,
  amountsCents: [number, number],
  now: Date,
): MicroDepositVerification {
  const source = state.fundingSources[fundingSourceId];
  if (!source || source.removed) throw notFound('Funding source');
  if (source.status === 'verified') throw refuse('InvalidResourceState', 'Bank already verified.');
  const deposits = source.microDeposits;
  if (!deposits) throw refuse('InvalidResourceState', 'Micro-deposits not initiated.');
  if (!deposits.settled) throw refuse('InvalidResourceState', 'Micro-deposits have not settled.');
  if (deposits.attemptsLeft === 0) throw refuse('InvalidResourceState', 'Max verification attempts reached.');
  const resource = { kind: 'funding-sources', id: source.id } as const;
  const right = amountsCents.every(
    (cents) => Number.isInteger(cents) && cents >= 1 && cents <= MAX_SANDBOX_MICRO_DEPOSIT_CENTS,
  );
  if (right) {
    source.status = 'verified';
    queueWebhook(state, now, 'customer_funding_source_verified', resource, source.customerId);
    return { verified: true };
  }
  deposits.attemptsLeft -= 1;
  if (deposits.attemptsLeft === 0)
    queueWebhook(state, now, 'customer_microdeposits_maxattempts', resource, source.customerId);
  return { verified: false, attemptsLeft: deposits.attemptsLeft };
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

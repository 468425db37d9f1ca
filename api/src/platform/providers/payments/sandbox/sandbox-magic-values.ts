/**
 * The magic values of the sandbox ACH ledger (docs/sandbox.md, "Payments (Dwolla) sandbox").
 * They follow Dwolla's own sandbox where Dwolla has one (customer statuses by first name, an
 * R-code as a funding source's name fails its transfers, micro-deposits verify with any two
 * amounts under $0.10) and add the ones the portal needs to test itself (return codes by
 * amount, a timeout after the transfer was created, a 503 before it was).
 */
import { createHash } from 'node:crypto';
import { ACH_RETURN_CODES, type BankAccountType, type PaymentsCustomerStatus } from '../payments-provider';

/** Personal customer first names (case-insensitive) → the status Dwolla's sandbox gives them. */
export const MAGIC_FIRST_NAMES: Readonly<Record<string, PaymentsCustomerStatus>> = {
  retry: 'retry',
  document: 'document',
  suspended: 'suspended',
  kba: 'kba',
};

/** Transfer amounts in cents that end in an ACH return. */
export const MAGIC_RETURN_AMOUNTS: Readonly<Record<number, keyof typeof ACH_RETURN_CODES>> = {
  1301: 'R01',
  1302: 'R02',
  1303: 'R03',
  1310: 'R10',
  1316: 'R16',
  1320: 'R20',
};

/**
 * Transfer amounts in cents that process, then come back: the payer's bank returns the debit
 * one clock step after it completed (ACH returns arrive up to 2 banking days later, R10 up to
 * 60 days; the sandbox control POST /api/sandbox/payments/transfers/:id/return sends any code at once).
 */
export const MAGIC_LATE_RETURN_AMOUNTS: Readonly<Record<number, keyof typeof ACH_RETURN_CODES>> = {
  1321: 'R01',
  1329: 'R29',
};

/**
 * 13.50: the bank debit waits SLOW_DEBIT_STEPS clock steps instead of one, so the transfer stays
 * pending, cancellable, long enough for a person (or a browser test) to cancel it.
 */
export const MAGIC_SLOW_DEBIT_CENTS = 1350;
export const SLOW_DEBIT_STEPS = 10;

/**
 * Instant payments (RTP, FedNow). The receiving bank rejects an instant payment of one of these
 * amounts, in cents, with the ISO 20022 reason the networks use; a rejection comes back within
 * the instant clock, and the payment ends failed (an instant payment is never returned later).
 */
export const MAGIC_INSTANT_REJECTION_AMOUNTS: Readonly<Record<number, string>> = {
  1403: 'AC03',
  1404: 'AC04',
  1406: 'AC06',
  1401: 'AG01',
};

const INSTANT_REJECTION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  AC03: 'Invalid creditor account number',
  AC04: 'Closed account number',
  AC06: 'Blocked account',
  AG01: 'Transaction forbidden',
};

/** Dwolla's stated limit of one real-time payment: $100,000.00. */
export const INSTANT_RAIL_LIMIT_CENTS = 10_000_000;

/** How long the RTP network takes to settle or reject an instant payment in the sandbox. */
export const INSTANT_SETTLE_MS = 2_000;

/**
 * Routing numbers the sandbox treats as RTP participants when an account is entered by hand
 * (Dwolla's sandbox uses The Clearing House's list; these stand for it). Accounts linked through
 * the bank-linking sandbox take instant payments when their institution does (docs/sandbox.md).
 */
export const SANDBOX_RTP_ROUTING_NUMBERS: readonly string[] = ['021000021', '011000138'];

/** A seeded funding source (`sandbox-fs-rtp-…`) at a bank that takes instant payments. */
export const SEEDED_RTP_FUNDING_SOURCE_PREFIX = 'sandbox-fs-rtp-';

/** 13.99: the transfer is created, but the answer never reaches the client (a timeout). */
export const MAGIC_TIMEOUT_AFTER_CREATE_CENTS = 1399;
/** 13.98: 503 Service Unavailable, nothing created. */
export const MAGIC_UNAVAILABLE_CENTS = 1398;

/** Dwolla's directive: a funding source named with an R-code fails every transfer it is part of. */
const RETURN_CODE_NAME = /\b(R\d{2})\b/;

export function returnCodeInName(name: string): string | null {
  return RETURN_CODE_NAME.exec(name)?.[1] ?? null;
}

export function describeReturnCode(code: string): string {
  return (
    (ACH_RETURN_CODES as Record<string, string>)[code] ??
    INSTANT_REJECTION_DESCRIPTIONS[code] ??
    'Returned by the receiving bank'
  );
}

/** A document whose file name contains this stays refused; any other is approved. */
export const FAILING_DOCUMENT_MARKER = 'fail';

/** Micro-deposits: any two amounts from 1 to 9 cents verify (Dwolla's sandbox rule); 3 tries. */
export const MICRO_DEPOSIT_ATTEMPTS = 3;
export const MAX_SANDBOX_MICRO_DEPOSIT_CENTS = 9;

/**
 * Ids the demo seed gives clients and bank accounts (banking-api): the ledger treats any of
 * them it has no record of as a verified personal customer / verified checking account.
 */
export const SEEDED_CUSTOMER_PREFIX = 'sandbox-customer-';
export const SEEDED_FUNDING_SOURCE_PREFIX = 'sandbox-fs-';

export interface ResolvedProcessorAccount {
  bankAccountType: BankAccountType;
  name: string;
  mask: string;
  /** The account's bank is an RTP participant: its funding source lists real-time-payments. */
  realTimePayments?: boolean;
}

/** How Dwolla learns the account behind a Plaid processor token; wired to the bank-linking sandbox. */
export type ProcessorTokenResolver = (token: string) => Promise<ResolvedProcessorAccount | null>;

const DEFAULT_PROCESSOR_TOKEN = /^processor-sandbox-(checking|savings)-(.+)$/;

/**
 * The resolver used until a bank-linking sandbox is wired in: `processor-sandbox-<checking|
 * savings>-<anything>` stands for an account of that type; anything else is unknown.
 */
export const resolveDefaultProcessorToken: ProcessorTokenResolver = async (token) => {
  const match = DEFAULT_PROCESSOR_TOKEN.exec(token);
  if (!match) return null;
  const bankAccountType = match[1] as BankAccountType;
  const digits = BigInt(`0x${createHash('sha256').update(token).digest('hex').slice(0, 12)}`) % 10_000n;
  return {
    bankAccountType,
    name: bankAccountType === 'checking' ? 'Sandbox Checking' : 'Sandbox Savings',
    mask: digits.toString().padStart(4, '0'),
  };
};

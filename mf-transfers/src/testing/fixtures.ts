// Records as the API answers them, for the component tests of the transfer screens.
import { json, type StubHandler } from '@portal/shared/testing';
import type { TransferAccount, TransferRecord } from '../features/transfers/api/get-transfer';

export const SOURCE: TransferAccount = {
  id: 'acct-1',
  bankName: 'First Platypus Bank',
  name: 'Plaid Checking',
  bankDisplayName: 'First Platypus Bank',
  accountLastFourDigits: '1001',
  accountSubtype: 'checking',
  balance: '1000.00',
  pendingVerification: false,
  unsupported: false,
  ownerType: 'client',
};

export const ESCROW: TransferAccount = {
  id: 'escrow-1',
  bankName: 'Escrow Bank',
  name: 'Demo Title & Escrow Escrow Trust Account',
  bankDisplayName: 'Escrow Bank',
  accountLastFourDigits: '4321',
  accountSubtype: 'checking',
  balance: null,
  pendingVerification: false,
  unsupported: false,
  ownerType: 'tenant',
};

export const TRANSFER_TYPE = {
  id: 'type-1',
  name: 'Client Transfer',
  purpose: { purposes: ['Earnest Money Deposit for Purchase', 'Down Payment', 'Closing Costs'] },
};

export const OFFICES = [
  { id: 'office-z', title: 'Westside Office', city: 'Springfield', state: 'IL' },
  { id: 'office-a', title: 'Downtown Office', city: 'Springfield', state: 'IL' },
];

export const AGENTS = [
  { id: 'a'.repeat(24), firstName: 'Jane', lastName: 'Realtor', displayName: 'Jane Realtor' },
  { id: 'b'.repeat(24), firstName: 'Bob', lastName: 'Broker', displayName: null },
];

export function transferRecord(overrides: Partial<TransferRecord> = {}): TransferRecord {
  return {
    id: 'transfer-1',
    status: 'draft',
    disbursement: false,
    payoutSpeed: null,
    instantFallback: null,
    amount: '500.00',
    fee: '2.50',
    purpose: 'Earnest Money Deposit for Purchase',
    sellerName: null,
    expectedClosingDate: null,
    notes: [{ note: 'Offer accepted' }],
    otherIndividuals: JSON.stringify({ agentFullName: 'Jane Agent', email: 'jane@agents.example' }),
    propertyAddress1: '12 Elm Street',
    propertyAddress2: null,
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipcode: '62704',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    transferType: { id: TRANSFER_TYPE.id, name: TRANSFER_TYPE.name },
    sourceBankAccount: SOURCE,
    destBankAccount: ESCROW,
    escrowBankAccount: ESCROW,
    office: { id: 'office-a', title: 'Downtown Office' },
    realtor: null,
    agent: null,
    ...overrides,
  };
}

/** A disbursement the tenant sent (requirements §4): the escrow account pays, the client picks where it lands. */
export function sentDisbursement(overrides: Partial<TransferRecord> = {}): TransferRecord {
  return transferRecord({
    id: 'disb-1',
    status: 'sent',
    disbursement: true,
    amount: '1250.00',
    fee: '0.00',
    purpose: 'Earnest Money Refund',
    notes: [],
    otherIndividuals: null,
    transferType: { id: 'type-2', name: 'Client Disbursement' },
    sourceBankAccount: ESCROW,
    destBankAccount: null,
    escrowBankAccount: ESCROW,
    office: null,
    ...overrides,
  });
}

/** The terms the server writes for Review (a one-time debit) or Accept Your Payment (a one-time credit). */
export function authorizationTerms(kind: 'debit' | 'credit' = 'debit') {
  return {
    kind,
    version: `${kind}-2026-11`,
    text:
      kind === 'debit'
        ? 'I, Dana Demo, authorize Demo Title & Escrow to debit my account at First Platypus Bank ••1001 once for $502.50.'
        : 'I, Dana Demo, authorize Demo Title & Escrow to credit my account at First Platypus Bank ••1001 once for $1,250.00.',
    sha256: 'a'.repeat(64),
    expectedArrival:
      kind === 'debit'
        ? { earliest: '2026-11-30', latest: '2026-11-30', rail: 'standard' }
        : { earliest: '2026-11-30', latest: '2026-12-02', rail: 'standard' },
  };
}

/** What step-3 reads before it shows its form: the chosen account, type, escrow, fee, offices, agents. */
export function detailsApi(): Record<string, StubHandler> {
  return {
    BankAccount: () => json({ data: { BankAccount: SOURCE } }),
    allTransferTypes: () => json({ data: { allTransferTypes: [TRANSFER_TYPE] } }),
    allBankAccounts: () => json({ data: { allBankAccounts: [ESCROW] } }),
    allTransferFeeConfigs: () =>
      json({ data: { allTransferFeeConfigs: [{ id: 'f1', amount: '2.50', clientPays: true }] } }),
    allOffices: () => json({ data: { allOffices: OFFICES } }),
    allRealtors: () => json({ data: { allRealtors: AGENTS } }),
  };
}

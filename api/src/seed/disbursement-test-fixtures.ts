/**
 * Test-only clients for the disbursement and request flows (seed({ testFixtures: true }), as the
 * e2e run seeds): each has its own sent disbursement and Requested transfer, so accepting or
 * sending them changes no demo client's history or messages that other tests count.
 *
 * - Dora Disbursement: identity on file (the e2e saves it as step-2 would), a verified checking
 *   account, a sent disbursement and a Requested transfer with every field a request sets.
 * - Ned No-Identity: no SSN or date of birth, a verified checking account and a sent
 *   disbursement: accepting a payment must not ask for them (requirements §2).
 * - Ira Instant: no disbursement of her own (the tests send them through the tenant API), a
 *   checking account at a bank that receives instant payments (its funding source lists
 *   real-time-payments: `sandbox-fs-rtp-…`, docs/sandbox.md) and one at a bank that does not,
 *   and a completed transfer of $5,000.00 (plus the $2.50 fee) for the tenant to refund.
 */
import type { bankAccount, client, transfer } from '../platform/database/schema';
import { SEEDED_RTP_FUNDING_SOURCE_PREFIX } from '../platform/providers/payments/sandbox/sandbox-magic-values';
import { ago, clientAccount, GINGHAM, IDS, PLATYPUS, sandboxCustomerId, seededLinkAccount } from './seed-data';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const DISBURSEMENT_FIXTURE_IDS = {
  clients: {
    dora: 'e0000000-0000-4000-8000-0000000000d1',
    ned: 'e0000000-0000-4000-8000-0000000000d2',
    ira: 'e0000000-0000-4000-8000-0000000000d3',
  },
  bankAccounts: {
    dora: 'f0000000-0000-4000-8000-0000000000d1',
    ned: 'f0000000-0000-4000-8000-0000000000d2',
    iraInstant: 'f0000000-0000-4000-8000-0000000000d3',
    iraAchOnly: 'f0000000-0000-4000-8000-0000000000d4',
  },
  transfers: {
    doraDisbursement: '70000000-0000-4000-8000-0000000000d1',
    doraRequested: '70000000-0000-4000-8000-0000000000d2',
    nedDisbursement: '70000000-0000-4000-8000-0000000000d3',
    iraCompleted: '70000000-0000-4000-8000-0000000000d4',
  },
} as const;

const ID = DISBURSEMENT_FIXTURE_IDS;
const PHONES = { dora: '+15550101091', ned: '+15550101092', ira: '+15550101093' } as const;

function fixtureClient(id: string, firstName: string, lastName: string, mobilePhone: string): Row<typeof client> {
  return {
    id,
    paymentsCustomerId: sandboxCustomerId(id),
    paymentsCustomerStatus: 'verified',
    tenantId: IDS.tenants.demo,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
    mobilePhone,
    address1: '17 Willow Court',
    city: 'Peoria',
    state: 'IL',
    zipcode: '61602',
    createdAt: ago(10),
  };
}

export const disbursementFixtureClients: Row<typeof client>[] = [
  fixtureClient(ID.clients.dora, 'Dora', 'Disbursement', PHONES.dora),
  fixtureClient(ID.clients.ned, 'Ned', 'No-Identity', PHONES.ned),
  fixtureClient(ID.clients.ira, 'Ira', 'Instant', PHONES.ira),
];

export const disbursementFixtureLoginUsers = disbursementFixtureClients.map((row) => ({
  clientId: row.id!,
  tenantId: row.tenantId,
  email: row.email ?? null,
  phoneNumber: row.mobilePhone,
  name: `${row.firstName} ${row.lastName}`,
}));

const owner = (clientId: string) => ({ tenantId: IDS.tenants.demo, clientId });

export const disbursementFixtureAccounts: Row<typeof bankAccount>[] = [
  clientAccount(ID.bankAccounts.dora, owner(ID.clients.dora), PLATYPUS, {
    name: 'Plaid Checking',
    lastFour: '0091',
    subtype: 'checking',
    balanceCents: 2_500_000,
  }),
  clientAccount(ID.bankAccounts.ned, owner(ID.clients.ned), PLATYPUS, {
    name: 'Plaid Checking',
    lastFour: '0092',
    subtype: 'checking',
    balanceCents: 300_000,
  }),
  {
    ...clientAccount(ID.bankAccounts.iraInstant, owner(ID.clients.ira), PLATYPUS, {
      name: 'Plaid Checking',
      lastFour: '0093',
      subtype: 'checking',
      balanceCents: 410_000,
    }),
    fundingSourceId: `${SEEDED_RTP_FUNDING_SOURCE_PREFIX}${ID.bankAccounts.iraInstant}`,
    instantPayments: true,
  },
  clientAccount(ID.bankAccounts.iraAchOnly, owner(ID.clients.ira), GINGHAM, {
    name: 'Gingham Checking',
    lastFour: '0094',
    subtype: 'checking',
    balanceCents: 120_000,
  }),
];

/** The fixture accounts as the bank-linking sandbox knows them, so their balances refresh like the demo ones. */
export const disbursementFixtureLinkAccounts = disbursementFixtureAccounts.map((row) =>
  seededLinkAccount(row, disbursementFixtureClients),
);

/** A disbursement as the tenant API writes one: sent, from the tenant's escrow account, no fee. */
function sentDisbursement(id: string, clientId: string, amountCents: number, days: number): Row<typeof transfer> {
  return {
    id,
    ...owner(clientId),
    transferTypeId: IDS.transferTypes.clientDisbursement,
    status: 'sent',
    disbursement: true,
    amountCents,
    feeCents: 0,
    purpose: 'Earnest Money Refund',
    propertyAddress1: '17 Willow Court',
    propertyCity: 'Peoria',
    propertyState: 'IL',
    propertyZipcode: '61602',
    sellerName: 'Morgan Seller',
    sourceBankAccountId: IDS.bankAccounts.demoEscrow,
    escrowBankAccountId: IDS.bankAccounts.demoEscrow,
    notes: [],
    createdAt: ago(days),
    updatedAt: ago(days),
  };
}

export const disbursementFixtureTransfers: Row<typeof transfer>[] = [
  sentDisbursement(ID.transfers.doraDisbursement, ID.clients.dora, 125_000, 1),
  {
    id: ID.transfers.doraRequested,
    ...owner(ID.clients.dora),
    transferTypeId: IDS.transferTypes.clientTransfer,
    status: 'Requested',
    amountCents: 1_500_000,
    purpose: 'Closing Costs',
    propertyAddress1: '300 Cedar Lane',
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipcode: '62701',
    sellerName: 'Morgan Seller',
    expectedClosingDate: ago(-30).toISOString().slice(0, 10),
    officeId: IDS.offices.springfield,
    destBankAccountId: IDS.bankAccounts.demoEscrow,
    escrowBankAccountId: IDS.bankAccounts.demoEscrow,
    emailMessage: 'Please send the closing costs for 300 Cedar Lane.',
    notes: [],
    createdAt: ago(2),
    updatedAt: ago(2),
  },
  sentDisbursement(ID.transfers.nedDisbursement, ID.clients.ned, 64_000, 1),
  // Ira's earnest money, paid and completed: the tenant refunds it through the tenant API.
  {
    id: ID.transfers.iraCompleted,
    ...owner(ID.clients.ira),
    transferTypeId: IDS.transferTypes.clientTransfer,
    status: 'completed',
    amountCents: 500_000,
    feeCents: 250,
    purpose: 'Earnest Money Deposit for Purchase',
    propertyAddress1: '9 Rapid Row',
    propertyCity: 'Peoria',
    propertyState: 'IL',
    propertyZipcode: '61602',
    officeId: IDS.offices.springfield,
    sourceBankAccountId: ID.bankAccounts.iraAchOnly,
    destBankAccountId: IDS.bankAccounts.demoEscrow,
    escrowBankAccountId: IDS.bankAccounts.demoEscrow,
    confirmationCode: 'RAPXD7K9',
    notes: [],
    startedAt: ago(3),
    createdAt: ago(3),
    updatedAt: ago(2),
  },
];

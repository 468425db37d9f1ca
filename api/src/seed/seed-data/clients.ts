/**
 * Demo clients, their login users and their linked bank accounts, and those accounts as the
 * bank-linking sandbox knows them.
 *
 * Sign in with the phone, read the code in the sandbox inbox (/api/sandbox). SSN and date of
 * birth are not seeded: they are sealed with the running server's keys, so a demo client
 * enters them once at step 2. Dates are relative to the moment of seeding, so the message
 * center's default range (last 7 days) always has something in it.
 */
import type { bankAccount, client } from '../../platform/database/schema';
import type { SandboxSeededAccount } from '../../platform/providers/bank-linking/sandbox/sandbox-bank-linking-provider';
import {
  ago,
  alex,
  dana,
  IDS,
  ivy,
  type Row,
  sam,
  sandboxCustomerId,
  sandboxFundingSourceId,
  sandboxLinkIds,
} from './ids';

/** Who to sign in as, for people trying the product and for e2e tests. */
export const DEMO_CLIENTS = {
  /** demo: full history (a transfer in every status, messages of every type), three bank accounts. */
  dana: { id: IDS.clients.dana, tenant: 'demo', mobilePhone: '+15550101001', name: 'Dana Demo' },
  /** demo: one transfer the tenant Initiated: signing in routes her into the flow (requirements §2). */
  ivy: { id: IDS.clients.ivy, tenant: 'demo', mobilePhone: '+15550101002', name: 'Ivy Initiated' },
  /** demo: just registered, no e-mail yet: signing in goes to /account (requirements §2). */
  nina: { id: IDS.clients.nina, tenant: 'demo', mobilePhone: '+15550101003', name: 'Nina New' },
  /** acme (routes by agent; the tenant pays the fee). */
  alex: { id: IDS.clients.alex, tenant: 'acme', mobilePhone: '+15550101011', name: 'Alex Acme' },
  /** summit (no message center). */
  sam: { id: IDS.clients.sam, tenant: 'summit', mobilePhone: '+15550101021', name: 'Sam Summit' },
} as const;

export const demoClients: Row<typeof client>[] = [
  {
    id: IDS.clients.dana,
    paymentsCustomerId: sandboxCustomerId(IDS.clients.dana),
    paymentsCustomerStatus: 'verified',
    tenantId: IDS.tenants.demo,
    firstName: 'Dana',
    lastName: 'Demo',
    email: 'dana.demo@example.com',
    mobilePhone: DEMO_CLIENTS.dana.mobilePhone,
    address1: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62704',
    createdAt: ago(40),
  },
  {
    id: IDS.clients.ivy,
    paymentsCustomerId: sandboxCustomerId(IDS.clients.ivy),
    paymentsCustomerStatus: 'verified',
    tenantId: IDS.tenants.demo,
    firstName: 'Ivy',
    lastName: 'Initiated',
    email: 'ivy.initiated@example.com',
    mobilePhone: DEMO_CLIENTS.ivy.mobilePhone,
    address1: '789 Pine Road',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62702',
    createdAt: ago(3),
  },
  {
    id: IDS.clients.nina,
    tenantId: IDS.tenants.demo,
    firstName: 'Nina',
    lastName: 'New',
    email: null,
    mobilePhone: DEMO_CLIENTS.nina.mobilePhone,
    createdAt: ago(0, 5),
  },
  {
    id: IDS.clients.alex,
    paymentsCustomerId: sandboxCustomerId(IDS.clients.alex),
    paymentsCustomerStatus: 'verified',
    tenantId: IDS.tenants.acme,
    firstName: 'Alex',
    lastName: 'Acme',
    email: 'alex.acme@example.com',
    mobilePhone: DEMO_CLIENTS.alex.mobilePhone,
    address1: '400 Congress Avenue',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    createdAt: ago(20),
  },
  {
    id: IDS.clients.sam,
    paymentsCustomerId: sandboxCustomerId(IDS.clients.sam),
    paymentsCustomerStatus: 'verified',
    tenantId: IDS.tenants.summit,
    firstName: 'Sam',
    lastName: 'Summit',
    email: 'sam.summit@example.com',
    mobilePhone: DEMO_CLIENTS.sam.mobilePhone,
    address1: '1600 Glenarm Place',
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    createdAt: ago(12),
  },
];

/** Login users as registration creates them (requirements §4). */
export const demoLoginUsers = demoClients.map((row) => ({
  clientId: row.id!,
  tenantId: row.tenantId,
  email: row.email ?? null,
  phoneNumber: row.mobilePhone,
  name: `${row.firstName} ${row.lastName}`,
}));

export function clientAccount(
  id: string,
  owner: { tenantId: string; clientId: string },
  bank: { name: string; institutionCode: string },
  account: {
    name: string;
    lastFour: string;
    subtype: 'checking' | 'savings';
    balanceCents: number | null;
    pendingVerification?: boolean;
    /** Unsupported accounts get no funding source (payments cannot debit them). */
    supported?: boolean;
  },
): Row<typeof bankAccount> {
  const pending = account.pendingVerification ?? false;
  return {
    id,
    ...owner,
    ownerType: 'client',
    bankName: bank.name,
    bankDisplayName: bank.name,
    name: account.name,
    description: `${bank.name} ${account.subtype} account`,
    accountNumber: `******${account.lastFour}`,
    accountLastFourDigits: account.lastFour,
    accountSubtype: account.subtype,
    institutionCode: bank.institutionCode,
    balanceCents: account.balanceCents,
    balanceDateTime: account.balanceCents === null ? null : ago(0, 1),
    pendingVerification: pending,
    active: true,
    linkItemId: sandboxLinkIds(id).itemId,
    linkAccountId: sandboxLinkIds(id).accountId,
    fundingSourceId: pending || account.supported === false ? null : sandboxFundingSourceId(id),
  };
}

export const PLATYPUS = { name: 'First Platypus Bank', institutionCode: 'ins_109508' };
export const GINGHAM = { name: 'First Gingham Credit Union', institutionCode: 'ins_109509' };
const TARTAN = { name: 'Tartan Bank', institutionCode: 'ins_109511' };

export const demoBankAccounts: Row<typeof bankAccount>[] = [
  // Verified, with a balance.
  clientAccount(IDS.bankAccounts.danaChecking, dana, PLATYPUS, {
    name: 'Plaid Checking',
    lastFour: '1001',
    subtype: 'checking',
    balanceCents: 2_500_000,
  }),
  // Micro-deposits outstanding: 'VERIFY', balance unknown.
  clientAccount(IDS.bankAccounts.danaPending, dana, TARTAN, {
    name: 'Tartan Checking',
    lastFour: '2002',
    subtype: 'checking',
    balanceCents: null,
    pendingVerification: true,
  }),
  // A savings account at the credit union whose savings cannot be debited: 'Unsupported'.
  clientAccount(IDS.bankAccounts.danaSavings, dana, GINGHAM, {
    name: 'Gingham Savings',
    lastFour: '3003',
    subtype: 'savings',
    balanceCents: 80_000,
    supported: false,
  }),
  clientAccount(IDS.bankAccounts.ivyChecking, ivy, PLATYPUS, {
    name: 'Plaid Checking',
    lastFour: '4004',
    subtype: 'checking',
    balanceCents: 900_000,
  }),
  clientAccount(IDS.bankAccounts.alexChecking, alex, PLATYPUS, {
    name: 'Plaid Checking',
    lastFour: '1111',
    subtype: 'checking',
    balanceCents: 1_200_000,
  }),
  clientAccount(IDS.bankAccounts.samChecking, sam, TARTAN, {
    name: 'Tartan Checking',
    lastFour: '2121',
    subtype: 'checking',
    balanceCents: 640_000,
  }),
];

/** A seeded client account as the bank-linking sandbox knows it (its item, balance, recipient). */
export function seededLinkAccount(
  row: Row<typeof bankAccount>,
  owners: readonly Row<typeof client>[],
): SandboxSeededAccount {
  const ids = sandboxLinkIds(row.id!);
  const owner = owners.find((candidate) => candidate.id === row.clientId);
  return {
    ...ids,
    institutionId: row.institutionCode!,
    name: row.name!,
    mask: row.accountLastFourDigits!,
    subtype: row.accountSubtype === 'savings' ? 'savings' : 'checking',
    balanceCents: row.balanceCents ?? null,
    pendingVerification: row.pendingVerification ?? false,
    recipient: owner?.email ?? owner?.mobilePhone ?? null,
  };
}

/** The seeded client accounts as the bank-linking sandbox knows them (already linked items). */
export const sandboxSeededLinkAccounts: SandboxSeededAccount[] = demoBankAccounts.map((row) =>
  seededLinkAccount(row, demoClients),
);

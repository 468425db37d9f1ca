import { expect, type Page } from '@playwright/test';
import { E2E_PORT, tenantUrl } from './environment';
import { latestCode, randomTestPhone } from './signed-in-session.mjs';

/** The seeded tenants of each routing type, with the registration button text of their branding. */
export const TENANTS = [
  { tenant: 'demo', routing: 'office', button: 'Create Account' },
  { tenant: 'acme', routing: 'agent', button: 'Get Started' },
  { tenant: 'summit', routing: 'other', button: 'Create Account' },
] as const;
export type TenantName = (typeof TENANTS)[number]['tenant'];

export function buttonTextOf(tenant: string): string {
  return TENANTS.find((t) => t.tenant === tenant)?.button ?? 'Create Account';
}

/** A phone no other test uses: '+1555…' and its ten national digits, as typed. */
export function newPhone() {
  const e164 = randomTestPhone();
  return { e164, typed: e164.slice(2) };
}

/** The newest code texted to the phone since `after` (ms), read from the sandbox inbox. */
export function codeFrom(tenant: string, phone: string, after = 0): Promise<string> {
  return latestCode({ port: E2E_PORT, tenant, phone, after });
}

export async function fillRegistration(
  page: Page,
  { first = 'Ana', last = 'Lopez', phone }: { first?: string; last?: string; phone: string },
) {
  await page.getByRole('textbox', { name: 'First Name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(last);
  await page.getByRole('textbox', { name: 'Mobile Phone' }).pressSequentially(phone);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

/** Registers on /create-account and lands on account-verification. Returns when the form is there. */
export async function register(
  page: Page,
  tenant: string,
  phone: string,
  names: { first?: string; last?: string } = {},
) {
  await page.goto(tenantUrl(tenant, '/create-account'));
  await fillRegistration(page, { ...names, phone });
  await page.getByRole('button', { name: buttonTextOf(tenant) }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/create-account/account-verification'));
  await expect(page.getByRole('textbox', { name: 'Enter Code' })).toBeVisible();
}

export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Enter Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** MM/DD/YYYY of the day someone `years` old turns (or turned) that age, shifted by `days`. */
export function birthDate(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

export interface Step2Values {
  ssn?: string;
  dob?: string;
  email?: string;
  address1?: string;
  city?: string;
  state?: string;
  zipcode?: string;
}

export async function fillStep2(page: Page, values: Step2Values = {}) {
  const v = {
    ssn: '1234',
    dob: '01/15/1990',
    email: `ana.${Date.now()}@example.com`,
    address1: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    ...values,
  };
  await page.getByRole('textbox', { name: 'Last 4 digits of SSN' }).fill(v.ssn);
  await page.getByRole('textbox', { name: 'Date of Birth' }).pressSequentially(v.dob.replaceAll('/', ''));
  await page.getByRole('textbox', { name: 'Email' }).fill(v.email);
  await page.getByRole('textbox', { name: 'Address Line 1' }).fill(v.address1);
  await page.getByRole('textbox', { name: 'City' }).fill(v.city);
  await page.getByRole('combobox', { name: 'State' }).selectOption(v.state);
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill(v.zipcode);
}

/** The session as the shell keeps it in sessionStorage. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    client: JSON.parse(sessionStorage.getItem('client') ?? 'null') as { id: string; email: string | null } | null,
    realtor: JSON.parse(sessionStorage.getItem('realtor') ?? 'null') as { id: string; landingPageURI: string } | null,
  }));
}

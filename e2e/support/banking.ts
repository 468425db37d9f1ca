import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT, tenantUrl } from './environment';
import { apiCall, createSignedInSession, signedInSessionScript, type SignedInSession } from './signed-in-session.mjs';

/** The sandbox banks (docs/sandbox.md, "Bank linking"). */
export const BANKS = {
  platypus: 'First Platypus Bank',
  gingham: 'First Gingham Credit Union',
  tattersall: 'Tattersall Federal Credit Union',
  tartan: 'Tartan Bank',
  houndstooth: 'Houndstooth Bank',
  herringbone: 'Herringbone Savings Bank',
} as const;

/**
 * A new client of `tenant` with step-2 done, signed in before the page loads. `firstName` picks
 * the payments sandbox's customer status (retry, document, suspended; anything else verified).
 */
export async function signInClient(
  context: BrowserContext,
  { tenant = 'demo', firstName = 'Dana' }: { tenant?: string; firstName?: string } = {},
): Promise<SignedInSession> {
  const session = await createSignedInSession({ port: E2E_PORT, tenant, firstName });
  await context.addInitScript(signedInSessionScript(session));
  await installPageClock(context);
  return session;
}

/**
 * Playwright's clock in the pages of `context`, so that waitForLinking can skip the 8-second wait
 * after linking. Time still flows as usual; call it before the page loads.
 */
export async function installPageClock(context: BrowserContext) {
  await context.clock.install();
}

export async function openBankAccounts(page: Page, tenant = 'demo') {
  await page.goto(tenantUrl(tenant, '/bank-accounts'));
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
}

/** The sandbox Link dialog, whatever pane it shows. */
export function linkDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Opens Link with '+ Add Account' and picks the bank by searching its name. */
export async function openLinkAndPickBank(page: Page, bank: string) {
  await page.getByRole('button', { name: '+ Add Account' }).click();
  const dialog = linkDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Select your bank' })).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search for your bank' }).fill(bank.split(' ').slice(-2).join(' '));
  await dialog.getByRole('button', { name: bank }).click();
  await expect(dialog.getByRole('heading', { name: bank })).toBeVisible();
}

export async function logIn(page: Page, { username = 'user_good', password = 'pass_good' } = {}) {
  const dialog = linkDialog(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

export async function chooseAccount(page: Page, account: string) {
  const dialog = linkDialog(page);
  await dialog.getByRole('radio', { name: new RegExp(account) }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** The whole Link: bank, good credentials, the account. */
export async function linkAccount(page: Page, bank: string, account: string) {
  await openLinkAndPickBank(page, bank);
  await logIn(page);
  await chooseAccount(page, account);
}

/** The wait after linking before the accounts are reloaded (requirements §9: 8 seconds). */
const LINK_RELOAD_DELAY_MS = 8_000;

/**
 * The settle after linking: the spinner shows while the account is saved, then for the 8-second
 * wait, which the page's clock (installPageClock) skips once it has started; then it goes.
 */
export async function waitForLinking(page: Page) {
  const spinner = page.getByRole('status', { name: 'Linking your account…' });
  await expect(spinner).toBeVisible();
  // The product starts its timer in the same task that shows this phase.
  await expect(page.locator('.mf-banking__linking[data-phase="settling"]')).toBeAttached();
  await page.clock.fastForward(LINK_RELOAD_DELAY_MS);
  // Well under the 8 s: without installPageClock the jump misses the product's timer (it ran on
  // the browser's own clock), and the real wait fails here instead of passing slowly.
  await expect(spinner).toBeHidden({ timeout: 6_000 });
}

/** The list item of an account, found by its bank's heading. */
export function accountCard(page: Page, bank: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bank }) });
}

/**
 * The two micro-deposit amounts of the statement line the sandbox bank sent to `to` (the
 * client's e-mail), read from the sandbox inbox; waits for the deposits to post.
 */
export async function microDepositAmounts({ tenant, to }: { tenant: string; to: string }): Promise<[string, string]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { body } = (await apiCall({
      port: E2E_PORT,
      tenant,
      path: `/api/sandbox/inbox?to=${encodeURIComponent(to)}`,
    })) as { body: { messages?: Array<{ text: string | null }> } | null };
    const line = body?.messages?.find((message) => message.text?.includes('ACCTVERIFY'));
    const amounts = [...(line?.text?.matchAll(/ACCTVERIFY deposit \$(\d+\.\d{2})/g) ?? [])].map((match) => match[1]!);
    if (amounts.length === 2) return [amounts[0]!, amounts[1]!];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no micro-deposit statement for ${to}`);
}

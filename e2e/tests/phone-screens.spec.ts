/**
 * Every screen on a phone (375 px), as a client meets it, its failed submit (the error summary)
 * and its dialogs included: each interactive element of the main content, the menu and the
 * dialogs opened over them offers a target of at least 44 × 44 CSS px (WCAG 2.5.5, padding
 * counts), and axe finds no serious or critical violation. A failure lists every screen's
 * small targets and violations.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  accountCard,
  BANKS,
  installPageClock,
  linkDialog,
  logIn,
  openLinkAndPickBank,
  waitForLinking,
} from '../support/banking';
import { tenantUrl } from '../support/environment';
import { codeFrom, enterCode, fillStep2, newPhone, register } from '../support/onboarding';
import { expectNoSeriousViolationsOn } from '../support/axe';
import { expectTouchTargets } from '../support/touch-targets';
import { fillDetails, SEEDED, signInSeeded } from '../support/transfers';

test.use({ viewport: { width: 375, height: 740 } });

/** Dana's seeded completed transfer (api/src/seed/seed-data/ids.ts): receipts and PDFs to download. */
const DANA_COMPLETED = '70000000-0000-4000-8000-000000000006';

/** The two checks of a screen as it is now. */
async function expectPhoneScreen(page: Page, screen: string) {
  await expectTouchTargets(page, screen);
  await expectNoSeriousViolationsOn(page, screen);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Opens the menu, which a phone keeps behind its toggle, and measures it with the screen. */
async function expectMenuTargets(page: Page, screen: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log Out' }),
  ).toBeVisible();
  await expectPhoneScreen(page, `${screen} with the menu open`);
}

test('signed out, then a new client: registration, code, step-2, Link, identity mismatch, log in', async ({
  page,
  context,
  browser,
}) => {
  await installPageClock(context);
  await page.goto(tenantUrl('demo', '/create-account'));
  await expect(heading(page, 'Create Account')).toBeVisible();
  await expectPhoneScreen(page, '/create-account');

  await page.goto(tenantUrl('demo', '/login'));
  await expect(heading(page, 'Log In')).toBeVisible();
  await page.getByRole('button', { name: 'Get Security Code' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectPhoneScreen(page, '/login with the error summary');

  await page.goto(tenantUrl('acme', '/partner/jane-realtor'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectPhoneScreen(page, '/partner/jane-realtor');

  const phone = newPhone();
  await register(page, 'demo', phone.typed);
  await expectPhoneScreen(page, '/create-account/account-verification');
  await enterCode(page, await codeFrom('demo', phone.e164));
  await expect(heading(page, 'Personal Information')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectPhoneScreen(page, '/create-account/step-2 with the error summary');

  await fillStep2(page, { email: `ana.${phone.typed}@example.com` });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Bank Accounts')).toBeVisible();
  await expectPhoneScreen(page, '/bank-accounts without accounts');

  // The sandbox Link, pane by pane, with a bank whose owner details differ from the client's.
  await page.getByRole('button', { name: '+ Add Account' }).click();
  await expect(linkDialog(page).getByRole('heading', { name: 'Select your bank' })).toBeVisible();
  await expectPhoneScreen(page, 'the Link dialog: bank search');
  await page.keyboard.press('Escape');
  await openLinkAndPickBank(page, BANKS.tattersall);
  await expectPhoneScreen(page, 'the Link dialog: credentials');
  await logIn(page);
  await expect(linkDialog(page).getByRole('radio', { name: /Tattersall Checking/ })).toBeVisible();
  await expectPhoneScreen(page, 'the Link dialog: accounts');
  await linkDialog(page).getByRole('button', { name: 'Continue' }).click();
  const mismatch = page.getByRole('form', { name: 'Confirm Your Details' });
  await expect(mismatch).toBeVisible({ timeout: 30_000 });
  await mismatch.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectPhoneScreen(page, 'the identity mismatch screen with the error summary');
  await mismatch.getByRole('button', { name: 'Override' }).click();
  await waitForLinking(page);
  await expect(accountCard(page, BANKS.tattersall).getByText('Verified')).toBeVisible();
  await expectPhoneScreen(page, '/bank-accounts with a new account');
  await expectMenuTargets(page, '/bank-accounts');

  // Logging in again, in a browser of its own (the page above runs on Playwright's clock).
  const signedOut = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const login = await signedOut.newPage();
  await login.goto(tenantUrl('demo', '/login'));
  await login.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(phone.typed);
  await login.getByRole('button', { name: 'Get Security Code' }).click();
  await expect(login.getByRole('textbox', { name: 'Enter Code' })).toBeVisible();
  await expectTouchTargets(login, '/login, the code');
  await signedOut.close();
});

test('a client with accounts in every state, transfers and messages: every signed-in screen', async ({
  page,
  context,
}) => {
  await signInSeeded(context, SEEDED.dana);

  await page.goto(tenantUrl('demo', '/bank-accounts'));
  await expect(heading(page, 'Bank Accounts')).toBeVisible();
  await expect(page.getByRole('button', { name: /^VERIFY/ }).first()).toBeVisible();
  await expectPhoneScreen(page, '/bank-accounts (verified, VERIFY, unsupported)');
  await page.getByRole('button', { name: 'Bank Notice' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Bank Notice' })).toBeVisible();
  await expectPhoneScreen(page, 'the Bank Notice');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Disconnect' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Disconnect this account?' })).toBeVisible();
  await expectPhoneScreen(page, 'the Disconnect dialog');
  await page.keyboard.press('Escape');
  await expectMenuTargets(page, '/bank-accounts');

  await page.goto(tenantUrl('demo', '/create-account/step-select-account'));
  await expect(heading(page, 'Select a Bank Account')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectPhoneScreen(page, '/create-account/step-select-account');

  await page.goto(tenantUrl('demo', `/create-account/step-3?bank_account=${SEEDED.dana.account}`));
  await expect(heading(page, 'Transfer Details')).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectPhoneScreen(page, '/create-account/step-3 with the error summary');
  await fillDetails(page, { amount: '25.00', office: 'first' });
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(heading(page, 'Review')).toBeVisible();
  await expectPhoneScreen(page, '/create-account/step-4');

  await page.goto(tenantUrl('demo', `/create-account/success?go_to_transfer=${DANA_COMPLETED}`));
  await expect(heading(page, 'Success')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add another email' })).toBeVisible();
  await expectPhoneScreen(page, '/create-account/success');

  await page.goto(tenantUrl('demo', '/transfer-history'));
  await expect(heading(page, 'Transfer History')).toBeVisible();
  await expect(page.locator(`li[data-transfer-id="${DANA_COMPLETED}"]`)).toBeVisible();
  await expectPhoneScreen(page, '/transfer-history');

  await page.goto(tenantUrl('demo', `/transfer-history/${DANA_COMPLETED}`));
  await expect(heading(page, 'Transfer')).toBeVisible();
  await expect(page.locator('.mf-transfers-facts')).toBeVisible();
  await expectPhoneScreen(page, '/transfer-history/:transferId');

  await page.goto(tenantUrl('demo', '/account'));
  await expect(heading(page, 'Your Account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expectPhoneScreen(page, '/account');

  await page.goto(tenantUrl('demo', '/message-center'));
  await expect(heading(page, 'Messages')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download PDF/ }).first()).toBeVisible();
  await expectPhoneScreen(page, '/message-center');
  await page.getByRole('button', { name: /^Message Type/ }).click();
  await expect(page.getByRole('group', { name: 'Message types' })).toBeVisible();
  await expectPhoneScreen(page, '/message-center with the message types open');
  await page.getByRole('button', { name: /^Date range/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectPhoneScreen(page, '/message-center with the date range open');

  await page.goto(tenantUrl('demo', '/create-account/error'));
  await expect(heading(page, 'Error')).toBeVisible();
  await expectPhoneScreen(page, '/create-account/error');

  await page.goto(tenantUrl('demo', '/create-account/verification'));
  await expect(heading(page, 'More Data is Required')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectPhoneScreen(page, '/create-account/verification with the error summary');
});

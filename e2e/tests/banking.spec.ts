import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import {
  accountCard,
  BANKS,
  chooseAccount,
  linkAccount,
  linkDialog,
  logIn,
  openBankAccounts,
  openLinkAndPickBank,
  signInClient,
  waitForLinking,
} from '../support/banking';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';

test.describe('bank accounts and the sandbox Link', () => {
  test('a new client has none; an instant-auth link is Verified with its balance; it can be picked for a transfer', async ({
    page,
    context,
  }) => {
    await signInClient(context);
    await openBankAccounts(page);
    await expect(page.getByText('You have no linked bank accounts')).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-empty');

    await openLinkAndPickBank(page, BANKS.platypus);
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-link-credentials');
    await logIn(page);
    await expect(linkDialog(page).getByRole('radio', { name: /Plaid Checking/ })).toBeVisible();
    await screenshotBothWidths(page, 'banking-link-accounts');
    await chooseAccount(page, 'Plaid Checking');
    await waitForLinking(page);

    const card = accountCard(page, BANKS.platypus);
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(card).toContainText('Plaid Checking ••••0000');
    await expect(card).toContainText('$100.00');
    await expect(card.getByText('Verified')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /.+/);
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-verified');

    await page.getByRole('link', { name: 'Make Transfer' }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/create-account/step-select-account'));
    const option = accountCard(page, BANKS.platypus).getByRole('radio');
    await option.check();
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-step-select-account');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/create-account\/step-3\?bank_account=[0-9a-f-]{36}$/);
  });

  test("an unsupported savings account shows 'Unsupported' and the Bank Notice, and cannot be picked", async ({
    page,
    context,
  }) => {
    await signInClient(context);
    await openBankAccounts(page);
    await linkAccount(page, BANKS.gingham, 'Gingham Savings');
    // The link itself tells why: the Bank Notice opens once the account is in the list.
    await waitForLinking(page);
    const notice = page.getByRole('dialog', { name: 'Bank Notice' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The selected bank is not supported by the third-party service.');
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-bank-notice');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();

    const card = accountCard(page, BANKS.gingham);
    await expect(card.getByText('Unsupported')).toBeVisible();
    await expect(card.getByText('Verified')).toHaveCount(0);
    await card.getByRole('button', { name: 'Bank Notice' }).click();
    await expect(notice).toBeVisible();
    await page.keyboard.press('Escape');
    await screenshotBothWidths(page, 'banking-unsupported');

    // Receiving a disbursement: the three tabs, and still no unsupported account to pick.
    await page.goto(tenantUrl('demo', '/create-account/step-select-account?disbursement=select-bank'));
    const tabs = page.getByRole('navigation', { name: 'Disbursement steps' });
    await expect(tabs.getByText('Select a Bank Account')).toHaveAttribute('aria-current', 'step');
    await expect(tabs.getByText('Accept Your Payment')).toBeVisible();
    await expect(accountCard(page, BANKS.gingham).getByRole('radio')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-select-disbursement');
  });

  test('the MFA bank asks for a code and refuses a wrong one, as Plaid does', async ({ page, context }) => {
    await signInClient(context);
    await openBankAccounts(page);
    await openLinkAndPickBank(page, BANKS.houndstooth);
    await logIn(page);
    const dialog = linkDialog(page);
    await expect(dialog.getByText(/Enter the code we sent/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('9999');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toContainText('not correct');
    await screenshotBothWidths(page, 'banking-link-mfa');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('1234');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await chooseAccount(page, 'Houndstooth Checking');
    await waitForLinking(page);
    await expect(accountCard(page, BANKS.houndstooth).getByText('Verified')).toBeVisible();
  });

  test('wrong credentials and a login-error bank are refused inside Link; closing Link changes nothing', async ({
    page,
    context,
  }) => {
    await signInClient(context);
    await openBankAccounts(page);
    await openLinkAndPickBank(page, BANKS.platypus);
    await logIn(page, { password: 'wrong' });
    await expect(linkDialog(page).getByRole('alert')).toContainText('The credentials you provided were incorrect.');
    await page.keyboard.press('Escape');
    await expect(linkDialog(page)).toBeHidden();
    // Plaid hands the error the user saw to onExit; the page shows it.
    await expect(page.getByRole('alert')).toContainText('The credentials you provided were incorrect.');
    await expect(page.getByText('You have no linked bank accounts')).toBeVisible();

    await openLinkAndPickBank(page, BANKS.herringbone);
    await logIn(page);
    await expect(linkDialog(page).getByRole('alert')).toBeVisible();
    await linkDialog(page).getByRole('button', { name: 'Back' }).click();
    await linkDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(linkDialog(page)).toBeHidden();

    // Cancelled straight away: no error, nothing linked, and Link opens again.
    await page.getByRole('button', { name: '+ Add Account' }).click();
    await expect(linkDialog(page)).toBeVisible();
    await linkDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(linkDialog(page)).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('You have no linked bank accounts')).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Add Account' })).toBeEnabled();
  });

  test('disconnect asks first, then removes the account', async ({ page, context }) => {
    await signInClient(context);
    await openBankAccounts(page);
    await linkAccount(page, BANKS.platypus, 'Plaid Checking');
    await waitForLinking(page);
    const card = accountCard(page, BANKS.platypus);
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect this account?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-disconnect');
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('You have no linked bank accounts')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You have no linked bank accounts')).toBeVisible();
  });
});

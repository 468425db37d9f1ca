import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import {
  accountCard,
  BANKS,
  linkAccount,
  linkDialog,
  microDepositAmounts,
  openBankAccounts,
  signInClient,
  waitForLinking,
} from '../support/banking';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';

test.describe('micro-deposits, identity mismatch and the payments customer', () => {
  test('a micro-deposit bank shows VERIFY; wrong amounts are refused; the right ones verify it', async ({
    page,
    context,
  }) => {
    const session = await signInClient(context);
    await openBankAccounts(page);
    await linkAccount(page, BANKS.tartan, 'Tartan Checking');
    await waitForLinking(page);
    const card = accountCard(page, BANKS.tartan);
    const verify = card.getByRole('button', { name: /^VERIFY/ });
    await expect(verify).toBeVisible();
    await expect(card.getByText('Verified')).toHaveCount(0);
    // Waiting for the deposits is a step, not the balance error.
    await expect(card).toContainText('Waiting for 2 small deposits — verify them when they arrive');
    await expect(card).not.toContainText("We're having trouble retrieving your current balance.");
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-verify-pending');

    const [first, second] = await microDepositAmounts({ tenant: 'demo', to: session.client.email! });
    await verify.click();
    const dialog = linkDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
    const wrong = first === '0.09' ? '0.08' : '0.09';
    await dialog.getByRole('textbox', { name: 'First deposit' }).fill(wrong);
    await dialog.getByRole('textbox', { name: 'Second deposit' }).fill(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toContainText('2 attempts remaining');
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-verify-amounts');

    await dialog.getByRole('textbox', { name: 'First deposit' }).fill(first);
    await dialog.getByRole('textbox', { name: 'Second deposit' }).fill(second);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Verified')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('button', { name: /^VERIFY/ })).toHaveCount(0);
  });

  test("identity mismatch: the screen shows only what differs; 'Save and Continue' corrects the client and links", async ({
    page,
    context,
  }) => {
    const session = await signInClient(context);
    await openBankAccounts(page);
    await linkAccount(page, BANKS.tattersall, 'Tattersall Checking');
    const form = page.getByRole('form', { name: 'Confirm Your Details' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveValue(session.client.lastName);
    await expect(form.getByRole('textbox', { name: 'Address Line 1' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'banking-mismatch');

    await form.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(form.getByText('Your Account details are not matching with bank details').first()).toBeVisible();
    await form.getByRole('textbox', { name: 'Last Name' }).fill('x'.repeat(31));
    await expect(form.getByText('Max length exceeded', { exact: true })).toBeVisible();
    await screenshotBothWidths(page, 'banking-mismatch-errors');

    await form.getByRole('textbox', { name: 'Last Name' }).fill('Tattersall');
    await form.getByRole('textbox', { name: 'Address Line 1' }).fill('1 Tattersall Lane');
    await form.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForLinking(page);
    await expect(accountCard(page, BANKS.tattersall).getByText('Verified')).toBeVisible();

    await page.goto(tenantUrl('demo', '/account'));
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Tattersall');
  });

  test("identity mismatch: says what each choice does, survives a reload; 'Override' links the account as it is", async ({
    page,
    context,
  }) => {
    const session = await signInClient(context);
    await openBankAccounts(page);
    await linkAccount(page, BANKS.tattersall, 'Tattersall Checking');
    const form = page.getByRole('form', { name: 'Confirm Your Details' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    const choices = form.getByRole('list', { name: 'What each choice does' });
    await expect(choices).toContainText('Override: your details stay as they are and the account is linked anyway');
    // The decision waits through a reload.
    await page.reload();
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Address Line 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Override' }).click();
    await waitForLinking(page);
    await expect(accountCard(page, BANKS.tattersall).getByText('Verified')).toBeVisible();
    await page.goto(tenantUrl('demo', '/account'));
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(session.client.lastName);
  });

  test("a 'retry' customer reaches the error screen", async ({ page, context }) => {
    await signInClient(context, { firstName: 'Retry' });
    await openBankAccounts(page);
    await linkAccount(page, BANKS.platypus, 'Plaid Checking');
    await expect(page).toHaveURL(tenantUrl('demo', '/create-account/error'), { timeout: 30_000 });
    await expect(page.getByText('Your transfer is not complete.')).toBeVisible();
  });

  test("a 'document' customer reaches the document upload, which sends the document on", async ({ page, context }) => {
    await signInClient(context, { firstName: 'Document' });
    await page.goto(tenantUrl('demo', '/create-account/step-select-account'));
    await expect(page.getByRole('heading', { level: 1, name: 'Select a Bank Account' })).toBeVisible();
    await linkAccount(page, BANKS.platypus, 'Plaid Checking');
    await expect(page).toHaveURL(tenantUrl('demo', '/create-account/verification'), { timeout: 30_000 });
    await expect(page.getByText('More Data is Required')).toBeVisible();

    await page.getByRole('radio', { name: 'License' }).check();
    await page.getByLabel('Document Image').setInputFiles({
      name: 'license.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    const sent = page.waitForResponse((response) => /\/api\/account\/document\//.test(response.url()));
    await page.getByRole('button', { name: 'Upload' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page).toHaveURL(tenantUrl('demo', '/bank-accounts'));
  });
});

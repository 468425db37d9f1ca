// What happens to a transfer after it started, on its own page (/transfer-history/:id): an R01
// and "Try again with another account", cancelling before and after the bank has it, and a
// return after completion. Alex (acme, the tenant pays the fee) pays the magic totals.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths, screenshotsOnce, WIDTHS } from '../support/screenshots';
import {
  fillDetails,
  providerTransfers,
  reviewAndPay,
  SEEDED,
  signInSeeded,
  transferStatusOf,
} from '../support/transfers';

test.setTimeout(120_000);

const R01 = 'Your bank returned the payment for insufficient funds.';
const TOO_LATE = 'This transfer can no longer be cancelled: it has already been submitted to your bank.';

/** Alex pays `amount` (a sandbox magic total) and lands on Success; returns the transfer id. */
async function pay(page: Page, amount: string): Promise<string> {
  await page.goto(tenantUrl('acme', `/create-account/step-3?bank_account=${SEEDED.alex.account}`));
  await fillDetails(page, { amount, agent: 'first' });
  return reviewAndPay(page);
}

const historyRow = (page: Page, transferId: string) => page.locator(`li[data-transfer-id="${transferId}"]`);
const marker = (page: Page) => page.locator('.mf-transfers-overview__status [data-marker]');

for (const [width, viewport] of WIDTHS) {
  test.describe(`${width} (${viewport.width} px)`, () => {
    test.use({ viewport });
    const shoot = screenshotsOnce(width);

    test('an R01 says its reason on the history row and the page; trying again keeps the values', async ({
      context,
      page,
    }) => {
      await signInSeeded(context, SEEDED.alex);
      const transferId = await pay(page, '13.01');
      await page.goto(tenantUrl('acme', '/transfer-history'));
      const row = historyRow(page, transferId);
      await expect(row.locator('.mf-transfers-history__failure')).toHaveText(R01, { timeout: 60_000 });
      await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await shoot(page, 'history-failure-reason');
      await row.getByRole('link', { name: /^Details/ }).click();
      await expect(page).toHaveURL(tenantUrl('acme', `/transfer-history/${transferId}`));
      // The history list stays on screen until the page's code has loaded (a router transition),
      // and it may hold an earlier R01 of Alex's: wait for the page itself before reading it.
      await expect(page.getByRole('region', { name: 'Status timeline' })).toContainText('R01');
      await expect(page.getByText(R01, { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shoot(page, 'transfer-page-failed-r01');

      await page.getByRole('button', { name: 'Try again with another account' }).click();
      await expect(page).toHaveURL(/\/create-account\/step-select-account\?go_to_transfer=/);
      const retried = new URL(page.url()).searchParams.get('go_to_transfer');
      expect(retried).not.toBe(transferId);
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(new RegExp(`/create-account/step-3\\?go_to_transfer=${retried}`));
      await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(/13\.01/);
      await expect(page.getByRole('textbox', { name: 'Property Address Line 1' })).toHaveValue('742 Evergreen Terrace');
    });

    test('cancel works before the bank has the transfer', async ({ context, page }) => {
      await signInSeeded(context, SEEDED.alex);
      const transferId = await pay(page, '13.50');
      await page.getByRole('link', { name: 'View this transfer' }).click();
      await expect(marker(page)).toHaveText('Pending');
      await expect(page.getByRole('region', { name: 'Status timeline' })).toContainText('Authorized');
      await expectNoSeriousViolations(page);
      await shoot(page, 'transfer-page-pending');
      await page.getByRole('button', { name: 'Cancel Transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this transfer?' });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Cancel Transfer' }).click();
      await expect(marker(page)).toHaveText('Cancelled');
      await expect(
        page.getByText('This transfer was cancelled before it reached your bank. No money was taken.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel Transfer' })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await shoot(page, 'transfer-page-cancelled');
      const [provider] = await providerTransfers('acme', transferId);
      expect(provider?.status).toBe('cancelled');
    });
  });
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('cancel is refused once the bank has the transfer', async ({ context, page }) => {
    const session = await signInSeeded(context, SEEDED.alex);
    const transferId = await pay(page, '13.50');
    await page.goto(tenantUrl('acme', `/transfer-history/${transferId}`));
    await expect(marker(page)).toHaveText('Pending');
    // The client confirms while the transfer is pending; the request reaches the server only
    // once the provider has debited the account (a slow network, a slow click).
    await page.route('**/api/graphql', async (route) => {
      if (route.request().postData()?.includes('mutation CancelTransfer')) {
        await expect.poll(() => transferStatusOf(session, 'acme', transferId), { timeout: 60_000 }).not.toBe('pending');
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Cancel Transfer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Transfer' }).click();
    await expect(page.getByText(TOO_LATE)).toBeVisible({ timeout: 60_000 });
    await expect(marker(page)).not.toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel Transfer' })).toHaveCount(0);
  });
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a return after completion moves the transfer to returned, with its reason', async ({ context, page }) => {
    await signInSeeded(context, SEEDED.alex);
    const transferId = await pay(page, '13.21');
    await page.goto(tenantUrl('acme', '/transfer-history'));
    const row = historyRow(page, transferId);
    await expect(row.locator('[data-marker]')).toHaveText('Returned', { timeout: 60_000 });
    await expect(row.locator('[data-marker]')).toHaveAttribute('data-marker', 'error');
    await expect(row.locator('.mf-transfers-history__failure')).toHaveText(R01);
    await row.getByRole('link', { name: /^Details/ }).click();
    const timeline = page.getByRole('region', { name: 'Status timeline' });
    await expect(timeline).toContainText('Completed');
    await expect(timeline).toContainText('Returned by the bank');
    await expect(page.getByText(R01, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'transfer-page-returned');
  });
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { DORA } from '../support/disbursements';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import { authorize, providerTransfers, reviewRow, signInSeeded, transferIdOf } from '../support/transfers';

test.setTimeout(120_000);

test("a Requested transfer: Send Funds, step-3 prefilled with the request's values, sent as asked (requirements §4)", async ({
  context,
  page,
}) => {
  await signInSeeded(context, DORA);
  await page.goto(tenantUrl('demo', '/transfer-history'));
  const row = page.locator(`li[data-transfer-id="${DORA.requested}"]`);
  await expect(row).toContainText('Requested');
  await row.getByRole('link', { name: 'Send Funds' }).click();

  await expect(page).toHaveURL(
    tenantUrl('demo', `/create-account/step-select-account?go_to_transfer=${DORA.requested}`),
  );
  await expect(page.getByRole('navigation', { name: 'Disbursement steps' })).toHaveCount(0);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step-3 with what the request set: nothing to type.
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('15000.00');
  await expect(page.getByRole('textbox', { name: 'Re-Enter Amount' })).toHaveValue('15000.00');
  await expect(page.getByRole('radio', { name: 'Closing Costs' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Property Address Line 1' })).toHaveValue('300 Cedar Lane');
  await expect(page.getByRole('textbox', { name: 'Property City' })).toHaveValue('Springfield');
  await expect(page.getByRole('combobox', { name: 'Property State' })).toHaveValue('IL');
  await expect(page.getByRole('textbox', { name: 'Property ZIP Code' })).toHaveValue('62701');
  await expect(page.getByRole('combobox', { name: 'Office' })).toHaveValue('0f000000-0000-4000-8000-000000000001');
  await expect(page.locator('dt', { hasText: 'Seller' }).locator('+ dd')).toHaveText('Morgan Seller');
  await expect(page.locator('dt', { hasText: 'Expected Closing Date' }).locator('+ dd')).toHaveText(
    /^\d{2}\/\d{2}\/\d{4}$/,
  );
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'requested-step-3');

  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  expect(transferIdOf(page)).toBe(DORA.requested);
  await expect(reviewRow(page, 'Seller')).toHaveText('Morgan Seller');
  await expect(reviewRow(page, 'Amount')).toHaveText('$15,000.00');
  await expect(reviewRow(page, 'Total')).toHaveText('$15,002.50');
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'requested-review');
  await authorize(page);
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  expect((await providerTransfers('demo', DORA.requested)).map((transfer) => transfer.amount)).toEqual(['15002.50']);
});

import { expect, test } from '@playwright/test';
import { tenantUrl } from '../support/environment';
import {
  authorize,
  fillDetails,
  noticesOf,
  providerTransfers,
  SEEDED,
  signInSeeded,
  transferIdOf,
} from '../support/transfers';

test.setTimeout(120_000);

test('a magic amount the bank returns (13.01 → R01) ends in error with a transfer_fail notice', async ({
  context,
  page,
}) => {
  // acme: the tenant pays the fee, so the provider is asked for exactly 13.01.
  const session = await signInSeeded(context, SEEDED.alex);
  await page.goto(tenantUrl('acme', `/create-account/step-3?bank_account=${SEEDED.alex.account}`));
  await fillDetails(page, { amount: '13.01', agent: 'first' });
  await page.getByRole('button', { name: 'Review' }).click();
  await authorize(page);
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  const transferId = transferIdOf(page);

  await page.getByRole('link', { name: 'View Transfer History' }).click();
  const row = page.locator(`li[data-transfer-id="${transferId}"]`);
  await expect(row.locator('[data-marker]')).toHaveAttribute('data-marker', 'error', { timeout: 60_000 });
  await expect(row).toContainText('Error');

  const [provider, ...more] = await providerTransfers('acme', transferId);
  expect(more).toEqual([]);
  expect(provider?.status).toBe('failed');
  expect(JSON.stringify(provider?.failure)).toContain('R01');
  await expect
    .poll(async () => (await noticesOf(session, 'acme', transferId, 'transfer_fail')).length, {
      timeout: 30_000,
    })
    .toBe(1);
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import { authorize, fillDetails, providerTransfers, SEEDED, signInSeeded, transferIdOf } from '../support/transfers';

test.setTimeout(120_000);

/** Saves a draft at step-3 and returns the review URL. */
async function draftToReview(page: Page, amount: string): Promise<string> {
  await page.goto(tenantUrl('demo', `/create-account/step-3?bank_account=${SEEDED.dana.account}`));
  await fillDetails(page, { amount, office: 'first' });
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  return page.url();
}

test('a double click on Make Transfer creates one provider transfer', async ({ context, page }) => {
  await signInSeeded(context, SEEDED.dana);
  await draftToReview(page, '42.00');
  const transferId = transferIdOf(page);
  // Hold the start at the network, to see what the user sees while it runs.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let starts = 0;
  await page.route('**/api/transfer/start', async (route) => {
    starts += 1;
    await held;
    await route.continue();
  });
  await authorize(page);
  await page.getByRole('button', { name: 'Make Transfer' }).dblclick();
  const modal = page.getByRole('dialog', { name: 'Processing Fund Transfer ...' });
  await expect(modal).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'transfers-processing');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  expect(starts).toBe(1);
  expect((await providerTransfers('demo', transferId)).length).toBe(1);
});

test('two tabs submitting the same transfer together create one provider transfer', async ({ context, page }) => {
  await signInSeeded(context, SEEDED.dana);
  const review = await draftToReview(page, '43.00');
  const transferId = transferIdOf(page);
  const second = await context.newPage();
  await second.goto(review);
  const buttons = [page, second].map((tab) => tab.getByRole('button', { name: 'Make Transfer' }));
  for (const tab of [page, second]) await authorize(tab);
  await Promise.all(buttons.map((button) => expect(button).toBeEnabled()));
  await Promise.all(buttons.map((button) => button.click()));
  // Both tabs end with the recorded outcome: the transfer is pending.
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
    expect(transferIdOf(tab)).toBe(transferId);
  }
  expect((await providerTransfers('demo', transferId)).length).toBe(1);
});

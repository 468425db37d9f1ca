import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import {
  authorize,
  fillDetails,
  inboxFor,
  providerTransfers,
  reviewRow,
  SEEDED,
  signInSeeded,
  transferIdOf,
} from '../support/transfers';

// The sandbox ACH clock moves a transfer pending → processed → completed in a few seconds.
test.setTimeout(120_000);

const historyRow = (page: Page, transferId: string) => page.locator(`li[data-transfer-id="${transferId}"]`);

/** The payment flow's steps and which one is current. */
async function expectCurrentStep(page: Page, current: string) {
  const steps = page.getByRole('navigation', { name: 'Payment steps' }).getByRole('listitem');
  await expect(steps).toHaveText(['Identity', 'Bank', 'Details', 'Review', 'Done']);
  await expect(steps.filter({ hasText: current })).toHaveAttribute('aria-current', 'step');
}

/** From step-3 to the success screen; returns the transfer id. */
async function makeTransfer(page: Page, tenant: string, totals: { amount: string; fee: string; total: string }) {
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(page).toHaveURL(/\/create-account\/step-4\?go_to_transfer=/);
  await expectCurrentStep(page, 'Review');
  await expect(reviewRow(page, 'Amount')).toHaveText(totals.amount);
  await expect(reviewRow(page, 'Convenience Fee')).toHaveText(totals.fee);
  await expect(reviewRow(page, 'Total')).toHaveText(totals.total);
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, `transfers-review-${tenant}`);

  await authorize(page);
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  await expect(page).toHaveURL(/\/create-account\/success\?go_to_transfer=/);
  await expectCurrentStep(page, 'Done');
  return transferIdOf(page);
}

test('office tenant, client pays the fee: step-3 to completed in history, with receipts (requirements §2, §4, §5, §9)', async ({
  context,
  page,
}) => {
  await signInSeeded(context, SEEDED.dana);
  await page.goto(tenantUrl('demo', `/create-account/step-3?bank_account=${SEEDED.dana.account}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Details' })).toBeVisible();
  await expectCurrentStep(page, 'Details');
  await expect(page.getByRole('radio', { name: 'Earnest Money Deposit for Purchase' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'To' })).toContainText('Demo Title & Escrow');
  await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveCount(0);
  // The offices, sorted by title descending.
  const offices = await page.getByRole('combobox', { name: 'Office' }).locator('option').allTextContents();
  expect(offices.slice(1)).toEqual([...offices.slice(1)].sort().reverse());
  await fillDetails(page, { amount: '1234.56', office: 'first' });
  // The optional agent details are folded away until asked for.
  await expect(page.getByRole('textbox', { name: 'Agent Name' })).toBeHidden();
  await page.getByText('Agent Information (optional)').click();
  await page.getByRole('textbox', { name: 'Agent Name' }).fill('Pat Agent');
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'transfers-step-3-demo');

  // The client pays the $2.50 fee of demo's first fee config: it is added.
  const transferId = await makeTransfer(page, 'demo', { amount: '$1,234.56', fee: '$2.50', total: '$1,237.06' });
  const [provider, ...more] = await providerTransfers('demo', transferId);
  expect(more).toEqual([]);
  expect(provider?.amount).toBe('1237.06');

  // Receipts: the client's address is offered; another is added.
  await expect(page.getByText('Funds are expected to arrive the next business day.', { exact: false })).toBeVisible();
  const extra = `receipt.${Date.now()}@example.com`;
  await page.getByRole('button', { name: '+ Add another email' }).click();
  await page.getByRole('textbox', { name: 'Email 2' }).fill(extra);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Send Receipt' }).click();
  await expect(page.getByText('Receipt successfully sent!')).toBeVisible();
  await screenshotBothWidths(page, 'transfers-success');
  await expect.poll(async () => (await inboxFor('demo', extra)).length, { timeout: 30_000 }).toBeGreaterThan(0);

  // History: the new transfer first, and its status follows the provider without a reload.
  await page.getByRole('link', { name: 'View Transfer History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
  // Newest first among what needs nothing from Dana (her seeded request waits above, under its own heading).
  await expect(page.getByRole('list', { name: 'Transfers' }).locator('li[data-transfer-id]').first()).toHaveAttribute(
    'data-transfer-id',
    transferId,
  );
  const row = historyRow(page, transferId);
  await expect(row).toContainText('$1,234.56');
  await expect(row.locator('[data-marker]')).toHaveAttribute('data-marker', 'completed', { timeout: 60_000 });
  await expect(row).toContainText('Completed');
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'transfers-history');
});

test('agent tenant, tenant pays the fee: the agent picker, no fee added, completed in history', async ({
  context,
  page,
}) => {
  await signInSeeded(context, SEEDED.alex);
  await page.goto(tenantUrl('acme', `/create-account/step-3?bank_account=${SEEDED.alex.account}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Details' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Office' })).toHaveCount(0);
  await fillDetails(page, { amount: '250.10' });
  // Routing by agent: the agent must be picked.
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('This is required', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Agent' }).selectOption({ index: 1 });
  await screenshotBothWidths(page, 'transfers-step-3-acme');

  const transferId = await makeTransfer(page, 'acme', { amount: '$250.10', fee: '$0.00', total: '$250.10' });
  const transfers = await providerTransfers('acme', transferId);
  expect(transfers.map((t) => t.amount)).toEqual(['250.10']);

  await page.goto(tenantUrl('acme', '/transfer-history'));
  const row = historyRow(page, transferId);
  await expect(row).toContainText('$250.10');
  await expect(row.locator('[data-marker]')).toHaveAttribute('data-marker', 'completed', { timeout: 60_000 });

  // A completed transfer opened for editing goes back to history with the notice.
  await page.goto(tenantUrl('acme', `/create-account/step-3?go_to_transfer=${transferId}`));
  await expect(page).toHaveURL(tenantUrl('acme', '/transfer-history'));
  const dialog = page.getByRole('dialog', { name: 'The transfer cannot be edited' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});

test('every validation text of step-3 (requirements §5)', async ({ context, page }) => {
  await signInSeeded(context, SEEDED.dana);
  await page.goto(tenantUrl('demo', `/create-account/step-3?bank_account=${SEEDED.dana.account}`));
  await page.getByRole('button', { name: 'Review' }).click();
  // The error summary takes the focus; each field says its own message.
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page.locator(':focus')).toHaveAccessibleName('There is a problem');
  await expect(page.getByText('Please select a valid address', { exact: true })).toHaveCount(4);
  await expect(page.getByText('This is required', { exact: true })).toHaveCount(3); // amount, re-enter, office
  await screenshotBothWidths(page, 'transfers-step-3-errors');

  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  const compare = page.getByRole('textbox', { name: 'Re-Enter Amount' });
  await fillDetails(page, { amount: '100.00', compare: '100.01', office: 'first' });
  await compare.blur();
  await expect(page.getByText('Amounts do not match', { exact: true })).toBeVisible();

  // Pasting into Re-Enter Amount is blocked.
  const pasted = await compare.evaluate((input: HTMLInputElement) => {
    input.value = '';
    const data = new DataTransfer();
    data.setData('text/plain', '100.00');
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(pasted).toBe(true);

  for (const [typed, text] of [
    ['150000.00', 'Transfer amount cannot exceed $149,999.99'],
    // Dana's checking holds $25,000.00; with the $2.50 fee, $24,999.00 is too much.
    [
      '24999.00',
      'Amount entered exceeds account balance and any applicable convenience fees. Please enter an amount lesser than or equal to this combined amount. You can send up to $24,997.50.',
    ],
    ['12,34.5x', 'Please enter a valid amount'],
    ['0.00', 'Amount must be greater than $0.00'],
  ] as const) {
    await amount.fill(typed);
    await amount.blur();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  await page.getByText('Agent Information (optional)').click();
  await page.getByRole('textbox', { name: 'Agent Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Agent Phone' }).fill('12');
  await page.getByRole('textbox', { name: 'Agent Phone' }).blur();
  await expect(page.getByText('Invalid email format', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid US mobile phone number', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Agent details belong only to an earnest money deposit.
  await page.getByRole('radio', { name: 'Down Payment' }).check();
  await expect(page.getByRole('textbox', { name: 'Agent Email' })).toHaveCount(0);
  // Nothing was saved.
  await expect(page).toHaveURL(/\/create-account\/step-3\?bank_account=/);
});

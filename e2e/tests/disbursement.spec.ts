import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { DORA, NED, disbursementTabs } from '../support/disbursements';
import { tenantUrl } from '../support/environment';
import { codeFrom, enterCode } from '../support/onboarding';
import { screenshotBothWidths } from '../support/screenshots';
import { authorize, inboxFor, providerTransfers, reviewRow, signInSeeded } from '../support/transfers';

// The sandbox ACH clock moves the accepted payment pending → processed → completed in seconds.
test.setTimeout(120_000);

const TABS = ['Select a Bank Account', 'Accept Your Payment', 'Success'];
const tabsAt = (current: number) => TABS.map((label, index) => [label, index === current]);
const historyRow = (page: Page, transferId: string) => page.locator(`li[data-transfer-id="${transferId}"]`);

test('a sent disbursement: ACCEPT PAYMENT, the three tabs, accepted once, completed in history (requirements §2, §4, §9)', async ({
  context,
  page,
}) => {
  await signInSeeded(context, DORA);
  await page.goto(tenantUrl('demo', '/transfer-history'));
  const row = historyRow(page, DORA.disbursement);
  await expect(row.locator('[data-marker]')).toHaveAttribute('data-marker', 'sent');
  await expect(row).toContainText('+$1,250.00');
  // The payout waits for Dora: it comes first, read from her side, accepting it the main action.
  await expect(
    page.getByRole('list', { name: 'Needs your action' }).locator(`li[data-transfer-id="${DORA.disbursement}"]`),
  ).toBeVisible();
  await expect(row).toContainText('Payment from Demo Title & Escrow');
  await expect(row.getByRole('link', { name: 'ACCEPT PAYMENT' })).toHaveClass(/cp-ui-button--primary/);
  await screenshotBothWidths(page, 'disbursement-history-sent');
  await row.getByRole('link', { name: 'ACCEPT PAYMENT' }).click();

  // Tab 1: Select a Bank Account.
  await expect(page).toHaveURL(
    tenantUrl(
      'demo',
      `/create-account/step-select-account?go_to_transfer=${DORA.disbursement}&disbursement=select-bank`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Select a Bank Account' })).toBeVisible();
  expect(await disbursementTabs(page)).toEqual(tabsAt(0));
  await page.getByRole('radio').first().check();
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'disbursement-select-bank');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Tab 2: Accept Your Payment, the review with Accept Payment and no fee.
  await expect(page).toHaveURL(/\/create-account\/step-4\?go_to_transfer=.*&disbursement=payment&bank_account=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  expect(await disbursementTabs(page)).toEqual(tabsAt(1));
  await expect(page.getByRole('region', { name: 'From' })).toContainText('Demo Title & Escrow');
  await expect(page.getByRole('region', { name: 'To' })).toContainText('0091');
  await expect(reviewRow(page, 'Amount')).toHaveText('$1,250.00');
  await expect(reviewRow(page, 'Convenience Fee')).toHaveText('$0.00');
  await expect(reviewRow(page, 'Total')).toHaveText('$1,250.00');
  await expect(page.getByRole('button', { name: 'Make Transfer' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'disbursement-payment');

  // Hold the start at the network to see the modal; a double click sends one request.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let starts = 0;
  await page.route('**/api/transfer/disbursement/start', async (route) => {
    starts += 1;
    await held;
    await route.continue();
  });
  await authorize(page, 'credit');
  await page.getByRole('button', { name: 'Accept Payment' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Processing Fund Transfer ...' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'disbursement-processing');
  release();

  // Tab 3: Success, with the timing of requirements §9 and receipts.
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  await expect(page).toHaveURL(
    tenantUrl('demo', `/create-account/success?go_to_transfer=${DORA.disbursement}&disbursement=success`),
  );
  expect(await disbursementTabs(page)).toEqual(tabsAt(2));
  await expect(page.getByText('Funds expected in 1-3 business days.', { exact: false })).toBeVisible();
  expect(starts).toBe(1);
  const [provider, ...more] = await providerTransfers('demo', DORA.disbursement);
  expect(more).toEqual([]);
  expect(provider?.amount).toBe('1250.00');

  const extra = `payment.${Date.now()}@example.com`;
  await page.getByRole('button', { name: '+ Add another email' }).click();
  await page.getByRole('textbox', { name: 'Email 2' }).fill(extra);
  await page.getByRole('button', { name: 'Send Receipt' }).click();
  await expect(page.getByText('Receipt successfully sent!')).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'disbursement-success');
  await expect
    .poll(async () => (await inboxFor('demo', extra)).map((message) => message.subject), { timeout: 30_000 })
    .toEqual([expect.stringMatching(/^Receipt: payment from Demo Title & Escrow \([A-Z0-9]+\)$/)]);

  // History follows the provider: pending, then completed; nothing left to accept.
  await page.getByRole('link', { name: 'View Transfer History' }).click();
  await expect(row.locator('[data-marker]')).not.toHaveAttribute('data-marker', 'sent');
  await expect(row.getByRole('link', { name: 'ACCEPT PAYMENT' })).toHaveCount(0);
  await expect(row.locator('[data-marker]')).toHaveAttribute('data-marker', 'completed', { timeout: 60_000 });
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'disbursement-history-completed');

  // Accepting again (a stale tab) sends nothing more.
  await page.goto(
    tenantUrl(
      'demo',
      `/create-account/step-4?go_to_transfer=${DORA.disbursement}&disbursement=payment&bank_account=${DORA.account}`,
    ),
  );
  await expect(page).toHaveURL(tenantUrl('demo', '/transfer-history'));
  expect(await providerTransfers('demo', DORA.disbursement)).toHaveLength(1);
});

test('accepting a payment does not ask for SSN and date of birth (requirements §2)', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/login'));
  await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(NED.phone.slice(2));
  const asked = Date.now();
  await page.getByRole('button', { name: 'Get Security Code' }).click();
  await enterCode(page, await codeFrom('demo', NED.phone, asked));
  // Signed in, Ned lands on his history: the payout that waits for him first, no step-2.
  await expect(page).toHaveURL(tenantUrl('demo', '/transfer-history'));
  const payout = page
    .getByRole('list', { name: 'Needs your action' })
    .locator(`li[data-transfer-id="${NED.disbursement}"]`);
  await expect(payout).toContainText('Payment from Demo Title & Escrow');
  // Anywhere else, no identity on file still means step-2 first.
  await page.goto(tenantUrl('demo', '/bank-accounts'));
  await expect(page).toHaveURL(/\/create-account\/step-2/);

  // Back in history, ACCEPT PAYMENT opens the tabs without step-2.
  await page.goto(tenantUrl('demo', '/transfer-history'));
  await payout.getByRole('link', { name: 'ACCEPT PAYMENT' }).click();
  const start = `/create-account/step-select-account?go_to_transfer=${NED.disbursement}&disbursement=select-bank`;
  await expect(page).toHaveURL(tenantUrl('demo', start));
  await expect(page.getByRole('heading', { level: 1, name: 'Select a Bank Account' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await authorize(page, 'credit');
  await expect(page.getByRole('button', { name: 'Accept Payment' })).toBeEnabled();
  await page.getByRole('button', { name: 'Accept Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  await expect(page).toHaveURL(/disbursement=success/);
  expect((await providerTransfers('demo', NED.disbursement)).map((transfer) => transfer.amount)).toEqual(['640.00']);
});

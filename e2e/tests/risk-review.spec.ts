import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createTenantClient } from '../../scripts/tenant-cli/tenant-client';
import { expectNoSeriousViolations } from '../support/axe';
import { accountCard, BANKS, linkAccount, openBankAccounts, signInClient, waitForLinking } from '../support/banking';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import { fillDetails, noticesOf, providerTransfers, reviewAndPay } from '../support/transfers';

// Linking, two debits, the review through the CLI and the sandbox ACH clock to completed.
test.setTimeout(240_000);

/** What the client's transfer page says while the title company reviews (docs/risk.md). */
const TRANSFER_UNDER_REVIEW = 'The title company is reviewing this payment';

const repoRoot = path.resolve(__dirname, '..', '..');
const historyRow = (page: Page, transferId: string) => page.locator(`li[data-transfer-id="${transferId}"]`);

/** `pnpm tenant review …` as a title company's operator runs it, against this server. */
function tenantCli(key: string, ...args: string[]): { status: string; id: string } {
  const output = execFileSync('pnpm', ['--silent', 'tenant', 'review', ...args], {
    cwd: repoRoot,
    env: { ...process.env, TENANT_API_URL: `http://127.0.0.1:${E2E_PORT}`, TENANT_API_KEY: key },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output) as { status: string; id: string };
}

/** From the bank list to Success: the Tattersall account, an amount above the default review threshold. */
async function payAboveThreshold(page: Page): Promise<string> {
  await page.goto(tenantUrl('demo', '/create-account/step-select-account'));
  await accountCard(page, BANKS.tattersall).getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Details' })).toBeVisible();
  await fillDetails(page, { amount: '26000.00', office: 'first' });
  const id = await reviewAndPay(page);
  // Success says so at once, calmly.
  await expect(page.getByText(TRANSFER_UNDER_REVIEW)).toBeVisible();
  return id;
}

test('a large first debit over an overridden identity mismatch waits for the title company: approved, it completes; rejected, it leaves the history with a notice', async ({
  page,
  context,
}) => {
  const session = await signInClient(context);
  const { key } = await createTenantClient({ baseUrl: `http://127.0.0.1:${E2E_PORT}` }).createSandboxKey(
    'demo',
    'e2e risk',
  );

  // The identity-mismatch bank, linked anyway.
  await openBankAccounts(page);
  await linkAccount(page, BANKS.tattersall, 'Tattersall Checking');
  const form = page.getByRole('form', { name: 'Confirm Your Details' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Override' }).click();
  await waitForLinking(page);
  await expect(accountCard(page, BANKS.tattersall).getByText('Verified')).toBeVisible();

  // $26,000.00 is above the default review threshold: held, nothing sent, pending to the client.
  const approved = await payAboveThreshold(page);
  expect(await providerTransfers('demo', approved)).toEqual([]);
  await page.goto(tenantUrl('demo', `/transfer-history/${approved}`));
  await expect(page.getByText(TRANSFER_UNDER_REVIEW)).toBeVisible();
  await expect(page.locator('.mf-transfers-overview__status [data-marker]')).toHaveAttribute('data-marker', 'pending');
  await expect(page.locator('main')).not.toContainText(/identity|threshold|risk|fraud/i);
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'risk-under-review');

  await page.goto(tenantUrl('demo', '/transfer-history'));
  const row = historyRow(page, approved);
  await expect(row.locator('[data-marker]')).toHaveAttribute('data-marker', 'pending');
  await screenshotBothWidths(page, 'risk-history-pending');

  // The title company approves from its own system: one provider transfer, completed in the open page.
  expect(tenantCli(key, 'approve', approved, '--note', 'Called the buyer back')).toMatchObject({
    id: approved,
    status: 'pending',
  });
  expect(await providerTransfers('demo', approved)).toHaveLength(1);
  await expect(row.locator('[data-marker]')).toHaveAttribute('data-marker', 'completed', { timeout: 60_000 });

  // A second one, rejected: it leaves the open history, and a notice says so.
  const rejected = await payAboveThreshold(page);
  await page.goto(tenantUrl('demo', '/transfer-history'));
  await expect(historyRow(page, rejected)).toBeVisible();
  const listed = JSON.parse(
    execFileSync('pnpm', ['--silent', 'tenant', 'review', 'list', '--limit', '100'], {
      cwd: repoRoot,
      env: { ...process.env, TENANT_API_URL: `http://127.0.0.1:${E2E_PORT}`, TENANT_API_KEY: key },
      encoding: 'utf8',
    }),
  ) as { items: Array<{ transfer: { id: string }; reasons: string[] }> };
  expect(listed.items.find((item) => item.transfer.id === rejected)?.reasons).toContain('IDENTITY_OVERRIDDEN');
  expect(tenantCli(key, 'reject', rejected, '--note', 'Name does not match the contract')).toMatchObject({
    status: 'rejected',
  });
  await expect(historyRow(page, rejected)).toHaveCount(0, { timeout: 30_000 });
  await expect(historyRow(page, approved)).toBeVisible();
  expect(await providerTransfers('demo', rejected)).toEqual([]);
  await expect
    .poll(async () => (await noticesOf(session, 'demo', rejected, 'transfer_fail')).length, { timeout: 30_000 })
    .toBe(1);
  await page.goto(tenantUrl('demo', '/message-center'));
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await screenshotBothWidths(page, 'risk-rejected-notice');
});

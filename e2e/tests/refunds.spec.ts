import { expect, test } from '@playwright/test';
import { createTenantClient } from '../../scripts/tenant-cli/tenant-client';
import { expectNoSeriousViolations } from '../support/axe';
import { IRA } from '../support/disbursements';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import { expectTouchTargets } from '../support/touch-targets';
import { noticesOf, providerTransfers, signInSeeded } from '../support/transfers';

// The refund moves on the sandbox ACH clock (two steps) while the page is open.
test.setTimeout(120_000);

test('the CLI refunds part of a completed transfer: the client sees the refund on the transfer and gets the notice', async ({
  context,
  page,
}) => {
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const { key } = await createTenantClient({ baseUrl }).createSandboxKey('demo', 'e2e-refunds');
  const api = createTenantClient({ baseUrl, key });

  const refund = await api.refund(IRA.completed, { amount: '1250.00' });
  expect(refund).toMatchObject({ refundOf: IRA.completed, amount: '1250.00', status: 'pending', disbursement: true });
  // More than is left is refused, and sends nothing.
  await expect(api.refund(IRA.completed, { amount: '3752.51' })).rejects.toMatchObject({ status: 409 });
  expect(await providerTransfers('demo', refund.id)).toEqual([
    expect.objectContaining({ amount: '1250.00', rail: 'standard' }),
  ]);

  const session = await signInSeeded(context, IRA);
  await page.goto(tenantUrl('demo', `/transfer-history/${IRA.completed}`));
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds).toContainText('$1,250.00 refunded to your account');
  // It follows the provider on the page: pending, then completed.
  await expect(refunds.locator('[data-marker]')).toHaveAttribute('data-marker', 'completed', { timeout: 60_000 });
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'refund-on-transfer');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectTouchTargets(page, 'a transfer with a refund');

  // The refund's own page names what it refunds.
  await refunds.getByRole('link', { name: '$1,250.00 refunded to your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Disbursement' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your transfer' })).toHaveAttribute(
    'href',
    `/transfer-history/${IRA.completed}`,
  );

  // The notice in the message center: the refund's, for the property of the refunded transfer.
  await expect.poll(async () => (await noticesOf(session, 'demo', refund.id, 'transfer_initiated')).length).toBe(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(tenantUrl('demo', '/message-center'));
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: '9 Rapid Row' })
      .filter({ hasText: /transfer initiated/i }),
  ).not.toHaveCount(0);
  expect(await api.get(refund.id)).toMatchObject({ status: 'completed', refundOf: IRA.completed });
});

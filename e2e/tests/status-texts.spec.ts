import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import { useSignedInSession } from '../support/session';

test.use({ viewport: { width: 375, height: 740 } });

test('a client on a phone chooses texts only for status updates on /account, and it stays chosen', async ({
  page,
  context,
}) => {
  await useSignedInSession(context, { tenant: 'demo' });
  await page.goto(tenantUrl('demo', '/account'));
  const updates = page.getByRole('group', { name: 'Status updates' });
  await expect(updates.getByRole('radio', { name: 'Email and text message' })).toBeChecked();

  // Each choice is a whole-row target a thumb can hit.
  for (const name of ['Email and text message', 'Email only', 'Text message only']) {
    const row = updates.locator('label').filter({ has: page.getByRole('radio', { name }) });
    const box = await row.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  await expectNoSeriousViolations(page);

  await updates.getByText('Text message only').click();
  await page.getByRole('button', { name: 'Save Status Updates' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your choice of status updates has been saved.' }),
  ).toBeVisible();
  await screenshotBothWidths(page, 'account-status-updates');

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Status updates' }).getByRole('radio', { name: 'Text message only' }),
  ).toBeChecked();
});

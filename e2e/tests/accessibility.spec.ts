import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from '../support/environment';
import { useSignedInSession } from '../support/session';

/** axe must find no serious or critical violation (ARCHITECTURE §3). */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('accessibility of the shell', () => {
  for (const tenant of ['demo', 'acme', 'summit']) {
    test(`${tenant}: /create-account`, async ({ page }) => {
      await page.goto(tenantUrl(tenant, '/create-account'));
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test('signed in, with the side menu, desktop and phone', async ({ page, context }) => {
    await useSignedInSession(context);
    await page.goto(tenantUrl('demo', '/transfer-history'));
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSeriousViolations(page);
  });

  test('tenant not found', async ({ page }) => {
    await page.goto(tenantUrl('no-such-tenant', '/'));
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths, WIDTHS } from '../support/screenshots';
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

  test('signed in, with the side menu, desktop and phone; each page titled apart', async ({ page, context }) => {
    await useSignedInSession(context);
    await page.goto(tenantUrl('demo', '/transfer-history'));
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
    await expect(page).toHaveTitle('Transfer History · Demo Title & Escrow');
    await expectNoSeriousViolations(page);

    // Moving through the menu retitles the page (WCAG 2.4.2); the message center carries the
    // tenant's name alone (requirements §2).
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Bank Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
    await expect(page).toHaveTitle('Bank Accounts · Demo Title & Escrow');
    await menu.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page).toHaveTitle('Demo Title & Escrow');

    await page.setViewportSize({ width: 375, height: 740 });
    await menu.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Transfer History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
    await expect(page).toHaveTitle('Transfer History · Demo Title & Escrow');
    await expectNoSeriousViolations(page);
  });

  for (const [width, size] of WIDTHS) {
    test(`${width}: a failed submit moves the focus to the error summary, whose links lead to the fields`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(tenantUrl('demo', '/create-account'));
      await expect(page).toHaveTitle('Create Account · Demo Title & Escrow');
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();

      const summary = page.locator(':focus');
      await expect(summary).toHaveAccessibleName('There is a problem');
      await expect(summary).toBeInViewport();
      await expect(summary.getByRole('link')).toHaveText([
        'First Name: This is required',
        'Last Name: This is required',
        'Mobile Phone: This is required',
      ]);
      await expectNoSeriousViolations(page);
      if (width === 'desktop') await screenshotBothWidths(page, 'error-summary-create-account');

      await summary.getByRole('link', { name: 'Mobile Phone: This is required' }).click();
      const phone = page.getByRole('textbox', { name: 'Mobile Phone' });
      await expect(phone).toBeFocused();
      await expect(phone).toBeInViewport();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription('US mobile numbers only This is required');
    });
  }

  test('tenant not found', async ({ page }) => {
    await page.goto(tenantUrl('no-such-tenant', '/'));
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from '../support/environment';
import { hydrated } from '../support/hydration';
import { screenshotBothWidths } from '../support/screenshots';

const cssVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test.describe('tenant resolution and branding', () => {
  test('two tenants on two subdomains get their own branding and title', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/create-account'));
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page).toHaveTitle('Create Account · Demo Title & Escrow');
    const demoButton = await cssVariable(page, '--cp-button-color');
    await expect(page.locator('.shell-banner__header')).toContainText('Demo Title');
    await screenshotBothWidths(page, 'create-account-demo');

    await page.goto(tenantUrl('acme', '/create-account'));
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page).toHaveTitle('Create Account · Acme Escrow Co.');
    const acmeButton = await cssVariable(page, '--cp-button-color');
    const acmeFont = await cssVariable(page, '--cp-font-family');
    expect(acmeButton).not.toBe('');
    expect(acmeButton).not.toBe(demoButton);
    expect(acmeFont).toContain('Georgia');
    await screenshotBothWidths(page, 'create-account-acme');
  });

  test('a tenant without branding gets the default branding (Poppins)', async ({ page }) => {
    await page.goto(tenantUrl('summit', '/create-account'));
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page).toHaveTitle('Create Account · Summit Closing Services');
    const font = await cssVariable(page, '--cp-font-family');
    expect(font).toContain('Poppins');
    // The product's branding, the tenant's name: the client sees whom they pay, above and below.
    await expect(page.locator('.shell-banner__name')).toHaveText('Summit Closing Services');
    await expect(page.locator('footer.shell-footer')).toHaveText(
      'Summit Closing Services · 77 Summit Avenue, Floor 3, Denver, CO 80202 · (555) 010-4000',
    );
    await screenshotBothWidths(page, 'create-account-summit');
  });

  test('on a phone the banner is one line, whatever the tenant', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const tenant of ['demo', 'acme', 'summit']) {
      await page.goto(tenantUrl(tenant, '/login'));
      await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
      // One line: the logo's 48 px (or one line of the name) and the banner's padding, no second row.
      const banner = await page.locator('.shell-banner').boundingBox();
      expect(banner!.height, tenant).toBeLessThanOrEqual(72);
    }
  });

  test('an unknown subdomain shows "Tenant not found, please check url"', async ({ page }) => {
    await page.goto(tenantUrl('no-such-tenant', '/create-account'));
    await expect(page.getByRole('alert')).toHaveText('Tenant not found, please check url');
    await expect(page.locator('main')).toHaveCount(0);
    await screenshotBothWidths(page, 'tenant-not-found');
  });

  test('a header with a script or an onerror attribute does not execute', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(tenantUrl('hostile', '/create-account'));
    await expect(page.getByText('Hostile header')).toBeVisible();
    // Both the server's HTML and the shell's own render of the header must hold: wait for the shell.
    await hydrated(page, 'Create Account');
    const xss = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss);
    expect(xss).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('.shell-banner__header script, .shell-banner__header [onerror]')).toHaveCount(0);
    // Tenant CSS may not pull in foreign stylesheets or leak input values through url().
    const customCss = await page.locator('#tenant-custom-css').textContent();
    expect(customCss ?? '').not.toMatch(/@import|evil\.example/);
  });

  test('the shell page carries a Content-Security-Policy without unsafe-eval', async ({ page }) => {
    // Through the browser: Node's resolver does not know *.localhost.
    const response = await page.goto(tenantUrl('demo', '/create-account'));
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

import { expect, test } from '@playwright/test';
import { tenantUrl } from '../support/environment';
import { hydrated } from '../support/hydration';

/**
 * What issue 11 changed in delivery, seen from a real browser: the page arrives with its
 * tenant's branding before any script runs, the shell starts from the inline data instead of
 * asking for it, every script comes compressed, and the CSP is never violated.
 */
test.describe('delivery', () => {
  test("the page carries the tenant's branding before any script runs (no flash of the default)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(tenantUrl('acme', '/create-account'));
    await expect(page).toHaveTitle('Create Account · Acme Escrow Co.');
    const button = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--cp-button-color').trim(),
    );
    expect(button.toUpperCase()).toBe('#7A1F2B');
    await context.close();
  });

  test('the shell starts from the inline data: no deployment, tenant or branding request', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/deployment.json') || /query (Tenant|Branding)\b/.test(body))
        asked.push(request.url());
    });
    await page.goto(tenantUrl('demo', '/create-account'));
    // The server's HTML shows the screen before any script runs: wait until the shell has started.
    await hydrated(page, 'Create Account');
    await expect(page.locator('.shell-banner__header')).toContainText('Demo Title');
    expect(asked).toEqual([]);
  });

  test('every script comes compressed, and the CSP is never violated', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const scripts: Array<{ url: string; encoding: string | undefined }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
      }
    });
    await page.goto(tenantUrl('demo', '/login'));
    // The scripts load after the server's HTML is painted: count them once the screen has hydrated.
    await hydrated(page, 'Log in');
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((script) => !['br', 'gzip'].includes(script.encoding ?? ''))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});

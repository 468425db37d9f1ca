import { expect, test } from '@playwright/test';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { codeFrom, enterCode } from '../support/onboarding';
import { createSignedInSession } from '../support/signed-in-session.mjs';
import { screenshotBothWidths } from '../support/screenshots';
import { useSignedInSession } from '../support/session';

test.describe('routes and guards', () => {
  for (const path of ['/', '/transfer-history', '/message-center', '/create-account/step-2']) {
    test(`a visitor hitting ${path} lands on /create-account`, async ({ page }) => {
      await page.goto(tenantUrl('demo', path));
      // The page they opened goes along, to land on after sign-in ('/' is no place).
      const next = path === '/' ? '' : `?next=${encodeURIComponent(path)}`;
      await expect(page).toHaveURL(tenantUrl('demo', `/create-account${next}`));
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      // Signed out: no side menu.
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    });
  }

  test('a visitor may open /login and an agent landing page', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/login'));
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.goto(tenantUrl('acme', '/partner/jane-realtor'));
    await expect(page).toHaveURL(tenantUrl('acme', '/partner/jane-realtor'));
    await expect(page.locator('main h1')).toBeVisible();
  });

  test("each remote's screens load through the shell, with the side menu", async ({ page, context }) => {
    await useSignedInSession(context);
    const screens: Array<[string, string]> = [
      ['/account', 'Your Account'],
      ['/bank-accounts', 'Bank Accounts'],
      ['/create-account/step-select-account', 'Select a Bank Account'],
      ['/transfer-history', 'Transfer History'],
      ['/create-account/step-4', 'Review'],
      ['/message-center', 'Messages'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(tenantUrl('demo', path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of ['My Account', 'New Transfer', 'Bank Account', 'Transfer History', 'Messages']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(menu.getByText('support@demo-title.example')).toBeVisible();
    await screenshotBothWidths(page, 'message-center-signed-in');

    // Client-side navigation between remotes through the menu.
    await menu.getByRole('link', { name: 'Bank Account' }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/bank-accounts'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
  });

  test("a signed-in screen's code and data are fetched while the session is checked, not after", async ({
    page,
    context,
  }) => {
    await useSignedInSession(context);
    let historyAsked = () => {};
    const historySent = new Promise<void>((resolve) => (historyAsked = resolve));
    // The session check is held until the screen's own query has been sent. With the screen and
    // its data preloaded during the check, it is, and the screen shows; without the preload the
    // history would only be asked for once the check had answered, so the check would never be
    // released and the screen never shown.
    await page.route('**/api/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('query TransferHistory')) historyAsked();
      if (body.includes('query SessionClient')) await historySent;
      await route.continue();
    });
    await page.goto(tenantUrl('demo', '/transfer-history'));
    await expect(page.getByText('You have no pending or completed transfers', { exact: false })).toBeVisible();
  });

  test('a module disabled for a tenant has no route and no menu item', async ({ page, context }) => {
    await useSignedInSession(context, { tenant: 'summit' });
    await page.goto(tenantUrl('summit', '/message-center'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Transfer History' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Messages' })).toHaveCount(0);
    // The messages remote was never fetched for this tenant.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.some((url) => url.includes('/remotes/mf-messages/'))).toBe(false);
  });

  test('the side menu collapses behind a toggle below 767 px', async ({ page, context }) => {
    await useSignedInSession(context);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(tenantUrl('demo', '/transfer-history'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Bank Account' })).toBeHidden();
    await menu.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'Bank Account' })).toBeVisible();

    // Below 767 means 766 is narrow and 767 itself is the wide menu, with no toggle.
    await page.setViewportSize({ width: 766, height: 740 });
    await expect(menu.getByRole('button', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 767, height: 740 });
    await expect(menu.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Bank Account' })).toBeVisible();
  });

  test('Log Out ends the session and hides the menu', async ({ page, context }) => {
    await useSignedInSession(context);
    await page.goto(tenantUrl('demo', '/transfer-history'));
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/login'));
    await expect(page.getByRole('status').filter({ hasText: 'You have been signed out' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('a deep link survives sign-in; a second tab shares the session; Log Out in one signs out both', async ({
    page,
    context,
  }) => {
    // A client with an account (SSN and date of birth on file), signed out in this browser.
    const { phone } = await createSignedInSession({ port: E2E_PORT, tenant: 'demo' });
    await page.goto(tenantUrl('demo', '/message-center'));
    await expect(page).toHaveURL(tenantUrl('demo', '/create-account?next=%2Fmessage-center'));
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/login?next=%2Fmessage-center'));
    await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(phone.slice(2));
    const asked = Date.now();
    await page.getByRole('button', { name: 'Get Security Code' }).click();
    await enterCode(page, await codeFrom('demo', phone, asked));
    // Where they were going, not the history.
    await expect(page).toHaveURL(tenantUrl('demo', '/message-center'));
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    // A second tab of the same browser asks the first for the session: no new code.
    const second = await context.newPage();
    await second.goto(tenantUrl('demo', '/bank-accounts'));
    await expect(second.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
    await expect(second).toHaveURL(tenantUrl('demo', '/bank-accounts'));

    // Log Out in the second tab signs the first out as well; both say so on /login.
    await second.getByRole('button', { name: 'Log Out' }).click();
    for (const tab of [second, page]) {
      await expect(tab).toHaveURL(tenantUrl('demo', '/login'));
      await expect(tab.getByRole('status').filter({ hasText: 'You have been signed out' })).toBeVisible();
      await expect(tab.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
      await expect(tab.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    }
    await screenshotBothWidths(second, 'signed-out-login');
    // With no tab holding a session, a new one has none.
    const third = await context.newPage();
    await third.goto(tenantUrl('demo', '/bank-accounts'));
    await expect(third).toHaveURL(tenantUrl('demo', '/create-account?next=%2Fbank-accounts'));
  });
});

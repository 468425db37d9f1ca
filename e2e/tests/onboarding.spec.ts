import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { tenantUrl } from '../support/environment';
import { codeFrom, enterCode, fillStep2, newPhone, register, storedSession, TENANTS } from '../support/onboarding';
import { screenshotBothWidths } from '../support/screenshots';

/**
 * Issue 4's journey, for a tenant of each routing type: register, read the texted code in the
 * sandbox inbox, verify, give the identity details of step-2, land on /bank-accounts; log out;
 * log in again with a new code.
 */
test.describe('onboarding: register, verify, step-2, log out, log in', () => {
  for (const { tenant, routing } of TENANTS) {
    test(`${tenant} (routes by ${routing})`, async ({ page }) => {
      const phone = newPhone();
      const shoot = tenant === 'demo';

      // Registration.
      await page.goto(tenantUrl(tenant, '/create-account'));
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await expect(page.getByText('Your first and last name must match your government-issued ID.')).toBeVisible();
      if (shoot) {
        await expectNoSeriousViolations(page);
        await screenshotBothWidths(page, 'onboarding-create-account');
      }
      await register(page, tenant, phone.typed);
      await expect(page.getByText(`sent a 6-digit security code to (${phone.typed.slice(0, 3)})`)).toBeVisible();
      if (shoot) {
        await expectNoSeriousViolations(page);
        await screenshotBothWidths(page, 'onboarding-account-verification');
      }

      // The code, as the client reads it on their phone.
      await enterCode(page, await codeFrom(tenant, phone.e164));
      await expect(page).toHaveURL(tenantUrl(tenant, '/create-account/step-2'));
      await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Payment steps' }).locator('[aria-current="step"]')).toHaveText(
        'Identity',
      );
      const afterVerify = await storedSession(page);
      expect(afterVerify.token).toBeTruthy();
      expect(afterVerify.client?.email).toBeNull();
      // A client without an e-mail sees the phone, read-only.
      await expect(page.getByRole('textbox', { name: 'Mobile Phone' })).toHaveAttribute('readonly', '');
      if (shoot) {
        await expectNoSeriousViolations(page);
        await screenshotBothWidths(page, 'onboarding-step-2');
      }

      // Step-2 saves and goes on to /bank-accounts with a page reload.
      await fillStep2(page, { email: `ana.${phone.typed}@example.com` });
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Continue' }).click();
      await reloaded;
      await expect(page).toHaveURL(tenantUrl(tenant, '/bank-accounts'));
      await expect(page.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
      // With nothing linked, the bank list is the payment's bank step, and says what comes next.
      await expect(
        page.getByRole('navigation', { name: 'Payment steps' }).getByRole('listitem').filter({ hasText: 'Bank' }),
      ).toHaveAttribute('aria-current', 'step');
      await expect(page.getByText(/^Next, link the bank account you'll pay from\./)).toBeVisible();
      expect((await storedSession(page)).client?.email).toBe(`ana.${phone.typed}@example.com`);

      // The profile shows what step-2 stored, SSN and date of birth only masked.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Last 4 digits of SSN' })).toHaveAccessibleDescription(
        'On file: ***-**-1234. Type 4 digits to replace it.',
      );
      const dateOfBirth = page.getByRole('textbox', { name: 'Date of Birth' });
      await expect(dateOfBirth).toHaveAccessibleDescription(
        'On file: **/**/1990. Type a new date (MM/DD/YYYY) to replace it.',
      );
      await expect(dateOfBirth).toHaveValue('');

      // Log out: the token no longer works on the server either.
      const { token } = await storedSession(page);
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(tenantUrl(tenant, '/login'));
      await expect(page.getByRole('status').filter({ hasText: 'You have been signed out' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      expect((await storedSession(page)).token).toBeNull();
      const stale = await page.evaluate(
        (bearer) =>
          fetch('/api/security/public-key', { headers: { authorization: `Bearer ${bearer}` } }).then(() =>
            fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${bearer}` } }).then(
              (r) => r.status,
            ),
          ),
        token,
      );
      expect(stale).toBe(401);

      // Log in again with a new code, on the page Log Out left them on.
      await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(phone.typed);
      if (shoot) await screenshotBothWidths(page, 'onboarding-login');
      const asked = Date.now();
      await page.getByRole('button', { name: 'Get Security Code' }).click();
      await expect(page.getByRole('textbox', { name: 'Enter Code' })).toBeVisible();
      if (shoot) {
        await expectNoSeriousViolations(page);
        await screenshotBothWidths(page, 'onboarding-login-code');
      }
      await enterCode(page, await codeFrom(tenant, phone.e164, asked));
      // With an e-mail on file, the client goes to the transfer history.
      await expect(page).toHaveURL(tenantUrl(tenant, '/transfer-history'));
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    });
  }
});

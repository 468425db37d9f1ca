import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { birthDate, codeFrom, enterCode, fillRegistration, fillStep2, newPhone, register } from '../support/onboarding';
import { screenshotBothWidths } from '../support/screenshots';
import { apiCall } from '../support/signed-in-session.mjs';
import { useSignedInSession } from '../support/session';

/** Every validation and error text of issue 4, where requirements §5 and §8 put it. */
test.describe('onboarding: validation and error texts', () => {
  test('registration: required names, a US phone, a phone that already has an account', async ({ page }) => {
    const phone = newPhone();
    await register(page, 'demo', phone.typed);

    await page.goto(tenantUrl('demo', '/create-account'));
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(/This is required/);
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(/This is required/);
    await expect(page.getByRole('textbox', { name: 'Mobile Phone' })).toHaveAccessibleDescription(/This is required/);
    await page.getByRole('textbox', { name: 'First Name' }).fill('x'.repeat(51));
    await page.getByRole('textbox', { name: 'Mobile Phone' }).pressSequentially('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Max length exceeded', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid US mobile phone number', { exact: true })).toBeVisible();
    await screenshotBothWidths(page, 'onboarding-create-account-errors');

    // The same phone again: the account-exists message with a login link.
    await page.goto(tenantUrl('demo', '/create-account'));
    await fillRegistration(page, { phone: phone.typed });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Account exists for phone number. Please login in. Log in');
    await expectNoSeriousViolations(page);
    await alert.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/login'));
  });

  test("verification: 'Code must be 6 digits', 'Invalid Code', and a resent code", async ({ page }) => {
    const phone = newPhone();
    await register(page, 'acme', phone.typed);
    const first = await codeFrom('acme', phone.e164);

    await enterCode(page, '12345');
    await expect(page.getByText('Code must be 6 digits', { exact: true })).toBeVisible();
    await enterCode(page, first === '000000' ? '111111' : '000000');
    // The requirements' text, then what the code still allows.
    await expect(page.getByRole('alert')).toHaveText('Invalid Code 4 tries left with this code.');
    await expect(page.getByRole('link', { name: 'Change number' })).toHaveAttribute('href', '/create-account');
    await screenshotBothWidths(page, 'onboarding-invalid-code');

    // Resend Code: a new code replaces the first, which no longer works.
    const resent = Date.now();
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByText('A new code is on its way.')).toBeVisible();
    const second = await codeFrom('acme', phone.e164, resent);
    if (second !== first) {
      await enterCode(page, first);
      await expect(page.getByRole('alert')).toContainText('Invalid Code');
    }
    await enterCode(page, second);
    await expect(page).toHaveURL(tenantUrl('acme', '/create-account/step-2'));
  });

  test('login: an unregistered phone is sent to Create Account', async ({ page }) => {
    await page.goto(tenantUrl('summit', '/login'));
    await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(newPhone().typed);
    await page.getByRole('button', { name: 'Get Security Code' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'The phone number entered is not registered. Please Create Account to register phone number.',
    );
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'onboarding-login-unregistered');
    await alert.getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(tenantUrl('summit', '/create-account'));
  });

  test('step-2: a bad SSN, someone under 18, missing address fields', async ({ page, context }) => {
    await useSignedInSession(context, { tenant: 'demo', identity: false });
    await page.goto(tenantUrl('demo', '/create-account/step-2'));
    await fillStep2(page, { ssn: '123', dob: birthDate(18, 1), address1: ' ' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Must be a valid social security number', { exact: true })).toBeVisible();
    await expect(page.getByText('Must be at least 18 years old', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Address Line 1' })).toHaveAccessibleDescription('This is required');
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'onboarding-step-2-errors');

    // Eighteen today is old enough.
    await page.getByRole('textbox', { name: 'Last 4 digits of SSN' }).fill('12-34');
    await page.getByRole('textbox', { name: 'Date of Birth' }).fill('');
    await page.getByRole('textbox', { name: 'Date of Birth' }).pressSequentially(birthDate(18).replaceAll('/', ''));
    await page.getByRole('textbox', { name: 'Address Line 1' }).fill('1 Main St');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Continue' }).click();
    await reloaded;
    await expect(page).toHaveURL(tenantUrl('demo', '/bank-accounts'));
  });

  test('a visitor is sent to /create-account, a signed-in client without SSN and date of birth to step-2', async ({
    page,
    context,
  }) => {
    await page.goto(tenantUrl('demo', '/account'));
    await expect(page).toHaveURL(tenantUrl('demo', '/create-account?next=%2Faccount'));
    await useSignedInSession(context, { tenant: 'demo', identity: false });
    for (const path of ['/account', '/bank-accounts', '/transfer-history']) {
      await page.goto(tenantUrl('demo', path));
      await expect(page).toHaveURL(tenantUrl('demo', '/create-account/step-2'));
    }
    // Accepting a disbursement is the exception.
    await page.goto(tenantUrl('demo', '/create-account/step-select-account?go_to_transfer=x&disbursement=select-bank'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/disbursement=select-bank/);
  });

  test("'Client not found, please login', then logout after 2 seconds", async ({ page, context }) => {
    const session = await useSignedInSession(context, { tenant: 'demo' });
    // The session ends on the server (another tab logged out); this page still holds the token.
    const ended = await apiCall({
      port: E2E_PORT,
      tenant: 'demo',
      method: 'POST',
      path: '/api/auth/logout',
      token: session.token,
    });
    expect(ended.status).toBe(204);
    await page.goto(tenantUrl('demo', '/transfer-history'));
    await expect(page.getByRole('alert')).toHaveText('Client not found, please login');
    await screenshotBothWidths(page, 'onboarding-client-not-found');
    await expect(page).toHaveURL(tenantUrl('demo', '/login'), { timeout: 5000 });
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

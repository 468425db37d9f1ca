import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import { useSignedInSession } from '../support/session';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('identity documents, the identity error screen and the profile', () => {
  test('an ID upload succeeds; a renamed non-image and a wrong file type are refused', async ({ page, context }) => {
    await useSignedInSession(context, { tenant: 'demo' });
    await page.goto(tenantUrl('demo', '/create-account/verification'));
    await expect(page.getByRole('heading', { level: 1, name: 'More Data is Required' })).toBeVisible();
    await expect(page.getByText('The bank is requesting identification verification.')).toBeVisible();
    await expect(page.getByText(/png, jpg or jpeg format, under 10MB/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'onboarding-document-upload');

    const input = page.getByLabel('Document Image');
    // A PDF is refused in the browser already.
    await input.setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(page.getByText('File upload must be in jpg or png format')).toBeVisible();

    // A text file renamed id.png passes the browser's check; the server reads its bytes.
    await page.getByRole('radio', { name: 'Passport' }).check();
    await input.setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all\n') });
    await expect(page.getByText('File upload must be in jpg or png format')).toHaveCount(0);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText('File upload must be in jpg or png format');
    await screenshotBothWidths(page, 'onboarding-document-refused');

    // A real image uploads, with the success toast, then /bank-accounts.
    await page.getByRole('radio', { name: 'License' }).check();
    await input.setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/assets/private/'));
    await page.getByRole('button', { name: 'Upload' }).click();
    const response = await uploaded;
    expect(response.status()).toBe(201);
    expect(Object.keys(await response.json())).toEqual(['license']);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your Document has successfully uploaded.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(tenantUrl('demo', '/bank-accounts'));
  });

  test('the identity error screen', async ({ page, context }) => {
    await useSignedInSession(context, { tenant: 'acme' });
    await page.goto(tenantUrl('acme', '/create-account/error'));
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByText('Your transfer is not complete.')).toBeVisible();
    await expect(page.getByText('The information you entered does not match your bank account records.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'onboarding-identity-error');
    await page.getByRole('link', { name: 'Review Your Account' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/account'));
  });

  test('Your Account: names up to 30, the SSN only masked, the phone read-only, saved', async ({ page, context }) => {
    const session = await useSignedInSession(context, { tenant: 'summit' });
    await page.goto(tenantUrl('summit', '/account'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile Phone' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Last 4 digits of SSN' })).toHaveValue('');
    await expect(page.getByText('On file: ***-**-1234. Type 4 digits to replace it.')).toBeVisible();
    await expect(page.getByText('1234', { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'onboarding-account');

    await page.getByRole('textbox', { name: 'First Name' }).fill('x'.repeat(31));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Max length exceeded', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'First Name' }).fill('Dana');
    await page.getByRole('textbox', { name: 'Middle Name (optional)' }).fill('Q');
    await page.getByRole('textbox', { name: 'Last 4 digits of SSN' }).fill('9876');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been updated.' })).toBeVisible();
    await expect(page.getByText('On file: ***-**-9876. Type 4 digits to replace it.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Middle Name (optional)' })).toHaveValue('Q');
    expect(session.client.id).toBeTruthy();
  });
});

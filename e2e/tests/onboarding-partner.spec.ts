import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { tenantUrl } from '../support/environment';
import { codeFrom, enterCode, fillRegistration, fillStep2, newPhone, storedSession } from '../support/onboarding';
import { screenshotBothWidths } from '../support/screenshots';

const JANE_ID = 'acac00000000000000000001';

test.describe('onboarding through an agent landing page', () => {
  test('acme /partner/jane-realtor registers a client whose session holds that agent', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/partner/jane-realtor'));
    await expect(page.getByRole('heading', { level: 1, name: 'Jane Realtor' })).toBeVisible();
    await expect(page.getByText('Helping Austin families buy and sell homes for 12 years.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo of Jane Realtor' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Licenses' })).toContainText('TX license TX-0654321');
    await expect(page.getByText('Acme Realty Group')).toBeVisible();
    await expect(page.getByRole('link', { name: 'acme-realty.example' })).toHaveAttribute(
      'href',
      'https://acme-realty.example/',
    );
    await expect(page.getByRole('link', { name: '(555) 010-3100' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Create Account' })).toBeVisible();
    expect((await storedSession(page)).realtor).toMatchObject({ id: JANE_ID, landingPageURI: 'jane-realtor' });
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'onboarding-partner-landing');

    const phone = newPhone();
    await fillRegistration(page, { first: 'Pat', last: 'Buyer', phone: phone.typed });
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/partner/create-account/account-verification/jane-realtor'));
    await enterCode(page, await codeFrom('acme', phone.e164));

    await expect(page).toHaveURL(tenantUrl('acme', '/partner/create-account/step-2/jane-realtor'));
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.realtor?.id).toBe(JANE_ID);
    expect(session.realtor?.id).toHaveLength(24);

    await fillStep2(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Continue' }).click();
    await reloaded;
    await expect(page).toHaveURL(tenantUrl('acme', '/bank-accounts'));
    // Still there after the reload, for the transfer's realtor later.
    expect((await storedSession(page)).realtor?.id).toBe(JANE_ID);
  });

  test('an unknown or inactive agent page says so and keeps no agent', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/partner/pat-former'));
    await expect(page.getByRole('alert')).toHaveText('We could not find this agent.');
    expect((await storedSession(page)).realtor).toBeNull();
    await page.getByRole('link', { name: 'create an account' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/create-account'));
  });

  test("login from the agent's page keeps the agent (?partnerURI=)", async ({ page }) => {
    await page.goto(tenantUrl('acme', '/partner/marco-diaz'));
    await expect(page.getByRole('heading', { level: 1, name: 'Marco Diaz' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page).toHaveURL(tenantUrl('acme', '/login?partnerURI=marco-diaz'));
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/partner/marco-diaz');
    expect((await storedSession(page)).realtor?.landingPageURI).toBe('marco-diaz');
  });
});

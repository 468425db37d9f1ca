import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { codeFrom, enterCode, fillStep2, newPhone, register } from '../support/onboarding';
import { screenshotBothWidths } from '../support/screenshots';
import { apiCall } from '../support/signed-in-session.mjs';

/**
 * Issue 37's journey with Chromium's virtual authenticator (DevTools protocol, WebAuthn domain):
 * a passkey added after the first text code signs the client in with no text message, never on
 * another tenant, and no longer once removed in /account.
 */

/** A platform authenticator that holds passkeys and verifies the user, answering at once. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map((c) => c.rpId),
  };
}

async function textsTo(tenant: string, phone: string): Promise<number> {
  const { body } = await apiCall({
    port: E2E_PORT,
    tenant,
    path: `/api/sandbox/inbox?to=${encodeURIComponent(phone)}`,
  });
  return (body as { messages: unknown[] }).messages.length;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a passkey added after the first code signs in without a text, only on its tenant, until removed', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const phone = newPhone();

  // Registration and the first code, then the offer.
  await register(page, 'demo', phone.typed);
  await enterCode(page, await codeFrom('demo', phone.e164));
  const offer = page.getByRole('region', { name: 'Sign in faster next time with a passkey' });
  await expect(offer).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'passkeys-offer');
  await offer.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(offer.getByRole('status')).toHaveText('Passkey added. Next time, choose Sign in with a passkey.');
  expect(await authenticator.credentials()).toEqual(['demo.localhost']);
  await offer.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/create-account/step-2'));
  await fillStep2(page, { email: `pk.${phone.typed}@example.com` });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/bank-accounts'));

  // Signed out, the passkey signs in: no new text message.
  await logOut(page);
  const texts = await textsTo('demo', phone.e164);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await screenshotBothWidths(page, 'passkeys-login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/transfer-history'));
  expect(await textsTo('demo', phone.e164)).toBe(texts);

  // acme is another relying party: demo's passkey is not offered there, and nothing signs in.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(tenantUrl('acme', '/login'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('No passkey was used.');
  await expect(page).toHaveURL(tenantUrl('acme', '/login'));

  // /account lists it; rename, then remove; a removed passkey no longer signs in.
  await page.goto(tenantUrl('demo', '/login'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/transfer-history'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Account' }).click();
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  const item = passkeys.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/Added \d\d\/\d\d\/\d{4} · Last used \d\d\/\d\d\/\d{4}/);
  await item.getByRole('button', { name: /^Rename/ }).click();
  await item.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys.getByRole('listitem', { name: 'Work laptop' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'passkeys-account');
  await passkeys.getByRole('button', { name: 'Remove Work laptop' }).click();
  await passkeys.getByRole('group', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(passkeys.getByText('You have no passkeys. You sign in with a code sent by text message.')).toBeVisible();

  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('This passkey is not registered for this site.');
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));
});

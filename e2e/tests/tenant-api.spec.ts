import { expect, test } from '@playwright/test';
import { createTenantClient } from '../../scripts/tenant-cli/tenant-client';
import { startWebhookReceiver, type WebhookReceiver } from '../../scripts/tenant-cli/webhook-receiver';
import {
  accountCard,
  BANKS,
  installPageClock,
  linkAccount,
  openBankAccounts,
  waitForLinking,
} from '../support/banking';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { codeFrom, enterCode, fillRegistration, fillStep2, newPhone } from '../support/onboarding';
import { screenshotBothWidths } from '../support/screenshots';
import { apiCall } from '../support/signed-in-session.mjs';
import { authorize, fillDetails, reviewRow } from '../support/transfers';

// Registration, bank linking and the sandbox ACH clock (pending → completed) in one run.
test.setTimeout(240_000);

/** This helper's port range is 4110-4119: the tenant's webhook receiver listens on 4118. */
const RECEIVER_PORT = 4118;

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver({ port: RECEIVER_PORT });
});
test.afterAll(async () => {
  await receiver?.close();
});

/** The texts the sandbox SMS inbox holds for a phone. */
async function textsTo(phone: string): Promise<string[]> {
  const { body } = await apiCall({
    port: E2E_PORT,
    tenant: 'demo',
    path: `/api/sandbox/inbox?to=${encodeURIComponent(phone)}`,
  });
  return (body as { messages: Array<{ channel: string; text: string }> }).messages
    .filter((message) => message.channel === 'sms')
    .map((message) => message.text);
}

test('a tenant requests funds from a new phone through the API (SMS link, registration, paid, webhooks pending then completed), then pays the client a disbursement accepted through the three tabs', async ({
  page,
  context,
}) => {
  await installPageClock(context);
  // The CLI's module: a key for demo (sandbox route), the receiver as the tenant's webhook URL.
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const { key } = await createTenantClient({ baseUrl }).createSandboxKey('demo', 'e2e');
  const tenantApi = createTenantClient({ baseUrl, key });
  const endpoint = await tenantApi.setWebhookEndpoint(receiver.url, true);
  receiver.setSecret(endpoint.secret!);

  const phone = newPhone();
  const requested = await tenantApi.requestFunds({
    client: { mobilePhone: phone.e164, firstName: 'Rita', lastName: 'Request' },
    amount: '45.67',
    status: 'Initiated',
    purpose: 'Earnest Money Deposit for Purchase',
    property: { address1: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', zipcode: '62704' },
    sellerName: 'Sam Seller',
  });
  expect(requested).toMatchObject({ status: 'Initiated', amount: '45.67' });
  const statusesOf = () =>
    receiver.deliveries
      .filter(({ event }) => event.data.transfer.id === requested.id)
      .map(({ event }) => event.data.transfer.status);
  await expect.poll(statusesOf).toContain('Initiated');

  // The client's text message, with the link to the tenant's portal.
  const link = tenantUrl('demo', '/create-account');
  await expect
    .poll(async () => (await textsTo(phone.e164)).find((text) => text.includes(link)) ?? '')
    .toContain('Demo Title & Escrow requests a transfer of $45.67 from you.');

  // The person follows the link and registers with that phone.
  await page.goto(link);
  await fillRegistration(page, { first: 'Rita', last: 'Request', phone: phone.typed });
  const asked = Date.now();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/create-account/account-verification'));
  await enterCode(page, await codeFrom('demo', phone.e164, asked));

  // Routed into the flow for the Initiated transfer (requirements §2): no SSN and date of birth yet, so step-2 first.
  await expect(page).toHaveURL(tenantUrl('demo', `/create-account/step-2?go_to_transfer=${requested.id}`));
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', `/create-account/step-select-account?go_to_transfer=${requested.id}`));

  // A bank account to pay from, then back to the transfer.
  await openBankAccounts(page);
  await linkAccount(page, BANKS.platypus, 'Plaid Checking');
  await waitForLinking(page);
  await page.goto(tenantUrl('demo', `/create-account/step-select-account?go_to_transfer=${requested.id}`));
  await accountCard(page, BANKS.platypus).getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-account/step-3\\?go_to_transfer=${requested.id}&bank_account=`));

  // The requested amount where the details step already shows a continued transfer's amount.
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(/45\.67/);
  // (The re-entered amount is the client's to type; the sandbox checking account holds $100.00.)
  await page.getByRole('textbox', { name: 'Re-Enter Amount' }).fill('');
  await fillDetails(page, { amount: '45.67', office: 'first' });
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', `/create-account/step-4?go_to_transfer=${requested.id}`));
  await expect(reviewRow(page, 'Amount')).toHaveText('$45.67');
  await authorize(page);
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();

  // The tenant hears of it: pending, then completed (the sandbox ACH clock), every delivery verified.
  await expect.poll(statusesOf, { timeout: 60_000 }).toContain('completed');
  const statuses = statusesOf();
  expect(statuses.indexOf('pending')).toBeGreaterThan(statuses.indexOf('Initiated'));
  expect(statuses.indexOf('completed')).toBeGreaterThan(statuses.indexOf('pending'));
  expect(receiver.refused).toBe(0);
  expect((await tenantApi.get(requested.id)).status).toBe('completed');
  // The same transfer the tenant requested, not a new one: the client's history shows it completed.
  await page.goto(tenantUrl('demo', '/transfer-history'));
  await expect(page.locator(`li[data-transfer-id="${requested.id}"]`)).toContainText('$45.67');

  // The tenant pays the same client out: the disbursement is 'sent', the client accepts it
  // through the three tabs, and the tenant hears pending then completed.
  const paid = await tenantApi.disburse({
    client: { mobilePhone: phone.e164, firstName: 'Rita', lastName: 'Request' },
    amount: '310.25',
    purpose: 'Seller Proceeds',
    property: { address1: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', zipcode: '62704' },
  });
  expect(paid).toMatchObject({ status: 'sent', amount: '310.25', disbursement: true });
  const paidStatuses = () =>
    receiver.deliveries
      .filter(({ event }) => event.data.transfer.id === paid.id)
      .map(({ event }) => event.data.transfer.status);
  await page.goto(tenantUrl('demo', '/transfer-history'));
  const paidRow = page.locator(`li[data-transfer-id="${paid.id}"]`);
  await expect(paidRow.locator('[data-marker]')).toHaveAttribute('data-marker', 'sent');
  await paidRow.getByRole('link', { name: 'ACCEPT PAYMENT' }).click();
  await expect(page).toHaveURL(
    tenantUrl('demo', `/create-account/step-select-account?go_to_transfer=${paid.id}&disbursement=select-bank`),
  );
  await accountCard(page, BANKS.platypus).getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/create-account\/step-4\?go_to_transfer=.*&disbursement=payment&bank_account=/);
  await expect(reviewRow(page, 'Amount')).toHaveText('$310.25');
  await authorize(page, 'credit');
  await page.getByRole('button', { name: 'Accept Payment' }).click();
  await expect(page).toHaveURL(
    tenantUrl('demo', `/create-account/success?go_to_transfer=${paid.id}&disbursement=success`),
  );
  await expect(page.getByText('Funds expected in 1-3 business days.', { exact: false })).toBeVisible();

  await expect.poll(paidStatuses, { timeout: 60_000 }).toContain('completed');
  const paidSeen = paidStatuses();
  expect(paidSeen[0]).toBe('sent');
  expect(paidSeen.indexOf('pending')).toBeGreaterThan(paidSeen.indexOf('sent'));
  expect(paidSeen.indexOf('completed')).toBeGreaterThan(paidSeen.indexOf('pending'));
  expect(receiver.refused).toBe(0);
  await page.goto(tenantUrl('demo', '/transfer-history'));
  await expect(paidRow.locator('[data-marker]')).toHaveAttribute('data-marker', 'completed');
  await expect(paidRow.getByRole('link', { name: 'ACCEPT PAYMENT' })).toHaveCount(0);
});

test('a request link shows who asks, how much and for which property, and lands on the request after the code; a tampered one is ignored', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const { key } = await createTenantClient({ baseUrl }).createSandboxKey('demo', 'e2e-request-link');
  const tenantApi = createTenantClient({ baseUrl, key });
  const phone = newPhone();
  // Requested (not Initiated): no redirect rule would route the client to it; the link does.
  const requested = await tenantApi.requestFunds({
    client: { mobilePhone: phone.e164, firstName: 'Lena', lastName: 'Link' },
    amount: '1250.00',
    property: { address1: '12 Elm St', city: 'Austin', state: 'TX', zipcode: '78701' },
  });
  expect(requested.status).toBe('Requested');
  let text = '';
  await expect
    .poll(async () => (text = (await textsTo(phone.e164)).find((each) => each.includes('?request=')) ?? ''))
    .toContain(tenantUrl('demo', '/create-account?request='));
  const link = new URL(/\S+$/.exec(text)![0]);
  const reference = link.searchParams.get('request')!;

  // One character changed: the page is the usual one, and the API says only "not found".
  const tampered = new URL(link);
  tampered.searchParams.set(
    'request',
    `${reference.slice(0, 5)}${reference[5] === 'A' ? 'B' : 'A'}${reference.slice(6)}`,
  );
  const refused = page.waitForResponse((response) => response.url().includes('/api/transfer-requests/'));
  await page.goto(tampered.href);
  expect((await refused).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByText('requests $1,250.00')).toHaveCount(0);

  await page.goto(link.href);
  const summary = page.getByRole('region', { name: 'Demo Title & Escrow requests $1,250.00' });
  await expect(summary).toContainText('For 12 Elm St, Austin, TX 78701');
  await screenshotBothWidths(page, 'request-link-create-account');
  // The way to /login keeps the request.
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?request=${reference}`);

  await fillRegistration(page, { first: 'Lena', last: 'Link', phone: phone.typed });
  const asked = Date.now();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/create-account\/account-verification\?request=/);
  await enterCode(page, await codeFrom('demo', phone.e164, asked));
  // The request, after step-2 (no SSN and date of birth yet): the redirect rules come first.
  await expect(page).toHaveURL(tenantUrl('demo', `/create-account/step-2?go_to_transfer=${requested.id}`));
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', `/create-account/step-select-account?go_to_transfer=${requested.id}`));
});

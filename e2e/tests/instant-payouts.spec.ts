import { expect, test, type Page } from '@playwright/test';
import { createTenantClient, type DisbursementInput } from '../../scripts/tenant-cli/tenant-client';
import { expectNoSeriousViolations } from '../support/axe';
import { accountCard, BANKS } from '../support/banking';
import { IRA } from '../support/disbursements';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import { expectTouchTargets } from '../support/touch-targets';
import { authorize, providerTransfers, signInSeeded } from '../support/transfers';

// The instant rail settles in seconds; the standard ACH clock is not waited for here.
test.setTimeout(120_000);

const IRA_CLIENT = { mobilePhone: IRA.phone, firstName: 'Ira', lastName: 'Instant' };

/** The CLI's module, with a key of its own for demo. */
async function tenantApi() {
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const { key } = await createTenantClient({ baseUrl }).createSandboxKey('demo', 'e2e-instant');
  return createTenantClient({ baseUrl, key });
}

/** From history through Select a Bank Account to Accept Your Payment, into the account at `bank`. */
async function openAcceptYourPayment(page: Page, transferId: string, bank: string) {
  await page.goto(tenantUrl('demo', '/transfer-history'));
  await page.locator(`li[data-transfer-id="${transferId}"]`).getByRole('link', { name: 'ACCEPT PAYMENT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select a Bank Account' })).toBeVisible();
  await accountCard(page, bank).getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/create-account\/step-4\?go_to_transfer=.*&disbursement=payment&bank_account=/);
}

const disbursement = (amount: string, extra: Partial<DisbursementInput>): DisbursementInput => ({
  client: IRA_CLIENT,
  amount,
  purpose: 'Seller Proceeds',
  property: { address1: '9 Rapid Row', city: 'Peoria', state: 'IL', zipcode: '61602' },
  ...extra,
});

test('an instant disbursement from the CLI: "in minutes" for the eligible account, completed on screen without a reload', async ({
  context,
  page,
}) => {
  const api = await tenantApi();
  const sent = await api.disburse(disbursement('2150.00', { speed: 'instant', instantFallback: 'same-day' }));
  expect(sent).toMatchObject({ status: 'sent', speed: 'instant', instantFallback: 'same-day', rail: null });

  await signInSeeded(context, IRA);
  await openAcceptYourPayment(page, sent.id, BANKS.platypus);
  const arrival = page.getByRole('region', { name: 'When it arrives' });
  await expect(arrival).toContainText('Funds arrive in minutes.');
  await expect(arrival).toContainText('Instant payment into the account you chose.');
  // Which of Ira's accounts can receive it instantly: the Platypus one, not the Gingham one.
  await expect(arrival.getByRole('listitem')).toHaveText(['First Platypus Bank ending in 0093']);
  await expect(page.getByRole('region', { name: 'Deposit authorization' })).toContainText(
    'by instant payment (RTP or FedNow)',
  );
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'instant-payout-accept');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectTouchTargets(page, 'Accept Your Payment (instant)');
  await page.setViewportSize({ width: 1280, height: 800 });

  await authorize(page, 'credit');
  await page.getByRole('button', { name: 'Accept Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  await expect(page.getByText('Funds arrive in minutes.', { exact: false })).toBeVisible();
  // The RTP network answers in seconds: the page follows the live status, no reload.
  await expect(page.getByText('Your payment is complete.')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'instant-payout-success');

  const [provider, ...more] = await providerTransfers('demo', sent.id);
  expect(more).toEqual([]);
  expect(provider).toMatchObject({ amount: '2150.00', rail: 'instant', status: 'processed' });
  expect(await api.get(sent.id)).toMatchObject({ status: 'completed', rail: 'instant' });

  // The transfer page names the rail.
  await page.getByRole('link', { name: 'View this transfer' }).click();
  await expect(page.locator('dt', { hasText: 'Payment Speed' }).locator('+ dd')).toHaveText('Instant payment');
  await screenshotBothWidths(page, 'instant-payout-detail');
});

test('an account without instant payments: the fallback says when it arrives, and a refusing payout asks for another account', async ({
  context,
  page,
}) => {
  const api = await tenantApi();
  await signInSeeded(context, IRA);

  const fallback = await api.disburse(disbursement('310.00', { speed: 'instant', instantFallback: 'same-day' }));
  await openAcceptYourPayment(page, fallback.id, BANKS.gingham);
  const arrival = page.getByRole('region', { name: 'When it arrives' });
  // Today before the same-day cutoff on a business day, else the day of the next window.
  await expect(arrival).toContainText(/Funds expected (today|on \d{2}\/\d{2}\/\d{4})\./);
  await expect(arrival).toContainText(
    'This account cannot receive instant payments, so the payment goes by same-day ACH.',
  );
  await screenshotBothWidths(page, 'instant-payout-fallback');
  await authorize(page, 'credit');
  await page.getByRole('button', { name: 'Accept Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  expect(await providerTransfers('demo', fallback.id)).toEqual([expect.objectContaining({ rail: 'same-day' })]);

  const strict = await api.disburse(disbursement('320.00', { speed: 'instant', instantFallback: 'refuse' }));
  await openAcceptYourPayment(page, strict.id, BANKS.gingham);
  await expect(
    page.getByText(
      'This payment can only be sent as an instant payment. Choose an account that can receive instant payments.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Payment' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'instant-payout-refused-account');
  expect(await providerTransfers('demo', strict.id)).toEqual([]);
});

test('a rejected instant payment ends in error with its reason, on screen and for the tenant, and is not sent again', async ({
  context,
  page,
}) => {
  const api = await tenantApi();
  // 14.03: the receiving bank rejects it with AC03 (docs/sandbox.md).
  const sent = await api.disburse(disbursement('14.03', { speed: 'instant' }));
  await signInSeeded(context, IRA);
  await openAcceptYourPayment(page, sent.id, BANKS.platypus);
  await authorize(page, 'credit');
  await page.getByRole('button', { name: 'Accept Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  await expect(page.getByText('Your bank rejected the instant payment: the account number is not valid.')).toBeVisible({
    timeout: 60_000,
  });
  // When it would have arrived no longer applies.
  await expect(page.getByText('Funds arrive in minutes.', { exact: false })).toHaveCount(0);
  await screenshotBothWidths(page, 'instant-payout-rejected');
  expect(await api.get(sent.id)).toMatchObject({ status: 'error', failureCode: 'AC03', rail: 'instant' });
  expect(await providerTransfers('demo', sent.id)).toHaveLength(1);
  await page.goto(tenantUrl('demo', '/transfer-history'));
  await expect(
    page.locator(`li[data-transfer-id="${sent.id}"]`).getByRole('link', { name: 'ACCEPT PAYMENT' }),
  ).toHaveCount(0);
});

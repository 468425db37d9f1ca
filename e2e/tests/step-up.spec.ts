import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { createTenantClient } from '../../scripts/tenant-cli/tenant-client';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { codeFrom } from '../support/onboarding';
import { screenshotBothWidths } from '../support/screenshots';
import { authorize, fillDetails, reviewAndPay, signInSeeded } from '../support/transfers';

/** summit asks for a step-up above $5,000.00 (api/src/seed/seed-data/tenants.ts); Sam has no passkey. */
const SAM = { tenant: 'summit', phone: '+15550101021', account: 'f0000000-0000-4000-8000-000000000021' };

/** Sam's transfer of `amount` from step 3: at or below the amount it goes through (Success). */
async function payAtMost(page: Page, amount: string) {
  await page.goto(tenantUrl('summit', `/create-account/step-3?bank_account=${SAM.account}`));
  await fillDetails(page, { amount });
  await reviewAndPay(page);
}

/** Above it, Make Transfer asks Sam to confirm it is them first: the step-up panel, no Success. */
async function askedToStepUp(page: Page, amount: string) {
  await page.goto(tenantUrl('summit', `/create-account/step-3?bank_account=${SAM.account}`));
  await fillDetails(page, { amount });
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await authorize(page);
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  const stepUp = page.getByRole('region', { name: 'Confirm it is you' });
  await expect(stepUp).toContainText('For a payment of this size, please confirm it is you');
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toHaveCount(0);
  return stepUp;
}

test('a start above the tenant’s amount asks for a text code first; one below does not', async ({ context, page }) => {
  await signInSeeded(context, SAM);

  // Below the amount: Make Transfer goes straight through.
  await payAtMost(page, '100.00');

  // Above it: the start waits for a code texted to Sam's phone, then goes through.
  const stepUp = await askedToStepUp(page, '5000.01');
  const asked = Date.now();
  await stepUp.getByRole('button', { name: 'Text me a code' }).click();
  const code = await codeFrom('summit', SAM.phone, asked - 1000);
  await stepUp.getByRole('textbox', { name: 'Enter Code' }).fill(code);
  await expectNoSeriousViolations(page);
  await screenshotBothWidths(page, 'step-up-code');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
});

test('the tenant sets its amount with `pnpm tenant step-up`; the portal asks above it, not at it', async ({
  context,
  page,
}) => {
  // The client `pnpm tenant` is built on, with a key of summit's.
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const { key } = await createTenantClient({ baseUrl }).createSandboxKey('summit', 'e2e step-up');
  const summit = createTenantClient({ baseUrl, key });
  expect(await summit.getStepUpSettings()).toEqual({ stepUpAbove: '5000.00' });
  expect(await summit.setStepUpSettings('250')).toEqual({ stepUpAbove: '250.00' });
  try {
    await signInSeeded(context, SAM);
    // At the amount: Make Transfer goes straight through; a cent above it waits for a step-up.
    await payAtMost(page, '250.00');
    await askedToStepUp(page, '250.01');
  } finally {
    await summit.setStepUpSettings('5000.00');
  }
});

// Money that moves with the client's clear agreement, and failures that say what happened:
// Review's authorization, Success with its receipt, the lost answer and the 503 of Make
// Transfer. At phone and desktop widths.
import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { apiCall } from '../support/signed-in-session.mjs';
import { screenshotsOnce, WIDTHS } from '../support/screenshots';
import {
  authorizationBox,
  authorize,
  fillDetails,
  inboxFor,
  providerTransfers,
  reviewRow,
  SEEDED,
  signInSeeded,
  transferIdOf,
} from '../support/transfers';

test.setTimeout(120_000);

const GENERIC = 'Something went wrong... please try again in a few minutes';
const CONFIRMING = "We're confirming your transfer — don't pay again";
const REQUIRED = 'Tick the box to authorize this payment before you make the transfer.';
const WIRE_FRAUD =
  'Demo Title & Escrow will never send you new payment or wiring instructions by e-mail or text message.';

/** Saves a draft of Dana's (demo, office routing, she pays the $2.50 fee) and opens its Review. */
async function draftToReview(page: Page, amount: string) {
  await page.goto(tenantUrl('demo', `/create-account/step-3?bank_account=${SEEDED.dana.account}`));
  await fillDetails(page, { amount, office: 'first' });
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(authorizationBox(page)).toBeVisible();
}

async function pdfOf(download: Download): Promise<string> {
  return (await readFile((await download.path())!)).subarray(0, 5).toString('latin1');
}

const makeTransfer = (page: Page) => page.getByRole('button', { name: 'Make Transfer' });

for (const [width, viewport] of WIDTHS) {
  test.describe(`${width} (${viewport.width} px)`, () => {
    test.use({ viewport });
    const shoot = screenshotsOnce(width);

    test('the authorization gates Make Transfer; Success shows the receipt; the record is readable afterwards', async ({
      context,
      page,
    }) => {
      await signInSeeded(context, SEEDED.dana);
      await draftToReview(page, width === 'phone' ? '61.00' : '62.00');
      const total = width === 'phone' ? '$63.50' : '$64.50';
      await expect(reviewRow(page, 'Total')).toHaveText(total);
      await expect(reviewRow(page, 'Expected Arrival')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      const terms = page.getByRole('region', { name: 'Payment authorization' });
      await expect(terms).toContainText(total);
      await expect(terms).toContainText('Demo Title & Escrow');
      const termsText = (await terms.locator('.mf-transfers-authorization__text').textContent())!;
      await expect(page.getByRole('note')).toContainText(WIRE_FRAUD);
      await expect(makeTransfer(page)).toBeDisabled();
      await expect(page.getByText(REQUIRED)).toBeVisible();
      await expectNoSeriousViolations(page);
      await shoot(page, 'trust-review');

      await authorize(page);
      await expect(page.getByText(REQUIRED)).toHaveCount(0);
      await makeTransfer(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
      const transferId = transferIdOf(page);
      const code = reviewRow(page, 'Confirmation Code');
      await expect(code).toHaveText(/^[A-Z0-9-]{6,}$/);
      await expect(reviewRow(page, 'Total')).toHaveText(total);
      await expect(reviewRow(page, 'Paid To')).toHaveText('Demo Title & Escrow');
      await expect(reviewRow(page, 'Expected Arrival')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect(page.getByRole('note')).toContainText(WIRE_FRAUD);
      // The live status stream: it stops saying pending once the provider completed it.
      await expect(page.locator('[data-marker]')).toHaveAttribute('data-marker', 'completed', { timeout: 60_000 });
      await expect(page.getByText('Your transfer is complete.')).toBeVisible();
      await expect(page.getByText('Your transfer has been initiated and is pending.')).toHaveCount(0);
      const [receipt] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Receipt (PDF)' }).click(),
      ]);
      expect(receipt.suggestedFilename()).toBe(`receipt-${await code.textContent()}.pdf`);
      expect(await pdfOf(receipt)).toBe('%PDF-');

      // Send Receipt sends a receipt, with its PDF.
      const address = `receipt.${width}.${Date.now()}@example.com`;
      await page.getByRole('textbox', { name: 'Email 1' }).fill(address);
      await page.getByRole('button', { name: 'Send Receipt' }).click();
      await expect(page.getByText('Receipt successfully sent!')).toBeVisible();
      await expectNoSeriousViolations(page);
      await shoot(page, 'trust-success');
      await expect.poll(async () => (await inboxFor('demo', address)).length, { timeout: 30_000 }).toBe(1);
      const [mail] = (await inboxFor('demo', address)) as Array<{
        subject?: string;
        attachments?: Array<{ filename: string }>;
      }>;
      expect(mail?.subject).toMatch(/receipt/i);
      expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);

      // The authorization, as the client agreed to it, on the transfer's page and as a PDF.
      await page.getByRole('link', { name: 'View this transfer' }).click();
      await expect(page).toHaveURL(tenantUrl('demo', `/transfer-history/${transferId}`));
      await page.getByText('The authorization you gave').click();
      await expect(page.locator('.mf-transfers-overview__authorization .mf-transfers-authorization__text')).toHaveText(
        termsText,
      );
      const [authorization] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Authorization (PDF)' }).click(),
      ]);
      expect(await pdfOf(authorization)).toBe('%PDF-');
    });

    test('an answer lost after it reached the server ends on Success, one provider transfer, no wiring text', async ({
      context,
      page,
    }) => {
      const session = await signInSeeded(context, SEEDED.dana);
      await draftToReview(page, width === 'phone' ? '71.00' : '72.00');
      const transferId = transferIdOf(page);
      let starts = 0;
      await page.route('**/api/transfer/start', async (route) => {
        starts += 1;
        // The request reaches the server, which starts the transfer (sent from here: Node does
        // not resolve *.localhost as Chromium does)...
        const started = await apiCall({
          port: E2E_PORT,
          tenant: 'demo',
          method: 'POST',
          path: '/api/transfer/start',
          body: route.request().postDataJSON(),
          token: session.token,
        });
        expect(started.status).toBe(200);
        // ...and the browser never hears of it.
        await route.abort('connectionreset');
      });
      // Hold the first status lookup, to see what the client sees while the page finds out.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/graphql', async (route) => {
        if (route.request().postData()?.includes('query TransferState')) await held;
        await route.continue();
      });
      await authorize(page);
      await makeTransfer(page).click();
      await expect(page.getByRole('dialog', { name: CONFIRMING })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shoot(page, 'trust-confirming');
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
      expect(transferIdOf(page)).toBe(transferId);
      expect(starts).toBe(1);
      expect(await providerTransfers('demo', transferId)).toHaveLength(1);
      await expect(page.getByText(/certified check/)).toHaveCount(0);
    });

    test('a 503 from Make Transfer shows the generic fallback, not the raw text nor the wiring text', async ({
      context,
      page,
    }) => {
      await signInSeeded(context, SEEDED.dana);
      await draftToReview(page, width === 'phone' ? '81.00' : '82.00');
      const transferId = transferIdOf(page);
      await page.route('**/api/transfer/start', (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'upstream' }),
      );
      await authorize(page);
      await makeTransfer(page).click();
      await expect(page.getByRole('alert')).toHaveText(GENERIC);
      await expect(page.getByText('upstream')).toHaveCount(0);
      await expect(page.getByText(/certified check/)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
      expect(await providerTransfers('demo', transferId)).toEqual([]);
    });
  });
}

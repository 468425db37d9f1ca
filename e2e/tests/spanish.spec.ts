/**
 * The new buyer's journey in Spanish on a phone (issue 38): a browser that asks for Spanish
 * (Accept-Language es-US) registers, verifies the texted code, gives its identity, links a bank
 * in the sandbox Link, fills the details, authorizes the debit on Review, pays, and reads its
 * history and messages. Every screen is read whole for English left (expectNoEnglish), its
 * controls are found by the catalogue's Spanish, and switching back to English shows the
 * requirements' words. What the server writes to the client follows their language too.
 */
import { expect, test, type Page } from '@playwright/test';
import http from 'node:http';
import { expectNoSeriousViolations } from '../support/axe';
import { accountCard, BANKS, linkDialog } from '../support/banking';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { es, expectNoEnglish } from '../support/languages';
import { codeFrom, newPhone, storedSession } from '../support/onboarding';
import { pdfText } from '../support/pdf';
import { screenshotBothWidths } from '../support/screenshots';
import { apiCall } from '../support/signed-in-session.mjs';
import { inboxFor } from '../support/transfers';

test.use({ viewport: { width: 375, height: 740 }, locale: 'es-US' });
// The sandbox ACH clock moves the payment along in seconds; the journey is long.
test.setTimeout(180_000);

const menu = (page: Page, name: string) => page.getByRole('navigation', { name });
const heading = (page: Page, id: string) => page.getByRole('heading', { level: 1, name: es(id) });

/** A PDF the API serves the client (Node cannot resolve *.localhost: the tenant goes in Host). */
function fetchPdf(path: string, token: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const headers = { host: `demo.localhost:${E2E_PORT}`, authorization: `Bearer ${token}` };
    http
      .get({ host: '127.0.0.1', port: E2E_PORT, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`PDF: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

async function expectSpanishScreen(page: Page, screen: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expectNoEnglish(page, screen);
  await expectNoSeriousViolations(page);
}

test('a new buyer pays in Spanish from registration to the message center, then reads English again', async ({
  page,
}) => {
  const phone = newPhone();

  // Registration, in Spanish from the first paint: the browser asked for it.
  await page.goto(tenantUrl('demo', '/create-account'));
  await expect(heading(page, 'onboarding.createAccount.title')).toBeVisible();
  await expect(page).toHaveTitle(`${es('page.CreateAccount')} · Demo Title & Escrow`);
  await expectSpanishScreen(page, '/create-account');
  await screenshotBothWidths(page, 'spanish-create-account');
  await page.getByRole('textbox', { name: es('onboarding.fields.firstName'), exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: es('onboarding.fields.lastName'), exact: true }).fill('López');
  await page
    .getByRole('textbox', { name: es('onboarding.fields.mobilePhone'), exact: true })
    .pressSequentially(phone.typed);
  await page.getByRole('checkbox', { name: /^Acepto/ }).check();
  const asked = Date.now();
  await page.getByRole('button', { name: es('onboarding.createAccount.action') }).click();

  // The code, texted in Spanish.
  const code = page.getByRole('textbox', { name: es('onboarding.code.label'), exact: true });
  await expect(code).toBeVisible();
  await expectSpanishScreen(page, '/create-account/account-verification');
  await code.fill(await codeFrom('demo', phone.e164, asked - 1000));
  // The text message is in the language the client registered in.
  const [text] = await inboxFor('demo', phone.e164);
  expect((text as { text?: string }).text).toMatch(/^\d{6} es su código de seguridad de Demo Title & Escrow\./);
  await page.getByRole('button', { name: es('onboarding.code.verify') }).click();

  // Identity: a failed submit first, its summary and messages in Spanish.
  await expect(heading(page, 'onboarding.step2.title')).toBeVisible();
  await page.getByRole('button', { name: es('onboarding.continue') }).click();
  await expect(page.getByRole('heading', { name: es('ui.errorSummary.title') })).toBeVisible();
  await expect(page.getByText(es('validation.required')).first()).toBeVisible();
  await expectSpanishScreen(page, '/create-account/step-2 with the error summary');
  await screenshotBothWidths(page, 'spanish-step-2-errors');
  await page.getByRole('textbox', { name: es('onboarding.fields.ssn'), exact: true }).fill('1234');
  await page
    .getByRole('textbox', { name: es('onboarding.fields.dateOfBirth'), exact: true })
    .pressSequentially('01151990');
  await page
    .getByRole('textbox', { name: es('onboarding.fields.email'), exact: true })
    .fill(`ana.${phone.typed}@example.com`);
  await page.getByRole('textbox', { name: es('onboarding.address.address1'), exact: true }).fill('100 Congress Ave');
  await page.getByRole('textbox', { name: es('onboarding.address.city'), exact: true }).fill('Austin');
  await page.getByRole('combobox', { name: es('onboarding.address.state'), exact: true }).selectOption('TX');
  await page.getByRole('textbox', { name: es('onboarding.address.zipcode'), exact: true }).fill('78701');
  await page.getByRole('button', { name: es('onboarding.continue') }).click();

  // The bank, linked in the sandbox Link.
  await expect(heading(page, 'banking.accounts.title')).toBeVisible();
  await expectSpanishScreen(page, '/bank-accounts without accounts');
  await page.getByRole('button', { name: es('banking.accounts.addAccount') }).click();
  const link = linkDialog(page);
  await expect(link.getByRole('heading', { name: es('banking.link.title') })).toBeVisible();
  await expectSpanishScreen(page, 'the Link dialog: bank search');
  await link.getByRole('searchbox', { name: es('banking.link.search.label') }).fill('Platypus Bank');
  await link.getByRole('button', { name: BANKS.platypus }).click();
  await link.getByRole('textbox', { name: es('banking.link.credentials.username'), exact: true }).fill('user_good');
  await link.getByLabel(es('banking.link.credentials.password')).fill('pass_good');
  await expectSpanishScreen(page, 'the Link dialog: credentials');
  await link.getByRole('button', { name: es('banking.link.submit') }).click();
  await link.getByRole('radio', { name: /Plaid Checking/ }).check();
  await expectSpanishScreen(page, 'the Link dialog: accounts');
  await link.getByRole('button', { name: es('banking.link.continue') }).click();
  const card = accountCard(page, BANKS.platypus);
  await expect(card.getByText(es('banking.account.verified'))).toBeVisible({ timeout: 30_000 });
  await expectSpanishScreen(page, '/bank-accounts with the new account');
  await screenshotBothWidths(page, 'spanish-bank-accounts');

  // Details, then Review with the authorization.
  await page.getByRole('link', { name: es('banking.accounts.makeTransfer') }).click();
  await accountCard(page, BANKS.platypus).getByRole('radio').check();
  await expectSpanishScreen(page, '/create-account/step-select-account');
  await page.getByRole('button', { name: es('banking.select.continue') }).click();
  await expect(heading(page, 'transfers.details.title')).toBeVisible();
  await page
    .getByRole('textbox', { name: es('transfers.details.field.propertyAddress1'), exact: true })
    .fill('742 Evergreen Terrace');
  await page
    .getByRole('textbox', { name: es('transfers.details.field.propertyCity'), exact: true })
    .fill('Springfield');
  await page
    .getByRole('combobox', { name: es('transfers.details.field.propertyState'), exact: true })
    .selectOption('IL');
  await page.getByRole('textbox', { name: es('transfers.details.field.propertyZipcode'), exact: true }).fill('62704');
  await page.getByRole('textbox', { name: es('transfers.details.field.amount'), exact: true }).fill('25.00');
  await page
    .getByRole('textbox', { name: es('transfers.details.field.amountCompare'), exact: true })
    .pressSequentially('25.00');
  await page
    .getByRole('combobox', { name: es('transfers.details.field.office'), exact: true })
    .selectOption({ index: 1 });
  await expectSpanishScreen(page, '/create-account/step-3');
  await screenshotBothWidths(page, 'spanish-step-3');
  await page.getByRole('button', { name: es('transfers.details.review') }).click();

  await expect(heading(page, 'transfers.review.title')).toBeVisible();
  await expectSpanishScreen(page, '/create-account/step-4');
  await screenshotBothWidths(page, 'spanish-review');
  await page.getByRole('checkbox', { name: es('transfers.authorization.consent.debit') }).check();
  await page.getByRole('button', { name: es('transfers.review.makeTransfer') }).click();

  await expect(heading(page, 'transfers.success.title')).toBeVisible();
  await expectSpanishScreen(page, '/create-account/success');
  await screenshotBothWidths(page, 'spanish-success');

  // What the server wrote to the client, in their language: the status e-mail and the notice PDF.
  const email = `ana.${phone.typed}@example.com`;
  await expect
    .poll(async () => (await inboxFor('demo', email)).map((message) => message.subject), { timeout: 30_000 })
    .toContain('Se inició su transferencia a Demo Title & Escrow');
  const { token, client } = await storedSession(page);
  const notices = await apiCall({
    port: E2E_PORT,
    tenant: 'demo',
    method: 'POST',
    path: '/api/graphql',
    token: token!,
    body: {
      query: 'query ($id: ID!) { allClientMessages(where: { client: { id: $id } }, first: 10) { id } }',
      variables: { id: client!.id },
    },
  });
  const [notice] = (notices.body as { data: { allClientMessages: Array<{ id: string }> } }).data.allClientMessages;
  const pdf = await fetchPdf(`/api/messages/${notice!.id}/pdf`, token!);
  expect(pdfText(pdf)).toMatch(/Monto[\s\S]*Propiedad|Propiedad[\s\S]*Monto/);

  // History and messages, from the menu.
  await page.getByRole('button', { name: es('shell.menu.toggle') }).click();
  await menu(page, es('shell.menu.name'))
    .getByRole('link', { name: es('shell.menu.transferHistory') })
    .click();
  await expect(heading(page, 'transfers.history.title')).toBeVisible();
  await expectSpanishScreen(page, '/transfer-history');
  await screenshotBothWidths(page, 'spanish-history');
  await page.getByRole('button', { name: es('shell.menu.toggle') }).click();
  await menu(page, es('shell.menu.name'))
    .getByRole('link', { name: es('shell.menu.messages') })
    .click();
  await expect(heading(page, 'messages.title')).toBeVisible();
  await expectSpanishScreen(page, '/message-center');
  await screenshotBothWidths(page, 'spanish-message-center');

  // Back to English: the requirements' words, and the next page stays English.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu(page, 'Main menu').getByRole('link', { name: 'Transfer History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
});

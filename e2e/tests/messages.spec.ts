import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import http from 'node:http';
import { E2E_PORT, tenantUrl } from '../support/environment';
import { pdfText } from '../support/pdf';
import { expectNoSeriousViolations } from '../support/axe';
import { screenshotBothWidths } from '../support/screenshots';
import {
  apiCall,
  createSignedInSession,
  encrypter,
  latestCode,
  signedInSessionScript,
  tenantIdOf,
  type SignedInSession,
} from '../support/signed-in-session.mjs';

// Seeded demo clients (docs/sandbox.md): Dana has 15 messages of every type over the last 30
// days (4 in the default last 7 days), each with its notice PDF.
const DANA = '5550101001';
const PAGE_SIZE = 10;

interface Message {
  id: string;
  type: string;
  createdAt: string;
  messageURL: string | null;
  transfer: { id: string; propertyAddress1: string | null; amount: string } | null;
}

/**
 * Signs a seeded client in through the API (login code from the sandbox inbox), once per run
 * (codes per phone are rate-limited), and gives them the SSN and date of birth step-2 asks for,
 * so the shell's redirect rules (requirements §2) let them stay on the message center.
 */
const sessions = new Map<string, Promise<Pick<SignedInSession, 'token' | 'client' | 'loginUser'>>>();
function signIn(typedPhone: string) {
  if (!sessions.has(typedPhone)) sessions.set(typedPhone, signInOnce(typedPhone));
  return sessions.get(typedPhone)!;
}

async function signInOnce(typedPhone: string) {
  const options = { port: E2E_PORT, tenant: 'demo' };
  const tenantId = await tenantIdOf(options);
  const asked = Date.now();
  const login = await apiCall({
    ...options,
    method: 'POST',
    path: '/api/auth/login',
    body: { mobilePhone: typedPhone },
  });
  expect(login.status).toBe(200);
  const code = await latestCode({ ...options, phone: `+1${typedPhone}`, after: asked });
  const verified = await apiCall({
    ...options,
    method: 'POST',
    path: `/api/users/${tenantId}/verify`,
    body: { attempt: login.body.attempt, code },
  });
  expect(verified.status).toBe(200);
  const session = verified.body as Pick<SignedInSession, 'token' | 'client' | 'loginUser'>;
  const encrypt = await encrypter(options);
  const identity = await apiCall({
    ...options,
    method: 'PUT',
    path: `/api/security/customer/${session.client.id}/${tenantId}`,
    token: session.token,
    body: { ssn: await encrypt('1234'), dob: await encrypt('01/15/1990') },
  });
  expect(identity.status).toBe(200);
  return session;
}

async function openAs(context: BrowserContext, page: Page, session: Awaited<ReturnType<typeof signIn>>) {
  await context.addInitScript(signedInSessionScript(session));
  await page.goto(tenantUrl('demo', '/message-center'));
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
}

/** Every message of the session's client, newest first, straight from the API. */
async function allMessages(token: string, clientId: string): Promise<Message[]> {
  const { status, body } = await apiCall({
    port: E2E_PORT,
    tenant: 'demo',
    method: 'POST',
    path: '/api/graphql',
    token,
    body: {
      query: `query ($id: ID!) { allClientMessages(where: { client: { id: $id } }, first: 100) {
        id type createdAt messageURL transfer { id propertyAddress1 amount } } }`,
      variables: { id: clientId },
    },
  });
  expect(status).toBe(200);
  return body.data.allClientMessages as Message[];
}

/**
 * Passes a browser request on to the product as it is (Node cannot resolve *.localhost, so
 * it goes to 127.0.0.1 with the tenant's Host header) and returns the answer's bytes.
 */
function forward(url: string, headers: Record<string, string>) {
  const { host, pathname, search } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: E2E_PORT, path: `${pathname}${search}`, headers: { ...headers, host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: { 'content-type': String(response.headers['content-type'] ?? '') },
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const DAY = 86_400_000;
/** Local whole days, as the picker's presets mean them. */
function presetBounds(preset: 'Today' | 'Yesterday' | 'Last 7 Days' | 'This Month' | 'Last Month') {
  const today = startOfDay(new Date());
  const endOf = (day: Date) => new Date(day.getTime() + DAY - 1);
  switch (preset) {
    case 'Today':
      return [today, endOf(today)];
    case 'Yesterday':
      return [new Date(today.getTime() - DAY), new Date(today.getTime() - 1)];
    case 'Last 7 Days':
      return [new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6), endOf(today)];
    case 'This Month':
      return [new Date(today.getFullYear(), today.getMonth(), 1), endOf(today)];
    case 'Last Month':
      return [
        new Date(today.getFullYear(), today.getMonth() - 1, 1),
        new Date(today.getFullYear(), today.getMonth(), 1, 0, 0, 0, -1),
      ];
  }
}
const within = (messages: Message[], [from, to]: Date[]) =>
  messages.filter((m) => new Date(m.createdAt) >= from! && new Date(m.createdAt) <= to!);

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const referenceColumn = async (page: Page) => rows(page).locator('td:nth-child(3)').allTextContents();

/** The table shows exactly `expected` (first page), in order, once loading is over. */
async function expectRows(page: Page, expected: Message[]) {
  if (expected.length === 0) {
    await expect(page.getByText('No Records Found')).toBeVisible();
    return;
  }
  await expect(rows(page)).toHaveCount(Math.min(expected.length, PAGE_SIZE));
  expect(await referenceColumn(page)).toEqual(
    expected.slice(0, PAGE_SIZE).map((m) => m.transfer?.propertyAddress1 || '--'),
  );
  await expect(rows(page).locator('td:nth-child(4)')).toHaveText(
    expected.slice(0, PAGE_SIZE).map((m) => m.type.replaceAll('_', ' ')),
  );
}

test.describe('message center (seeded Dana)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filters, presets, chip, search triggers, sort and pages work and combine', async ({ page, context }) => {
    const dana = await signIn(DANA);
    const all = await allMessages(dana.token, dana.client.id);
    expect(all).toHaveLength(15);
    await openAs(context, page, dana);

    // Default: the last 7 days, every type, newest first.
    await expect(page.getByRole('button', { name: 'Clear date filter (Last 7 days)' })).toBeVisible();
    await expectRows(page, within(all, presetBounds('Last 7 Days')));
    await expect(page.getByRole('columnheader', { name: /DATE CREATED/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).first().locator('td').first()).toHaveText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2} (AM|PM)$/);
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'message-center-dana');

    // The chip clears the date filter: every message, two pages, controls top and bottom.
    await page.getByRole('button', { name: 'Clear date filter (Last 7 days)' }).click();
    await expectRows(page, all);
    const [top, bottom] = [
      page.getByRole('navigation', { name: 'Pages (top)' }),
      page.getByRole('navigation', { name: 'Pages (bottom)' }),
    ];
    await expect(top.getByText('Page 1 of 2')).toBeVisible();
    await bottom.getByRole('button', { name: 'Next' }).click();
    await expect(top.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(all.length - PAGE_SIZE);
    expect(await referenceColumn(page)).toEqual(all.slice(PAGE_SIZE).map((m) => m.transfer?.propertyAddress1 || '--'));
    await top.getByRole('button', { name: 'Previous' }).click();
    await expect(bottom.getByText('Page 1 of 2')).toBeVisible();

    // Sort: oldest first, then newest first again.
    await page.getByRole('button', { name: /DATE CREATED/ }).click();
    await expectRows(page, [...all].reverse());
    await page.getByRole('button', { name: /DATE CREATED/ }).click();
    await expectRows(page, all);

    // Type filter: the four types found; one checked; Select All; Reset (none = all).
    await page.getByRole('button', { name: 'Message Type' }).click();
    const types = page.getByRole('group', { name: 'Message types' });
    await expect(types.getByRole('checkbox')).toHaveCount(4);
    await types.getByRole('checkbox', { name: 'transfer fail' }).check();
    await expectRows(
      page,
      all.filter((m) => m.type === 'transfer_fail'),
    );
    await types.getByRole('checkbox', { name: 'transfer receipt' }).check();
    await expectRows(
      page,
      all.filter((m) => m.type === 'transfer_fail' || m.type === 'transfer_receipt'),
    );
    await types.getByRole('button', { name: 'Select All' }).click();
    await expectRows(page, all);
    await types.getByRole('button', { name: 'Reset' }).click();
    await expect(types.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expectRows(page, all);
    await page.getByRole('button', { name: 'Message Type' }).click();

    // Search: the button, Enter, and clearing the box; address or tenant name, any case.
    const box = page.getByPlaceholder('Enter address or name');
    const address = all.find((m) => m.type === 'transfer_fail')!.transfer!.propertyAddress1!;
    await box.fill(address.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectRows(
      page,
      all.filter((m) => m.transfer?.propertyAddress1 === address),
    );
    await box.fill('demo title');
    await box.press('Enter');
    await expectRows(page, all);
    await box.fill('no such place');
    await box.press('Enter');
    await expectRows(page, []);
    await box.fill('');
    await expectRows(page, all);

    // Presets, each against the API's own dates; the chip only for Today, Yesterday, Last 7 days.
    // The picker: focus moves into it, it passes axe, Escape closes it.
    await page.getByRole('button', { name: /^Date range: / }).click();
    await expect(
      page.getByRole('dialog', { name: 'Choose dates' }).getByRole('button', { name: 'Today', exact: true }),
    ).toBeFocused();
    await expectNoSeriousViolations(page);
    await screenshotBothWidths(page, 'message-center-date-picker');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Choose dates' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Date range: / })).toBeFocused();

    for (const preset of ['Today', 'Yesterday', 'This Month', 'Last Month', 'Last 7 Days'] as const) {
      await page.getByRole('button', { name: /^Date range: / }).click();
      await page
        .getByRole('dialog', { name: 'Choose dates' })
        .getByRole('button', { name: preset, exact: true })
        .click();
      await expectRows(page, within(all, presetBounds(preset)));
      const chip = page.getByRole('button', { name: /^Clear date filter/ });
      if (preset === 'This Month' || preset === 'Last Month') await expect(chip).toHaveCount(0);
      else
        await expect(chip).toHaveAccessibleName(
          `Clear date filter (${preset === 'Last 7 Days' ? 'Last 7 days' : preset})`,
        );
    }

    // Everything together: a type, a search, a hand-picked range in the calendar, oldest first.
    const initiated = all.filter((m) => m.type === 'transfer_initiated');
    const target = initiated[initiated.length - 1]!; // the oldest initiated one
    await page.getByRole('button', { name: 'Message Type' }).click();
    await types.getByRole('checkbox', { name: 'transfer initiated' }).check();
    await page.getByRole('button', { name: 'Message Type' }).click();
    await box.fill(target.transfer!.propertyAddress1!.slice(0, 6).toLowerCase());
    await box.press('Enter');
    await page.getByRole('button', { name: 'Clear date filter (Last 7 days)' }).click();
    await page.getByRole('button', { name: /DATE CREATED/ }).click();
    const expected = [...all]
      .reverse()
      .filter(
        (m) =>
          m.type === 'transfer_initiated' &&
          m.transfer?.propertyAddress1
            ?.toLowerCase()
            .includes(target.transfer!.propertyAddress1!.slice(0, 6).toLowerCase()),
      );
    expect(expected.length).toBeGreaterThan(0);
    await expectRows(page, expected);
  });

  test('a downloaded PDF opens in a new window and holds the transfer’s property and amount', async ({
    page,
    context,
  }) => {
    const dana = await signIn(DANA);
    const all = await allMessages(dana.token, dana.client.id);
    await openAs(context, page, dana);
    const first = all[0]!;
    // The bytes the browser receives (the request goes out with its own bearer header).
    const received: Buffer[] = [];
    await page.route('**/api/messages/*/pdf', async (route) => {
      const headers = await route.request().allHeaders();
      expect(headers['authorization']).toBe(`Bearer ${dana.token}`);
      const answer = await forward(route.request().url(), headers);
      received.push(answer.body);
      await route.fulfill(answer);
    });
    const popup = page.waitForEvent('popup');
    await rows(page)
      .first()
      .getByRole('button', { name: /^Download PDF/ })
      .click();
    const opened = await popup;
    await expect.poll(() => opened.url()).toMatch(/^blob:/);
    expect(received).toHaveLength(1);
    expect(received[0]!.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(received[0]!);
    expect(text).toContain(first.transfer!.propertyAddress1!);
    const amount = Number(first.transfer!.amount).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect(text).toContain(amount);
  });

  test('another client’s messages and PDFs are refused, and so is a visitor', async () => {
    const dana = await signIn(DANA);
    const other = await createSignedInSession({ port: E2E_PORT, tenant: 'demo' });
    const [danaMessage] = await allMessages(dana.token, dana.client.id);
    const options = { port: E2E_PORT, tenant: 'demo' };
    expect((await apiCall({ ...options, path: danaMessage!.messageURL!, token: other.token })).status).toBe(404);
    expect((await apiCall({ ...options, path: danaMessage!.messageURL!, token: dana.token })).status).toBe(200);
    expect((await apiCall({ ...options, path: danaMessage!.messageURL! })).status).toBe(401);
    // Another tenant's host does not know Dana's session.
    expect(
      (await apiCall({ port: E2E_PORT, tenant: 'acme', path: danaMessage!.messageURL!, token: dana.token })).status,
    ).toBe(401);
    // Asking for Dana's messages by her id gets none of them.
    expect(await allMessages(other.token, dana.client.id)).toEqual([]);
  });
});

test.describe('message center on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('lists address, tenant, type and last update, sorts on type, says No Records Found', async ({
    page,
    context,
  }) => {
    const dana = await signIn(DANA);
    const all = await allMessages(dana.token, dana.client.id);
    await openAs(context, page, dana);
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(page.getByRole('table')).toHaveCount(0);
    const lastWeek = within(all, presetBounds('Last 7 Days'));
    await expect(list.getByRole('listitem')).toHaveCount(lastWeek.length);
    await expect(list.getByRole('listitem').first()).toContainText(lastWeek[0]!.transfer!.propertyAddress1!);
    await expect(list.getByRole('listitem').first()).toContainText('Demo Title & Escrow');
    await expect(list.getByRole('listitem').first()).toContainText(/Updated \d{2}\/\d{2}\/\d{2} \d{2}:\d{2} (AM|PM)/);
    await page.getByRole('button', { name: 'Sort by type' }).click();
    const sorted = [...lastWeek].sort((x, y) => x.type.localeCompare(y.type)).map((m) => m.type.replaceAll('_', ' '));
    await expect(list.getByRole('listitem').locator('span:nth-child(3)')).toHaveText(sorted);
    await page.getByRole('button', { name: 'Sort by type (ascending)' }).click();
    await expect(list.getByRole('listitem').locator('span:nth-child(3)')).toHaveText([...sorted].reverse());
    await expectNoSeriousViolations(page);
    await page.getByPlaceholder('Enter address or name').fill('no such place');
    await page.getByPlaceholder('Enter address or name').press('Enter');
    await expect(page.getByText('No Records Found')).toBeVisible();
  });
});

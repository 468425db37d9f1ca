import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from '../support/environment';
import { hydrated } from '../support/hydration';
import { newPhone } from '../support/onboarding';
import { screenshotBothWidths } from '../support/screenshots';
import { useSignedInSession } from '../support/session';

/**
 * The server renders the shell's frame and the visitor screens, and the browser hydrates them
 * (docs/adr/0043): the page's HTML holds the styled form before any script runs; with scripts,
 * React takes over that very DOM (no node of the screen is replaced, no hydration error) once
 * the remote has loaded, and the form works. A signed-in route's HTML holds the signed-in frame
 * (menu, footer, the session check's spinner), which a signed-in client's shell hydrates in place.
 */

/** Records, from before the page's first script, whether the server's screen ever left the DOM. */
async function watchServerScreen(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __screenReplaced: boolean };
    w.__screenReplaced = false;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes)
          if (node instanceof Element && (node.matches('.mf-onboarding') || node.querySelector('.mf-onboarding')))
            w.__screenReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Holds the shell's entry script (the page stays the server's HTML) until the returned function is called. */
async function holdShellEntry(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** React's phone mask formats as it types, and Enter submits from the field to its validation. */
async function expectWorkingPhoneField(page: Page, name: string) {
  const phone = page.getByRole('textbox', { name });
  await phone.pressSequentially('555');
  await expect(phone).toHaveValue('(555');
  await phone.press('Enter');
  await expect(page.getByText('Please enter a valid US mobile phone number', { exact: true })).toBeVisible();
}

/** The server's screen never left the DOM, and the page logged no error. */
async function expectScreenKept(page: Page, errors: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __screenReplaced: boolean }).__screenReplaced)).toBe(false);
  expect(errors).toEqual([]);
}

/** The frame's elements: hydration must keep each one the server wrote. */
const FRAME = [
  '.shell',
  '.shell-banner',
  '.brand-header',
  'nav.shell-menu',
  '#main',
  'footer.shell-footer',
  '.brand-footer',
];

/**
 * Records, from before the page's first script, what the server's HTML held once parsed (the
 * frame's elements, the spinner) and whether any of those elements ever left the DOM.
 */
async function watchServerFrame(page: Page) {
  await page.addInitScript((selectors: string[]) => {
    const w = window as unknown as {
      __serverFrame: { root: string | null; found: string[]; spinner: boolean; elements: Element[] };
      __frameReplaced: boolean;
    };
    w.__frameReplaced = false;
    document.addEventListener('DOMContentLoaded', () => {
      const elements = selectors.map((selector) => document.querySelector(selector)).filter((e) => e !== null);
      w.__serverFrame = {
        root: document.getElementById('root')!.getAttribute('data-server-rendered'),
        found: selectors.filter((selector) => document.querySelector(selector) !== null),
        spinner: document.querySelector('#main [role="status"][aria-label="Loading your account"]') !== null,
        elements,
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.removedNodes)
            if (node instanceof Element && elements.some((element) => node === element || node.contains(element)))
              w.__frameReplaced = true;
      }).observe(document, { childList: true, subtree: true });
    });
  }, FRAME);
}

/** Every console error and uncaught exception of the page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('server rendering', () => {
  test.describe('without scripts: the HTML alone', () => {
    test.use({ javaScriptEnabled: false });

    for (const [path, heading, form] of [
      ['/create-account', 'Create Account', 'Create Account'],
      ['/login', 'Log In', 'Log in'],
    ] as const) {
      test(`${path} holds the tenant's styled frame and the form`, async ({ page }) => {
        await page.goto(tenantUrl('demo', path));
        await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', 'visitor');
        await expect(page.getByRole('img', { name: 'Demo Title & Escrow' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('form', { name: form })).toBeVisible();
        await expect(page.getByRole('textbox', { name: /Mobile (Phone|Number)/ })).toBeVisible();
        // The remote's stylesheet and the shell's apply before any script: the screen's card is
        // laid out as the browser-rendered page lays it out.
        await expect(page.locator('section.mf-onboarding')).toHaveCSS('max-width', '640px');
        await expect(page.locator('.shell-banner')).toHaveCSS('display', 'flex');
        await screenshotBothWidths(page, `server-html${path.replace('/', '-')}`);
      });
    }

    test("/bank-accounts holds the tenant's signed-in frame: menu, footer and the session check's spinner", async ({
      page,
    }) => {
      await page.goto(tenantUrl('demo', '/bank-accounts'));
      await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', 'signed-in');
      await expect(page.getByRole('img', { name: 'Demo Title & Escrow' })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Bank Account' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('button', { name: 'Log Out' })).toBeAttached();
      await expect(page.getByRole('status', { name: 'Loading your account' })).toBeVisible();
      await expect(page.locator('footer.shell-footer')).toContainText('100 Main Street');
      await expect(page.locator('.shell')).toHaveClass(/shell--signed-in/);
      await screenshotBothWidths(page, 'server-html-bank-accounts');
    });

    test("acme's page holds acme's frame and text, not demo's", async ({ page }) => {
      await page.goto(tenantUrl('acme', '/create-account'));
      await expect(page.getByText('Pay your escrow deposit to Acme Escrow Co. in minutes.')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Acme Escrow Co.' })).toBeVisible();
      await expect(page.getByText(/Demo Title/)).toHaveCount(0);
    });
  });

  test('/create-account hydrates in place and the form works', async ({ page }) => {
    const errors = collectErrors(page);
    await watchServerScreen(page);
    await page.goto(tenantUrl('demo', '/create-account'));
    await hydrated(page, 'Create Account');

    await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Lopez');
    // The submit button is React's: enabled only once the agreement is checked.
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await expectWorkingPhoneField(page, 'Mobile Phone');
    await expectScreenKept(page, errors);
  });

  test('/login hydrates in place and the form works', async ({ page }) => {
    const errors = collectErrors(page);
    await watchServerScreen(page);
    await page.goto(tenantUrl('acme', '/login'));
    await hydrated(page, 'Log in');
    await expectWorkingPhoneField(page, 'Mobile Number');
    await expectScreenKept(page, errors);
  });

  test('a form submitted before its screen has hydrated stays on the page, its fields out of the URL', async ({
    page,
  }) => {
    // The shell's entry never arrives: the page stays the server's HTML.
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, () => undefined);
    // The held script keeps the load event from ever firing: the page is usable once parsed.
    await page.goto(tenantUrl('demo', '/login'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill('5551234567');
    await page.getByRole('button', { name: 'Get Security Code' }).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(tenantUrl('demo', '/login'));
  });

  test('a number typed and Get Security Code tapped before the screen has hydrated are sent once it has', async ({
    page,
  }) => {
    const release = await holdShellEntry(page);
    await page.goto(tenantUrl('summit', '/login'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill(newPhone().typed);
    await page.getByRole('button', { name: 'Get Security Code' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    release();
    // The API answered the replayed request (a 404: this number is not registered).
    await expect(page.getByRole('alert')).toContainText('The phone number entered is not registered.');
    expect(page.url()).toBe(tenantUrl('summit', '/login'));
  });

  test('the terms ticked and names typed before the screen has hydrated are kept once it has', async ({ page }) => {
    const release = await holdShellEntry(page);
    await page.goto(tenantUrl('acme', '/create-account'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'First Name' }).fill('Early');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    release();
    await hydrated(page, 'Create Account');
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Early');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });

  test("a phone's tap on the server's Menu before the shell has hydrated opens the menu once it has", async ({
    page,
    context,
  }) => {
    await useSignedInSession(context);
    await page.setViewportSize({ width: 375, height: 740 });
    const release = await holdShellEntry(page);
    await page.goto(tenantUrl('demo', '/transfer-history'), { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = menu.getByRole('button', { name: 'Menu' });
    await toggle.click();
    // Nothing handles it yet: the menu stays closed while the entry is held.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Bank Account' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Bank Account' })).toBeVisible();
    // Once hydrated, a tap is React's alone: it closes the menu (a click replayed twice would not).
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a signed-in client on a visitor page is rendered afresh and sent on, without errors', async ({
    page,
    context,
  }) => {
    await useSignedInSession(context);
    const errors = collectErrors(page);
    await page.goto(tenantUrl('demo', '/login'));
    await expect(page).toHaveURL(tenantUrl('demo', '/transfer-history'));
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a signed-in client's /bank-accounts: the server's frame, hydrated in place, then the screen", async ({
    page,
    context,
  }) => {
    await useSignedInSession(context);
    const errors = collectErrors(page);
    await watchServerFrame(page);
    await page.goto(tenantUrl('demo', '/bank-accounts'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
    // Before any script ran, the HTML held the whole frame and the session check's spinner.
    const server = await page.evaluate(() => {
      const { root, found, spinner } = (
        window as unknown as { __serverFrame: { root: string; found: string[]; spinner: boolean } }
      ).__serverFrame;
      return { root, found, spinner };
    });
    expect(server).toEqual({ root: 'signed-in', found: FRAME, spinner: true });
    // React took over those very elements: none was replaced, each carries React's fiber.
    const kept = await page.evaluate(() => {
      const w = window as unknown as { __serverFrame: { elements: Element[] }; __frameReplaced: boolean };
      return {
        replaced: w.__frameReplaced,
        connected: w.__serverFrame.elements.every((element) => element.isConnected),
        menuHydrated: Object.keys(document.querySelector('nav.shell-menu')!).some((key) =>
          key.startsWith('__reactFiber'),
        ),
        sameMenu: document.querySelector('nav.shell-menu') === w.__serverFrame.elements[3],
      };
    });
    expect(kept).toEqual({ replaced: false, connected: true, menuHydrated: true, sameMenu: true });
    await expect(page.locator('.shell-banner__header')).toContainText('Demo Title & Escrow');
    await expect(page.locator('.shell-footer')).toContainText('100 Main Street');
    // The hydrated menu works: it routes in the browser.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transfer History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visitor on /bank-accounts is rendered afresh and sent to /create-account, without errors', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(tenantUrl('demo', '/bank-accounts'));
    await expect(page).toHaveURL(tenantUrl('demo', '/create-account?next=%2Fbank-accounts'));
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

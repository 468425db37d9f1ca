import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASES_DIR, tenantUrl } from '../support/environment';
import { sample, scrapeMetrics } from '../support/metrics';
import { screenshotBothWidths } from '../support/screenshots';
import { useSignedInSession } from '../support/session';

const repoRoot = path.resolve(__dirname, '..', '..');
const releaseFolder = (version: string) => path.join(RELEASES_DIR, 'remotes', 'mf-messages', version);

/** `pnpm release …` against this server's releases folder: its output, or its refusal. */
function release(...args: string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync('pnpm', ['--silent', 'release', ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR, RELEASE_BY: 'e2e operator' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: `${failed.stdout}${failed.stderr}` };
  }
}

const releasedVersion = (output: string) => /released: mf-messages (\S+)/.exec(output)?.[1] ?? '';

/** Publishes a copy of `version`'s files, changed by `change`, as a release of its own (`--from`). */
function releaseAltered(version: string, change: (folder: string) => void): string {
  const scratch = mkdtempSync(path.join(tmpdir(), 'altered-release-'));
  try {
    cpSync(releaseFolder(version), scratch, { recursive: true });
    rmSync(path.join(scratch, 'release.json'));
    change(scratch);
    const published = release('mf-messages', '--from', scratch);
    expect(published.ok, published.output).toBe(true);
    return releasedVersion(published.output);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A signed-in client of `tenant` on the message center, in a browser context of its own. */
async function messageCenterOf(browser: Browser, tenant: string): Promise<Page> {
  const context = await browser.newContext();
  await useSignedInSession(context, { tenant });
  const page = await context.newPage();
  await page.goto(tenantUrl(tenant, '/message-center'));
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  return page;
}

const messagesRelease = (page: Page) => page.locator('section.mf-messages');

test.describe('remote releases', () => {
  test.beforeAll(() => rmSync(RELEASES_DIR, { recursive: true, force: true }));
  // The other tests see every remote's own build again.
  test.afterAll(() => rmSync(RELEASES_DIR, { recursive: true, force: true }));

  test('a release goes to one tenant and back, an incompatible one is refused, a broken one falls back', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const acme = await messageCenterOf(browser, 'acme');
    const demo = await messageCenterOf(browser, 'demo');
    const before = await messagesRelease(demo).getAttribute('data-release');
    expect(before).toBeTruthy();

    // A changed mf-messages (its screens show another release label), built once.
    const label = `e2e-${Date.now()}`;
    const built = release('mf-messages', '--label', label);
    expect(built.ok, built.output).toBe(true);
    const changed = releasedVersion(built.output);
    expect(readdirSync(releaseFolder(changed))).toContain('release.json');

    // To acme only, with the server running all along.
    expect(release('promote', 'messages', changed, '--tenant', 'acme').ok).toBe(true);
    await acme.reload();
    await expect(messagesRelease(acme)).toHaveAttribute('data-release', label);
    await expect(acme.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await demo.reload();
    await expect(demo.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(messagesRelease(demo)).toHaveAttribute('data-release', before!);
    // The page carries the change that decided its release: who, when, from what to what.
    const boot = JSON.parse((await acme.locator('#portal-boot').textContent()) ?? '{}');
    expect(boot.deployment.modules.messages).toMatchObject({
      release: changed,
      change: { by: 'e2e operator', from: 'build', to: changed },
    });
    await screenshotBothWidths(acme, 'release-promoted-to-acme');

    // Rolled back: acme has the old screen again.
    expect(release('rollback', 'messages', '--tenant', 'acme').ok).toBe(true);
    await acme.reload();
    await expect(acme.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(messagesRelease(acme)).toHaveAttribute('data-release', before!);

    // Built against a @portal/shared the shell does not serve: the gate refuses it, with the reason.
    const incompatible = releaseAltered(changed, (folder) => {
      const file = path.join(folder, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      for (const shared of manifest.shared) if (shared.name === '@portal/shared') shared.requiredVersion = '^2.0.0';
      writeFileSync(file, JSON.stringify(manifest));
      rmSync(`${file}.br`);
      rmSync(`${file}.gz`);
    });
    const refused = release('promote', 'messages', incompatible, '--tenant', 'acme');
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain('it requires @portal/shared ^2.0.0, the shell serves 1.0.0');
    await acme.reload();
    await expect(messagesRelease(acme)).toHaveAttribute('data-release', before!);

    // A release whose entry is broken: acme falls back to its previous release, and it is counted.
    const broken = releaseAltered(changed, (folder) => {
      const entry = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')).metaData.remoteEntry.name;
      writeFileSync(path.join(folder, entry), 'throw new Error("a broken release");\n');
      rmSync(path.join(folder, `${entry}.br`));
      rmSync(path.join(folder, `${entry}.gz`));
    });
    expect(release('promote', 'messages', changed, '--tenant', 'acme').ok).toBe(true);
    expect(release('promote', 'messages', broken, '--tenant', 'acme').ok).toBe(true);
    const fallbacks = async () =>
      sample(await scrapeMetrics(), 'portal_remote_fallbacks_total', { module: 'messages', release: broken });
    expect(await fallbacks()).toBe(0);
    await acme.reload();
    await expect(acme.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(messagesRelease(acme)).toHaveAttribute('data-release', label);
    await expect(acme.getByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveCount(0);
    await expect.poll(fallbacks).toBe(1);
    await expect(messagesRelease(demo)).toHaveAttribute('data-release', before!);
  });
});

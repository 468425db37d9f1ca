import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tenantUrl } from '../support/environment';
import { screenshotBothWidths } from '../support/screenshots';
import { countReactDomCopies, useSignedInSession } from '../support/session';

const repoRoot = path.resolve(__dirname, '..', '..');

test.describe('run-time composition', () => {
  test('a remote whose server is down shows the fallback while the other remotes work', async ({ page, context }) => {
    await useSignedInSession(context);
    await page.route('**/remotes/mf-messages/**', (route) => route.abort('connectionrefused'));
    await page.goto(tenantUrl('demo', '/message-center'));
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await screenshotBothWidths(page, 'section-unavailable');

    // The shell and the other remotes keep working.
    await page.getByRole('link', { name: 'Transfer History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer History' })).toBeVisible();

    // Still down when the user comes back; then the server recovers and Retry loads the section.
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await page.unroute('**/remotes/mf-messages/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  });

  test('the page loads exactly one copy of react-dom across the shell and every remote', async ({ page, context }) => {
    await countReactDomCopies(context);
    await useSignedInSession(context);
    await page.goto(tenantUrl('demo', '/account'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    for (const [item, heading] of [
      ['Bank Account', 'Bank Accounts'],
      ['Transfer History', 'Transfer History'],
      ['Messages', 'Messages'],
    ]) {
      await page.getByRole('link', { name: item }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __reactDomCopies: number }).__reactDomCopies)).toBe(1);
  });

  test('a first visit fetches only the remote that serves the route', async ({ page }) => {
    const remotes = new Set<string>();
    page.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
      if (match) remotes.add(match[1]!);
    });
    await page.goto(tenantUrl('demo', '/create-account'));
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    expect([...remotes]).toEqual(['mf-onboarding']);
  });

  test('rebuilding and redeploying one remote changes what the shell shows after a reload, without rebuilding the shell', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const shellFingerprint = () => {
      const dist = path.join(repoRoot, 'shell', 'dist');
      const hash = createHash('sha256');
      const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
        hash.update(file).update(readFileSync(file));
      }
      return hash.digest('hex');
    };
    const buildMessages = (release?: string) =>
      execFileSync(
        'pnpm',
        ['exec', 'webpack', '--mode', 'production', ...(release ? ['--env', `release=${release}`] : [])],
        {
          cwd: path.join(repoRoot, 'mf-messages'),
          stdio: 'ignore',
        },
      );

    await useSignedInSession(context);
    const section = page.locator('section.mf-messages');
    const shellBefore = shellFingerprint();
    await page.goto(tenantUrl('demo', '/message-center'));
    const releaseBefore = await section.getAttribute('data-release');

    const release = `redeploy-${Date.now()}`;
    try {
      buildMessages(release);
      await page.reload();
      await expect(section).toHaveAttribute('data-release', release);
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      expect(shellFingerprint()).toBe(shellBefore);
    } finally {
      // Put the normal build back for the tests that follow.
      buildMessages();
    }
    await page.reload();
    await expect(section).toHaveAttribute('data-release', releaseBefore ?? '');
  });
});

// Ad-hoc (not committed): the first visit to /transfer-history, scripts fetched and their gzip.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH } from './support/chromium.mjs';
import { startProductServer } from './support/product-server.mjs';
import { createSignedInSession, signedInSessionScript } from './support/signed-in-session.mjs';

const repoRoot = path.resolve('..');
const PORT = 9143;
const server = await startProductServer({ repoRoot, port: PORT });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const session = await createSignedInSession({ port: PORT, tenant: 'demo' });
  for (const route of ['/transfer-history', '/account']) {
    const context = await browser.newContext();
    await context.addInitScript(signedInSessionScript(session));
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script' || !r.ok()) return;
      const { pathname } = new URL(r.url());
      const m = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
      const file = path.join(repoRoot, m ? m[1] : 'shell', 'dist', m ? m[2] : pathname.slice(1));
      const bytes = readFileSync(file);
      scripts.push({ url: pathname, gzip: gzipSync(bytes, { level: 9 }).length });
    });
    await page.goto(`http://demo.localhost:${PORT}${route}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    let further = [];
    if (route === '/account') {
      scripts.length = 0;
      await page.getByRole('link', { name: 'Transfer History' }).click();
      await page.getByRole('heading', { level: 1, name: 'Transfer History' }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    const total = scripts.reduce((s, x) => s + x.gzip, 0);
    console.log(route === '/account' ? 'from /account to history adds' : route, scripts.length, 'files', (total / 1024).toFixed(1), 'KB gzip');
    for (const s of scripts.filter((s) => s.url.includes('mf-transfers'))) console.log('  ', s.url, (s.gzip / 1024).toFixed(1));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

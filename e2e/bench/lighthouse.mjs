/**
 * Lighthouse's mobile profile (its default: Moto G power class device, 4x CPU slowdown, slow 4G,
 * simulated throttling) on one screen of the running product, in Debian's Chromium. Each run
 * gets a fresh browser, so it is a first visit with an empty cache. A signed-in screen gets the
 * session in sessionStorage before the page's own scripts run, as the shell keeps it.
 *
 * Lighthouse figures are noisy on a shared machine: they are reported, never enforced.
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../support/chromium.mjs';
import { signedInSessionScript } from '../support/signed-in-session.mjs';

/**
 * @param {{ url: string, session?: { token: string, client: unknown, loginUser?: unknown } }} target
 * @returns {Promise<{ performance: number, accessibility: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number, transferKb: number, benchmarkIndex: number | null, chromium: string, lighthouseVersion: string }>}
 */
export async function runLighthouse(target) {
  try {
    return await runLighthouseOnce(target);
  } catch (error) {
    // Lighthouse's own failures (a trace it could not record, NO_NAVSTART, on an overloaded
    // host) ask to be run again: once, in a fresh browser.
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.warn(`${error.message}; running it again`);
    return runLighthouseOnce(target);
  }
}

class LighthouseRuntimeError extends Error {}

async function runLighthouseOnce({ url, session }) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_LAUNCH.executablePath,
    headless: true,
    args: [...CHROMIUM_LAUNCH.args, '--headless=new'],
  });
  try {
    const page = await browser.newPage();
    if (session) {
      const origin = new URL(url).origin;
      // Only on the product's own pages (Lighthouse passes through about:blank first).
      await page.evaluateOnNewDocument(
        `if (location.origin === ${JSON.stringify(origin)}) { ${signedInSessionScript(session)} }`,
      );
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        // A fresh browser already has an empty cache; resetting storage would drop the session.
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferKb: numeric('total-byte-weight') / 1024,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      chromium: (await browser.version()).replace(/^(Headless)?Chrome\//, ''),
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await browser.close();
  }
}

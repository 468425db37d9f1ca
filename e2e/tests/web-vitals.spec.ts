import { expect, test } from '@playwright/test';
import { tenantUrl } from '../support/environment';
import { hydrated } from '../support/hydration';
import { sample, scrapeMetrics, type Samples } from '../support/metrics';

/**
 * Real-user Web Vitals (docs/boot.md): a real visit in Chromium measures its LCP, CLS, TTFB and,
 * from a real interaction, its INP; the page sends them when it is hidden (here: left for another
 * page), and the API files them in the histograms of /metrics under the route pattern and tenant.
 */
const HISTOGRAMS = {
  LCP: 'portal_web_vitals_lcp_seconds',
  INP: 'portal_web_vitals_inp_seconds',
  CLS: 'portal_web_vitals_cls',
  TTFB: 'portal_web_vitals_ttfb_seconds',
};

const counts = (samples: Samples, labels: Record<string, string>) => ({
  LCP: sample(samples, `${HISTOGRAMS.LCP}_count`, labels),
  INP: sample(samples, `${HISTOGRAMS.INP}_count`, labels),
  CLS: sample(samples, `${HISTOGRAMS.CLS}_count`, labels),
  TTFB: sample(samples, `${HISTOGRAMS.TTFB}_count`, labels),
});

test.describe('real-user Web Vitals', () => {
  test('a visit with an interaction reaches /metrics as LCP, INP, CLS and TTFB of its route and tenant', async ({
    page,
  }) => {
    const labels = { route: '/create-account', tenant: 'demo' };
    const before = counts(await scrapeMetrics(), labels);
    await page.goto(tenantUrl('demo', '/create-account'));
    await hydrated(page, 'Create Account');
    // A real interaction: a tap on a field, then typing into it.
    await page.getByRole('textbox', { name: 'First Name' }).click();
    await page.keyboard.type('Dana');
    // Leaving the page hides it: the moment the page sends what it measured.
    await page.goto(tenantUrl('demo', '/login'));

    await expect
      .poll(async () => counts(await scrapeMetrics(), labels))
      .toEqual({ LCP: before.LCP + 1, INP: before.INP + 1, CLS: before.CLS + 1, TTFB: before.TTFB + 1 });
    // Measured, not made up: the paint came after the first byte, and the tap took some time.
    const after = await scrapeMetrics();
    const grew = (name: string) => sample(after, `${name}_sum`, labels) > 0;
    expect(grew(HISTOGRAMS.LCP) && grew(HISTOGRAMS.TTFB) && grew(HISTOGRAMS.INP)).toBe(true);
  });

  test("a partner page is filed under its route pattern and tenant, never the agent's key", async ({ page }) => {
    const labels = { route: '/partner/:landingPageKey', tenant: 'demo' };
    const before = sample(await scrapeMetrics(), `${HISTOGRAMS.LCP}_count`, labels);
    await page.goto(tenantUrl('demo', '/partner/jane-realtor'));
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.goto(tenantUrl('demo', '/login'));

    await expect.poll(async () => sample(await scrapeMetrics(), `${HISTOGRAMS.LCP}_count`, labels)).toBe(before + 1);
    const series = [...(await scrapeMetrics()).keys()].filter((key) => key.startsWith('portal_web_vitals_'));
    expect(series.some((key) => key.includes('jane-realtor'))).toBe(false);
  });
});

import type { Page } from '@playwright/test';
import path from 'node:path';

const DIR = path.join(__dirname, '..', 'artifacts', 'screenshots');

/** Desktop (1280 px) and phone (375 px) screenshots of the current page, kept as e2e artifacts. */
export async function screenshotBothWidths(page: Page, name: string) {
  const original = page.viewportSize();
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(DIR, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

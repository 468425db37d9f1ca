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

/** The two widths a screen is tested at: a phone and a desktop. */
export const WIDTHS = [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;
export type WidthName = (typeof WIDTHS)[number][0];

/**
 * Screenshots at both widths, taken by the desktop run of a test that runs at both widths: the
 * phone run would take the same pictures again.
 */
export function screenshotsOnce(width: WidthName) {
  return (page: Page, name: string) => (width === 'desktop' ? screenshotBothWidths(page, name) : Promise.resolve());
}

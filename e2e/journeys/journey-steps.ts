import type { Page } from '@playwright/test';
import path from 'node:path';

const DIR = path.join(__dirname, '..', 'artifacts', 'journeys');

/** Numbered screenshots of one journey: journeys/<journey>/<nn>-<step>.png, the whole page. */
export function journey(name: string) {
  let step = 0;
  return async (page: Page, label: string) => {
    step += 1;
    const file = `${String(step).padStart(2, '0')}-${label}.png`;
    await page.screenshot({ path: path.join(DIR, name, file), fullPage: true });
  };
}

import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the visitor screen's form (React keeps its fiber on the DOM
 * node). The server's HTML shows the form before any script has run, so a heading being visible
 * says nothing about the scripts: a test about what they did waits for this.
 */
export async function hydrated(page: Page, formName: string) {
  await page.waitForFunction((name) => {
    const form = document.querySelector(`section.mf-onboarding form[aria-label="${name}"]`);
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  }, formName);
}

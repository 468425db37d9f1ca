import { expect, type Page } from '@playwright/test';

/** WCAG 2.5.5 (target size, enhanced): 44 × 44 CSS px, padding included. */
export const MIN_TARGET_PX = 44;

/** Where the targets are measured: the screen, the side menu and any dialog open over them. */
const SCOPES = 'main, nav[aria-label="Main menu"], [role="dialog"]';
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Every visible interactive element of the page's main content, menu and open dialogs that is
 * smaller than 44 × 44 px, described as `<tag> "name" width×height`. A checkbox drawn on an
 * invisible 44 px input counts (opacity does not hide a target); an element clipped to 1 px (a
 * skip link until it is focused) is no target on screen.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ scopes, interactive, min }) => {
      const elements = new Set<Element>();
      for (const scope of document.querySelectorAll(scopes)) {
        for (const element of scope.querySelectorAll(interactive)) elements.add(element);
      }
      const small: string[] = [];
      for (const element of elements) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const { width, height } = element.getBoundingClientRect();
        if (width <= 1 && height <= 1) continue;
        // A hundredth of a pixel of slack for subpixel layout.
        if (width >= min - 0.01 && height >= min - 0.01) continue;
        const input = element as HTMLInputElement;
        const name =
          element.getAttribute('aria-label') ||
          element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
          input.labels?.[0]?.textContent?.trim().slice(0, 40) ||
          input.name ||
          element.id;
        const kind = input.type && element.tagName === 'INPUT' ? `input[${input.type}]` : element.tagName.toLowerCase();
        small.push(`${kind} "${name}" ${Math.round(width)}×${Math.round(height)}`);
      }
      return small;
    },
    { scopes: SCOPES, interactive: INTERACTIVE, min: MIN_TARGET_PX },
  );
}

/** Fails listing every target of the page, as it is now, that is under 44 × 44 px. */
export async function expectTouchTargets(page: Page, screen: string) {
  // Soft: the test goes on to the other screens, so one run lists every small target.
  expect.soft(await smallTargets(page), `targets under ${MIN_TARGET_PX} px on ${screen}`).toEqual([]);
}

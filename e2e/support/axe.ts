import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe must find no serious or critical violation (docs/architecture.md, "Quality bars"). */
export async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The same, soft: a walk over many screens goes on and lists every screen's violations. */
export async function expectNoSeriousViolationsOn(page: Page, screen: string) {
  expect.soft(await seriousViolations(page), `axe on ${screen}`).toEqual([]);
}

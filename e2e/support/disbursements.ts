/**
 * The disbursement and request flows' own seeded clients (api/src/seed/disbursement-test-fixtures.ts,
 * seeded with the test fixtures, as the e2e run seeds): accepting or sending their transfers
 * changes no demo client that other tests count.
 */
import type { Page } from '@playwright/test';
import type { SeededClient } from './transfers';

export const DORA: SeededClient & { disbursement: string; requested: string } = {
  tenant: 'demo',
  phone: '+15550101091',
  account: 'f0000000-0000-4000-8000-0000000000d1',
  disbursement: '70000000-0000-4000-8000-0000000000d1',
  requested: '70000000-0000-4000-8000-0000000000d2',
};

/** Has no SSN or date of birth on file: accepting a payment must not ask for them. */
export const NED: SeededClient & { disbursement: string } = {
  tenant: 'demo',
  phone: '+15550101092',
  account: 'f0000000-0000-4000-8000-0000000000d2',
  disbursement: '70000000-0000-4000-8000-0000000000d3',
};

/**
 * Has no disbursement of her own (the tests send them through the tenant API) and two checking
 * accounts: one at First Platypus Bank, which receives instant payments, one at First Gingham
 * Credit Union, which does not.
 */
export const IRA: SeededClient & { completed: string } = {
  tenant: 'demo',
  phone: '+15550101093',
  account: 'f0000000-0000-4000-8000-0000000000d3',
  /** $5,000.00 plus the $2.50 fee, paid from the Gingham account and completed: the tenant refunds it. */
  completed: '70000000-0000-4000-8000-0000000000d4',
};

/** The disbursement tabs, as [label, current] pairs. */
export async function disbursementTabs(page: Page): Promise<Array<[string, boolean]>> {
  const tabs = page.getByRole('navigation', { name: 'Disbursement steps' }).getByRole('listitem');
  return Promise.all(
    (await tabs.all()).map(
      async (tab) =>
        [(await tab.textContent()) ?? '', (await tab.getAttribute('aria-current')) === 'step'] as [string, boolean],
    ),
  );
}

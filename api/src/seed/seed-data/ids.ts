/**
 * The seed's fixed ids (e2e tests and docs name them), the vendor sandboxes' ids derived from
 * them, and the moment of seeding that every demo date counts back from.
 */

export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const IDS = {
  groups: {
    partners: 'a0000000-0000-4000-8000-000000000001',
    acme: 'a0000000-0000-4000-8000-000000000002',
  },
  tenants: {
    demo: 'b0000000-0000-4000-8000-000000000001',
    acme: 'b0000000-0000-4000-8000-000000000002',
    summit: 'b0000000-0000-4000-8000-000000000003',
    hostile: 'b0000000-0000-4000-8000-000000000099',
  },
  brandings: {
    default: 'c0000000-0000-4000-8000-000000000001',
    demo: 'c0000000-0000-4000-8000-000000000002',
    acme: 'c0000000-0000-4000-8000-000000000003',
    acmeRetired: 'c0000000-0000-4000-8000-000000000004',
    hostile: 'c0000000-0000-4000-8000-000000000099',
  },
  transferTypes: {
    clientTransfer: 'd0000000-0000-4000-8000-000000000001',
    clientDisbursement: 'd0000000-0000-4000-8000-000000000002',
  },
  realtors: {
    jane: 'acac00000000000000000001',
    marco: 'acac00000000000000000002',
    retired: 'acac00000000000000000003',
  },
  offices: {
    springfield: '0f000000-0000-4000-8000-000000000001',
    chicago: '0f000000-0000-4000-8000-000000000002',
    peoria: '0f000000-0000-4000-8000-000000000003',
    decatur: '0f000000-0000-4000-8000-000000000004',
  },
  /** Demo clients: sign in with their phone (see DEMO_CLIENTS and docs/sandbox.md). */
  clients: {
    dana: 'e0000000-0000-4000-8000-000000000001',
    ivy: 'e0000000-0000-4000-8000-000000000002',
    nina: 'e0000000-0000-4000-8000-000000000003',
    alex: 'e0000000-0000-4000-8000-000000000011',
    sam: 'e0000000-0000-4000-8000-000000000021',
  },
  bankAccounts: {
    demoEscrow: 'f0000000-0000-4000-8000-000000000091',
    acmeEscrow: 'f0000000-0000-4000-8000-000000000092',
    summitEscrow: 'f0000000-0000-4000-8000-000000000093',
    danaChecking: 'f0000000-0000-4000-8000-000000000001',
    danaPending: 'f0000000-0000-4000-8000-000000000002',
    danaSavings: 'f0000000-0000-4000-8000-000000000003',
    ivyChecking: 'f0000000-0000-4000-8000-000000000004',
    alexChecking: 'f0000000-0000-4000-8000-000000000011',
    samChecking: 'f0000000-0000-4000-8000-000000000021',
  },
  /** Dana's transfers, one per status of requirements §4 (Initiated is Ivy's), and the other clients'. */
  transfers: {
    draft: '70000000-0000-4000-8000-000000000001',
    pending: '70000000-0000-4000-8000-000000000002',
    submitted: '70000000-0000-4000-8000-000000000003',
    sent: '70000000-0000-4000-8000-000000000004',
    viewed: '70000000-0000-4000-8000-000000000005',
    completed: '70000000-0000-4000-8000-000000000006',
    cancelled: '70000000-0000-4000-8000-000000000007',
    error: '70000000-0000-4000-8000-000000000008',
    requested: '70000000-0000-4000-8000-000000000009',
    created: '70000000-0000-4000-8000-000000000010',
    rejected: '70000000-0000-4000-8000-000000000011',
    draftDisbursement: '70000000-0000-4000-8000-000000000013',
    ivyInitiated: '70000000-0000-4000-8000-000000000021',
    alexCompleted: '70000000-0000-4000-8000-000000000031',
    alexDraft: '70000000-0000-4000-8000-000000000032',
    samPending: '70000000-0000-4000-8000-000000000041',
  },
} as const;

/** Ids the payments sandbox accepts as existing (docs/sandbox.md, "Demo clients"). */
export const sandboxCustomerId = (clientId: string) => `sandbox-customer-${clientId}`;
export const sandboxFundingSourceId = (bankAccountId: string) => `sandbox-fs-${bankAccountId}`;
/** The bank-linking sandbox's item, account and access token of a seeded client account. */
export const sandboxLinkIds = (bankAccountId: string) => ({
  itemId: `item-sandbox-seed-${bankAccountId}`,
  accountId: `acct-sandbox-seed-${bankAccountId}`,
  accessToken: `access-sandbox-seed-${bankAccountId}`,
});

export const DEFAULT_PURPOSE = 'Earnest Money Deposit for Purchase';

const SEEDED_AT = Date.now();
const HOUR_MS = 3_600_000;
/** A time `days` (and `hours`) before seeding. */
export function ago(days: number, hours = 0): Date {
  return new Date(SEEDED_AT - days * 24 * HOUR_MS - hours * HOUR_MS);
}

export const dana = { tenantId: IDS.tenants.demo, clientId: IDS.clients.dana };
export const ivy = { tenantId: IDS.tenants.demo, clientId: IDS.clients.ivy };
export const alex = { tenantId: IDS.tenants.acme, clientId: IDS.clients.alex };
export const sam = { tenantId: IDS.tenants.summit, clientId: IDS.clients.sam };

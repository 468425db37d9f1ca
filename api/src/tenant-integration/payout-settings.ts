/**
 * Payout speeds in the tenant API (docs/tenant-api.md, "Payout speeds"): a tenant's default
 * speed and instant fallback (GET/PUT /tenant-api/v1/payout-settings), and the speed a new
 * disbursement is sent at: the one it names, else the tenant's default, checked against the
 * limit of its rail. The speed is fixed on the disbursement when it is created; the rail it
 * finally goes by depends on the account the client accepts it into (transfers/payout-rail.ts).
 */
import { RAIL_LIMIT_CENTS, type InstantFallback, type PayoutSpeed } from '@portal/shared/constants';
import type { Database } from '../platform/database/database';
import type { TenantRow } from '../platform/database/schema';
import { createTenantDirectoryRepository } from './tenant-directory-repository';
import { badUserInput, notFound } from '../platform/http/errors';
import { centsToDecimal } from '../platform/money';

export interface PayoutSettings {
  defaultSpeed: PayoutSpeed;
  instantFallback: InstantFallback;
  /** Clients' transfers debit by same-day ACH when started before the same-day cutoff. */
  sameDayDebits: boolean;
}

export interface PayoutChoice {
  /** Absent: the tenant's default speed. */
  speed?: PayoutSpeed;
  /** Absent: the tenant's instant fallback. */
  instantFallback?: InstantFallback;
}

/** The speed and fallback a new disbursement is stored with; refuses an amount its rail cannot carry. */
export function payoutOf(
  settings: Pick<TenantRow, 'payoutSpeed' | 'instantFallback'>,
  choice: PayoutChoice,
  amountCents: number,
): { payoutSpeed: PayoutSpeed; instantFallback: InstantFallback } {
  const payoutSpeed = choice.speed ?? settings.payoutSpeed;
  const instantFallback = choice.instantFallback ?? settings.instantFallback;
  const limit = RAIL_LIMIT_CENTS[payoutSpeed];
  if (limit !== null && amountCents > limit)
    throw badUserInput(`amount: a ${payoutSpeed} payout cannot exceed ${centsToDecimal(limit)}`);
  return { payoutSpeed, instantFallback };
}

export function createPayoutSettings(db: Database) {
  const directory = createTenantDirectoryRepository(db);
  const view = (row: Pick<TenantRow, 'payoutSpeed' | 'instantFallback' | 'sameDayDebits'>): PayoutSettings => ({
    defaultSpeed: row.payoutSpeed,
    instantFallback: row.instantFallback,
    sameDayDebits: row.sameDayDebits,
  });
  return {
    async get(tenantId: string): Promise<PayoutSettings> {
      const row = await directory.findTenant(tenantId);
      if (!row) throw notFound('Tenant not found');
      return view(row);
    },

    async set(tenantId: string, changes: Partial<PayoutSettings>): Promise<PayoutSettings> {
      const row = await directory.updatePayoutDefaults(tenantId, {
        ...(changes.defaultSpeed ? { payoutSpeed: changes.defaultSpeed } : {}),
        ...(changes.instantFallback ? { instantFallback: changes.instantFallback } : {}),
        ...(changes.sameDayDebits !== undefined ? { sameDayDebits: changes.sameDayDebits } : {}),
      });
      if (!row) throw notFound('Tenant not found');
      return view(row);
    },
  };
}

export type PayoutSettingsService = ReturnType<typeof createPayoutSettings>;

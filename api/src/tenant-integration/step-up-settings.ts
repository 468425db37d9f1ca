/**
 * The tenant's step-up amount in the tenant API (docs/tenant-api.md, "Step-up for large
 * payments"; GET/PUT /tenant-api/v1/step-up-settings): above it, a client proves again with a
 * passkey or a fresh text code before Make Transfer or Accept Payment (ADR 0096). Decimal
 * dollars at the edge like every amount of the API, whole cents in `tenant.step_up_above_cents`.
 */
import { MAX_TRANSFER_AMOUNT_CENTS } from '@portal/shared/constants';
import type { Database } from '../platform/database/database';
import { badUserInput, notFound } from '../platform/http/errors';
import { centsToDecimal, decimalToCents } from '../platform/money';
import { createTenantDirectoryRepository } from './tenant-directory-repository';

export interface StepUpSettings {
  /** Payments above this many dollars ask for a step-up; null: never asked. */
  stepUpAbove: string | null;
}

/**
 * The stored amount for what the tenant sent: null (or 0.00) turns step-up off. Above the
 * portal's largest payment no payment could ever ask, so such an amount is a mistake, refused.
 */
export function stepUpAboveCents(stepUpAbove: string | null): number | null {
  if (stepUpAbove === null) return null;
  let cents: number;
  try {
    cents = decimalToCents(stepUpAbove);
  } catch {
    throw badUserInput('stepUpAbove: a decimal amount such as "5000.00" is expected, or null');
  }
  if (cents > MAX_TRANSFER_AMOUNT_CENTS) {
    throw badUserInput(`stepUpAbove: cannot exceed ${centsToDecimal(MAX_TRANSFER_AMOUNT_CENTS)}`);
  }
  return cents === 0 ? null : cents;
}

export function createStepUpSettings(db: Database) {
  const directory = createTenantDirectoryRepository(db);
  const view = (cents: number | null): StepUpSettings => ({
    stepUpAbove: cents === null ? null : centsToDecimal(cents),
  });
  return {
    async get(tenantId: string): Promise<StepUpSettings> {
      const row = await directory.findTenant(tenantId);
      if (!row) throw notFound('Tenant not found');
      return view(row.stepUpAboveCents);
    },

    async set(tenantId: string, changes: StepUpSettings): Promise<StepUpSettings> {
      const row = await directory.updateStepUpAbove(tenantId, stepUpAboveCents(changes.stepUpAbove));
      if (!row) throw notFound('Tenant not found');
      return view(row.stepUpAboveCents);
    },
  };
}

export type StepUpSettingsService = ReturnType<typeof createStepUpSettings>;

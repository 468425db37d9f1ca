/** Reading and changing a tenant's risk policy (through the tenant API): each change is the next version. */
import type { Database } from '../platform/database/database';
import { AppError } from '../platform/http/errors';
import { applyChange, type RiskPolicy, type RiskPolicyChange } from './policy';
import { createPolicyRepository } from './policy-repository';

export const POLICY_CHANGED_MEANWHILE = 'The risk policy changed at the same time. Please read it again and retry.';

export function createPolicyService(db: Database) {
  const policies = createPolicyRepository(db);
  return {
    current: (tenantId: string): Promise<RiskPolicy> => policies.current(tenantId),

    async change(tenantId: string, keyId: string, change: RiskPolicyChange): Promise<RiskPolicy> {
      const current = await policies.current(tenantId);
      const { version: _version, ...settings } = current;
      const next = applyChange(settings, change);
      const stored = await policies.insertNext(tenantId, current.version, next, `api-key:${keyId}`);
      // Two changes from the same version: the second would silently undo the first.
      if (!stored) throw new AppError('CONFLICT', 409, POLICY_CHANGED_MEANWHILE);
      return { version: stored.version, ...next };
    },
  };
}

export type PolicyService = ReturnType<typeof createPolicyService>;

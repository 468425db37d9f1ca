/** A tenant's policy versions: the latest is the one in force; each change adds the next. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { riskPolicy } from '../platform/database/schema';
import { DEFAULT_RISK_POLICY, settingsFromStored, type RiskPolicy, type RiskSettings } from './policy';

export function createPolicyRepository(db: Database | Transaction) {
  return {
    /** The policy in force: the latest stored version, or the defaults (version 0). */
    async current(tenantId: string): Promise<RiskPolicy> {
      const [row] = await db
        .select()
        .from(riskPolicy)
        .where(eq(riskPolicy.tenantId, tenantId))
        .orderBy(desc(riskPolicy.version))
        .limit(1);
      return row ? { version: row.version, ...settingsFromStored(row.settings) } : DEFAULT_RISK_POLICY;
    },

    async version(tenantId: string, version: number): Promise<RiskPolicy | null> {
      if (version === 0) return DEFAULT_RISK_POLICY;
      const [row] = await db
        .select()
        .from(riskPolicy)
        .where(and(eq(riskPolicy.tenantId, tenantId), eq(riskPolicy.version, version)));
      return row ? { version: row.version, ...settingsFromStored(row.settings) } : null;
    },

    /**
     * Stores `settings` as version `after + 1`. Null when another change stored that version
     * first (the unique (tenant, version) pair refuses the second): the caller reads again.
     */
    async insertNext(tenantId: string, after: number, settings: RiskSettings, changedBy: string) {
      const rows = await db
        .insert(riskPolicy)
        .values({ tenantId, version: after + 1, settings: { ...settings }, changedBy })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },
  };
}

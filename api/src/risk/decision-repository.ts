/** Risk decisions: inserted in the transaction of what they decide, read by the tenant; never changed. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { riskDecision, type RiskDecisionRow } from '../platform/database/schema';

export type NewRiskDecision = typeof riskDecision.$inferInsert;

export function createDecisionRepository(db: Database | Transaction) {
  return {
    async insert(values: NewRiskDecision): Promise<RiskDecisionRow> {
      const [row] = await db.insert(riskDecision).values(values).returning();
      return row!;
    },

    /** A tenant's transfer's decisions, oldest first. */
    async forTransfer(tenantId: string, transferId: string): Promise<RiskDecisionRow[]> {
      return db
        .select()
        .from(riskDecision)
        .where(and(eq(riskDecision.tenantId, tenantId), eq(riskDecision.transferId, transferId)))
        .orderBy(asc(riskDecision.decidedAt), asc(riskDecision.id));
    },

    /** The latest screen decision of each of `transferIds` (the reasons a hold was made for). */
    async latestScreens(tenantId: string, transferIds: string[]): Promise<Map<string, RiskDecisionRow>> {
      if (transferIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(riskDecision)
        .where(
          and(
            eq(riskDecision.tenantId, tenantId),
            eq(riskDecision.stage, 'screen'),
            inArray(riskDecision.transferId, transferIds),
          ),
        )
        .orderBy(desc(riskDecision.decidedAt));
      const latest = new Map<string, RiskDecisionRow>();
      for (const row of rows) if (!latest.has(row.transferId)) latest.set(row.transferId, row);
      return latest;
    },
  };
}

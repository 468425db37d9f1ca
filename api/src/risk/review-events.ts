/**
 * What the tenant is told of a review (a webhook event per decision: review required,
 * approved, rejected), written in the decision's transaction. The composition root passes the
 * tenant API's recorder in: the tenant API sits above this domain.
 */
import type { Database, Transaction } from '../platform/database/database';
import type { RiskDecisionRow } from '../platform/database/schema';
import type { TransferRow } from '../transfers';

export interface ReviewEvent {
  decisionId: string;
  outcome: 'review' | 'approved' | 'rejected' | 'expired';
  transfer: { id: string; clientId: string; tenantId: string; status: string; updatedAt: Date };
  reasons: string[];
  policyVersion: number;
  decidedBy: string | null;
  note: string | null;
  reviewBy: Date | null;
}

export type RecordReviewEvent = (tx: Database | Transaction, event: ReviewEvent) => Promise<void>;

/** The event of `decision` on `row`, as the decision's transaction sees them. */
export function reviewEventOf(decision: RiskDecisionRow, row: TransferRow, reasons: string[]): ReviewEvent {
  return {
    decisionId: decision.id,
    outcome: decision.outcome as ReviewEvent['outcome'],
    transfer: {
      id: row.id,
      clientId: row.clientId,
      tenantId: row.tenantId,
      status: row.status,
      updatedAt: row.updatedAt,
    },
    reasons,
    policyVersion: decision.policyVersion,
    decidedBy: decision.decidedBy,
    note: decision.note,
    reviewBy: decision.reviewBy,
  };
}

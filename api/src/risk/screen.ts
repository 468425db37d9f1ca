/**
 * The risk screen of a client debit (ADR 0082), run by the start's claiming transaction: the
 * tenant's policy in force, the facts, every rule's result, and one decision recorded with
 * the policy version it used. A review also schedules the hold's deadline (review-expiry.ts).
 */
import { TRANSFER_STATUS } from '@portal/shared/constants';
import { enqueue } from '../platform/jobs';
import { recordRiskDecision } from '../platform/observability';
import type { ScreenDebit } from '../transfers';
import { createDecisionRepository } from './decision-repository';
import { gatherFacts } from './facts-repository';
import { createPolicyRepository } from './policy-repository';
import { REVIEW_EXPIRY_JOB, type ReviewExpiryJob } from './review-expiry';
import { evaluate } from './rules';
import { reviewEventOf, type RecordReviewEvent } from './review-events';

export function createRiskScreen({
  now,
  recordEvent,
}: {
  now: () => Date;
  recordEvent: RecordReviewEvent;
}): ScreenDebit {
  return async (tx, claimed, { startKey, origin, returnRisk }) => {
    const at = now();
    const policy = await createPolicyRepository(tx).current(claimed.tenantId);
    const facts = await gatherFacts(tx, claimed, origin, policy.rules, at, returnRisk);
    const { decision, reasons, results } = evaluate(facts, policy.rules);
    const reviewBy = decision === 'review' ? new Date(at.getTime() + policy.reviewHours * 3_600_000) : null;
    const recorded = await createDecisionRepository(tx).insert({
      transferId: claimed.id,
      tenantId: claimed.tenantId,
      clientId: claimed.clientId,
      startKey,
      stage: 'screen',
      outcome: decision,
      reasons,
      results,
      policyVersion: policy.version,
      reviewBy,
      decidedAt: at,
    });
    if (reviewBy) {
      // The held status is written after the screen (start-attempt.ts): the event says so already.
      await recordEvent(tx, reviewEventOf(recorded, { ...claimed, status: TRANSFER_STATUS.awaitingApproval }, reasons));
      const job: ReviewExpiryJob = { transferId: claimed.id, tenantId: claimed.tenantId, startKey };
      await enqueue(tx, {
        type: REVIEW_EXPIRY_JOB,
        payload: { ...job },
        idempotencyKey: `risk-review-expiry:${claimed.id}:${startKey}`,
        runAt: reviewBy,
      });
    }
    // Counted as decided; a start whose transaction then fails (rare: the database went away) is counted too.
    recordRiskDecision(decision, reasons);
    return decision;
  };
}

// The risk screen of client debits, the tenant's review queue and its policy (docs/risk.md, ADR 0082).
import type { Database } from '../platform/database/database';
import type { JobDefinition } from '../platform/jobs';
import type { HeldTransfers } from '../transfers';
import { createPolicyService, type PolicyService } from './policy-service';
import { REVIEW_EXPIRY_JOB, reviewExpiryJob } from './review-expiry';
import type { RecordReviewEvent } from './review-events';
import { createReviewQueue, type ReviewQueue } from './review-queue';

export { createRiskScreen } from './screen';
export {
  DEFAULT_RISK_SETTINGS,
  RULE_ACTIONS,
  RULE_NAMES,
  type RiskPolicy,
  type RiskPolicyChange,
  type RiskRules,
  type RuleName,
} from './policy';
export type { HeldTransfer, ReviewQueue } from './review-queue';
export type { PolicyService } from './policy-service';
export { REVIEW_EXPIRY_JOB } from './review-expiry';
export type { RecordReviewEvent, ReviewEvent } from './review-events';

export interface RiskReview {
  queue: ReviewQueue;
  policies: PolicyService;
  /** For the job worker: the holds' deadlines. */
  jobHandlers: Record<string, JobDefinition>;
}

export function createRiskReview(deps: {
  db: Database;
  held: HeldTransfers;
  recordEvent: RecordReviewEvent;
}): RiskReview {
  const { db } = deps;
  const queue = createReviewQueue(deps);
  return {
    queue,
    policies: createPolicyService(db),
    jobHandlers: { [REVIEW_EXPIRY_JOB]: reviewExpiryJob(queue) },
  };
}

/**
 * A hold's deadline (the tenant's `reviewHours`): a job scheduled with the hold, in its
 * transaction, that rejects the transfer if it is still held when it runs. Whichever comes
 * first, the tenant's decision or the deadline, is the one conditional UPDATE that wins; the
 * other finds nothing held and does nothing.
 */
import { PermanentJobError, type JobDefinition } from '../platform/jobs';
import type { ReviewQueue } from './review-queue';

export const REVIEW_EXPIRY_JOB = 'risk.review-expiry';

export interface ReviewExpiryJob {
  transferId: string;
  tenantId: string;
  startKey: string;
}

export function reviewExpiryJob(queue: Pick<ReviewQueue, 'expire'>): JobDefinition {
  return {
    handle: async ({ payload }) => {
      const { transferId, tenantId, startKey } = payload as Partial<ReviewExpiryJob>;
      if (typeof transferId !== 'string' || typeof tenantId !== 'string' || typeof startKey !== 'string') {
        throw new PermanentJobError('malformed review expiry job');
      }
      await queue.expire(tenantId, transferId, startKey);
    },
  };
}

import { TRANSFER_UNDER_REVIEW, TRANSFER_UNDER_REVIEW_NEXT } from '@portal/shared/constants';
import { OutcomeNotice } from './outcome-notice';

/** A debit the title company reviews before it is sent: calm words, never the reason (docs/risk.md). */
export function UnderReviewNotice() {
  return (
    <OutcomeNotice outcome={{ message: TRANSFER_UNDER_REVIEW, nextStep: TRANSFER_UNDER_REVIEW_NEXT }} failed={false} />
  );
}

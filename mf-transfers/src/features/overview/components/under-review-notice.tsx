import { OutcomeNotice } from './outcome-notice';

/** A debit the title company reviews before it is sent: calm words, never the reason (docs/risk.md). */
export function UnderReviewNotice() {
  return (
    <OutcomeNotice
      outcome={{ message: { id: 'transfers.underReview.message' }, nextStep: { id: 'transfers.underReview.next' } }}
      failed={false}
    />
  );
}

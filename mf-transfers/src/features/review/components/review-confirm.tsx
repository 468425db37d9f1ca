import { Button, Spinner } from '@portal/shared/ui';
import { Modal } from '@portal/shared/ui/modal';
import type { TransferRecord } from '../../transfers/api/get-transfer';
import { PROCESSING_TITLE } from './processing';
import { ReviewSummary, type ReviewTotals } from './review-summary';

export interface ReviewConfirmProps {
  record: TransferRecord;
  totals: ReviewTotals;
  today: Date;
  /** The start's failure message (requirements §8), shown above the actions. */
  failure: string | null;
  processing: boolean;
  onUseDifferentAccount: () => void;
  /** May return a promise: Back stays busy until it settles. */
  onBack: () => unknown;
  backing?: boolean;
  /** The primary action: Make Transfer or Accept Payment. */
  submitLabel: string;
  /** Null while there is nothing to start (no usable account); its promise keeps the button busy. */
  onSubmit: (() => unknown) | null;
  /** The spinner's label inside the processing modal. */
  processingLabel: string;
}

/**
 * What the transfer review and the disbursement review share below the account panels (requirements
 * §2): Use Different Account, the Review rows, the start failure, Back and the primary action,
 * and the 'Processing Fund Transfer ...' modal while the start runs.
 */
export function ReviewConfirm({
  record,
  totals,
  today,
  failure,
  processing,
  onUseDifferentAccount,
  onBack,
  backing,
  submitLabel,
  onSubmit,
  processingLabel,
}: ReviewConfirmProps) {
  return (
    <>
      <Button variant="link" className="mf-transfers-review__switch" onClick={onUseDifferentAccount}>
        Use Different Account
      </Button>
      <ReviewSummary transfer={record} totals={totals} today={today} />
      {failure && (
        <p className="mf-transfers-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="mf-transfers-form__actions">
        <Button variant="secondary" onClick={onBack} loading={backing} disabled={processing}>
          Back
        </Button>
        <Button disabled={!onSubmit} loading={processing} onClick={() => onSubmit?.()}>
          {submitLabel}
        </Button>
      </div>
      <Modal open={processing} title={PROCESSING_TITLE} dismissible={false}>
        <Spinner label={processingLabel} />
      </Modal>
    </>
  );
}

import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@portal/shared';
import type { StartAuthorization } from '@portal/shared/contracts';
import { useText, type Text } from '@portal/shared/i18n/react';
import { Button, Spinner } from '@portal/shared/ui';
import { Modal } from '@portal/shared/ui/modal';
import type { TransferRecord } from '../../transfers/api/get-transfer';
import { WireFraudNotice } from '../../transfers/components/wire-fraud-notice';
import { useTransferTexts } from '../../transfers/hooks/use-transfer-texts';
import { useGetAuthorizationTermsQuery } from '../api/get-authorization-terms';
import { StepUpPanel } from '../../step-up/components/step-up-panel';
import type { MakeTransferPhase, PendingStepUp } from '../hooks/use-make-transfer';
import { AuthorizationConsent } from './authorization-consent';
import { ReviewSummary, type ReviewTotals } from './review-summary';

export interface ReviewConfirmProps {
  record: TransferRecord;
  totals: ReviewTotals;
  today: Date;
  /** Who is paid (or pays, for a disbursement): the tenant, named in the wire-fraud notice. */
  tenantName: string;
  /** The client's account the money leaves (or, for a disbursement, reaches); null while there is none. */
  bankAccountId: string | null;
  /** The start's failure message (requirements §8), shown above the actions. */
  failure: Text | null;
  /** Grows each time the server refused the terms the client ticked (useMakeTransfer's termsChanged). */
  termsChanged: number;
  /** Set while the start waits for the client's passkey or code (above the tenant's amount). */
  stepUp?: PendingStepUp | null;
  onCancelStepUp?: () => void;
  phase: MakeTransferPhase;
  onUseDifferentAccount: () => void;
  /** May return a promise: Back stays busy until it settles. */
  onBack: () => unknown;
  backing?: boolean;
  /** The primary action (Make Transfer or Accept Payment), in the page's language. */
  submitLabel: string;
  /** Null while there is nothing to start (no usable account); its promise keeps the button busy. */
  onSubmit: ((authorization: StartAuthorization) => unknown) | null;
  /** The spinner's label inside the processing modal, in the page's language. */
  processingLabel: string;
}

/**
 * What the transfer review and the disbursement review share below the account panels (requirements
 * §2): Use Different Account, the Review rows with the expected arrival, the authorization and
 * its required checkbox, the wire-fraud notice, the start failure, Back and the primary action
 * (unavailable until the box is ticked), and the 'Processing Fund Transfer ...' modal while the
 * start runs, which says CONFIRMING_TRANSFER's words while a lost answer is being looked up.
 */
export function ReviewConfirm({
  record,
  totals,
  today,
  tenantName,
  bankAccountId,
  failure,
  termsChanged,
  stepUp,
  onCancelStepUp,
  phase,
  onUseDifferentAccount,
  onBack,
  backing,
  submitLabel,
  onSubmit,
  processingLabel,
}: ReviewConfirmProps) {
  const intl = useIntl();
  const text = useText();
  const { arrivalText } = useTransferTexts();
  const terms = useGetAuthorizationTermsQuery(bankAccountId ? { transferId: record.id, bankAccountId } : skipToken);
  const [authorized, setAuthorized] = useState(false);
  const reasonId = useId();
  const { refetch } = terms;

  // The server no longer writes the terms the client ticked (an amount, the account or the day
  // changed): read them again and ask for the tick again.
  useEffect(() => {
    if (termsChanged === 0) return;
    setAuthorized(false);
    void refetch();
  }, [termsChanged, refetch]);

  const agreed = authorized && terms.data ? { version: terms.data.version, sha256: terms.data.sha256 } : null;
  const submit = onSubmit && agreed ? () => onSubmit(agreed) : null;
  const confirming = phase === 'confirming';

  return (
    <>
      <Button variant="link" className="mf-transfers-review__switch" onClick={onUseDifferentAccount}>
        <FormattedMessage id="transfers.review.useDifferentAccount" />
      </Button>
      <ReviewSummary
        transfer={record}
        totals={totals}
        today={today}
        arrival={terms.data ? arrivalText(terms.data.expectedArrival) : null}
      />
      {bankAccountId && (
        <AuthorizationConsent
          terms={terms.data}
          loading={terms.isLoading || terms.isFetching}
          error={terms.error}
          checked={authorized}
          onCheckedChange={setAuthorized}
          reasonId={reasonId}
        />
      )}
      <WireFraudNotice tenantName={tenantName} />
      {failure && (
        <p className="mf-transfers-form__error" role="alert">
          {text(failure)}
        </p>
      )}
      {stepUp && (
        <StepUpPanel
          transferId={stepUp.transferId}
          message={text(stepUp.message)}
          passkey={stepUp.passkey}
          onConfirmed={stepUp.retry}
          onCancel={() => onCancelStepUp?.()}
        />
      )}
      <div className="mf-transfers-form__actions">
        <Button variant="secondary" onClick={onBack} loading={backing} disabled={phase !== 'idle'}>
          <FormattedMessage id="transfers.action.back" />
        </Button>
        <Button
          disabled={!submit || Boolean(stepUp)}
          loading={phase !== 'idle'}
          onClick={() => submit?.()}
          aria-describedby={onSubmit && !authorized ? reasonId : undefined}
        >
          {submitLabel}
        </Button>
      </div>
      <Modal
        open={phase !== 'idle'}
        title={intl.formatMessage({
          id: confirming ? 'transfers.review.confirmingTitle' : 'transfers.review.processingTitle',
        })}
        dismissible={false}
      >
        <Spinner label={confirming ? intl.formatMessage({ id: 'transfers.review.checkingStatus' }) : processingLabel} />
      </Modal>
    </>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken, type useTenant } from '@portal/shared';
import { feeFor, type FeeConfig } from '../../transfer-details/api/get-fee-config';
import { localCalendarDate } from '../../transfers/lib/payout-arrival';
import { useGetAuthorizationTermsQuery } from '../api/get-authorization-terms';
import type { useGetTransferQuery } from '../../transfers/api/get-transfer';
import { AccountPanel } from '../../transfers/components/account-panel';
import { useMakeTransfer } from '../hooks/use-make-transfer';
import { ReviewConfirm } from './review-confirm';
import { reviewTotals } from './review-summary';

/**
 * The review of a client's own transfer (requirements §2, step-4): From and To panels, the
 * details and totals, the debit authorization, Use Different Account, Back, and Make Transfer,
 * which starts it.
 */
export interface TransferReviewContentProps {
  record: NonNullable<ReturnType<typeof useGetTransferQuery>['data']>;
  tenant: NonNullable<ReturnType<typeof useTenant>['data']>;
  fee: FeeConfig;
  today: Date;
  backing: boolean;
  onStarted: (transferId: string) => void;
  onBack: () => Promise<void>;
  onUseDifferentAccount: () => void;
}

export function TransferReviewContent({
  record,
  tenant,
  fee,
  today,
  backing,
  onStarted,
  onBack,
  onUseDifferentAccount,
}: TransferReviewContentProps) {
  const intl = useIntl();
  const { makeTransfer, phase, failure, termsChanged, stepUp, cancelStepUp } = useMakeTransfer(tenant, onStarted);
  const source = record.sourceBankAccount;
  const destination = record.destBankAccount ?? record.escrowBankAccount;
  // The same request ReviewConfirm makes (one cache entry): the server's terms say whether the
  // debit goes same-day, which changes the fee rule and when the money arrives.
  const terms = useGetAuthorizationTermsQuery(source ? { transferId: record.id, bankAccountId: source.id } : skipToken);
  const arrival = terms.data?.expectedArrival;
  const sameDayToday = arrival?.rail === 'same-day' && arrival.earliest === localCalendarDate(today);
  const totals = reviewTotals(record.amount, feeFor(fee, arrival?.rail));

  return (
    <div className="mf-transfers-review">
      <div className="mf-transfers-panels">
        {source ? (
          <AccountPanel title={intl.formatMessage({ id: 'transfers.panel.from' })} account={source} />
        ) : (
          <p className="mf-transfers-form__error" role="alert">
            <FormattedMessage id="errors.bankAccountNotFound" />
          </p>
        )}
        {destination && (
          <AccountPanel
            title={intl.formatMessage({ id: 'transfers.panel.to' })}
            account={destination}
            holder={tenant.name}
          />
        )}
      </div>
      {sameDayToday && (
        <p className="mf-transfers-payout mf-transfers-review__same-day" data-rail="same-day">
          <FormattedMessage
            id="transfers.review.sameDay"
            values={{ tenantName: tenant.name, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      )}
      <ReviewConfirm
        record={record}
        totals={totals}
        today={today}
        tenantName={tenant.name}
        bankAccountId={source?.id ?? null}
        failure={failure}
        termsChanged={termsChanged}
        stepUp={stepUp}
        onCancelStepUp={cancelStepUp}
        phase={phase}
        onUseDifferentAccount={onUseDifferentAccount}
        onBack={onBack}
        backing={backing}
        submitLabel={intl.formatMessage({ id: 'transfers.review.makeTransfer' })}
        onSubmit={source && destination ? (authorization) => makeTransfer(record.id, source.id, authorization) : null}
        processingLabel={intl.formatMessage({ id: 'transfers.review.starting' })}
      />
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { selectClient, skipToken, useAppSelector, type Tenant } from '@portal/shared';
import { Spinner } from '@portal/shared/ui';
import { NO_FEE } from '../../transfer-details/api/get-fee-config';
import { useGetSourceAccountQuery } from '../../transfer-details/api/get-source-account';
import type { TransferRecord } from '../../transfers/api/get-transfer';
import { BankAccountNotFound } from '../../transfers/components/bank-account-not-found';
import { AccountPanel } from '../../transfers/components/account-panel';
import { useMakeTransfer } from '../hooks/use-make-transfer';
import { useGetAuthorizationTermsQuery } from '../api/get-authorization-terms';
import { PayoutArrival } from './payout-arrival';
import { ReviewConfirm } from './review-confirm';
import { reviewTotals } from './review-summary';

export interface DisbursementReviewProps {
  record: TransferRecord;
  tenant: Tenant;
  today: Date;
  /** The account chosen on the Select a Bank Account tab (?bank_account). */
  bankAccountId: string | null;
  /** Where Back and Use Different Account go: the first tab, the choice kept. */
  chooseAccountPath: string;
  onAccepted: (transferId: string) => void;
  onChooseAccount: () => void;
}

/**
 * The Accept Your Payment tab (requirements §2): the tenant's escrow account pays the amount it sent
 * into the client's chosen account; no fee. The client authorizes the credit, then Accept
 * Payment starts it, once, with the
 * 'Processing Fund Transfer ...' modal while it runs.
 */
export function DisbursementReview({
  record,
  tenant,
  today,
  bankAccountId,
  chooseAccountPath,
  onAccepted,
  onChooseAccount,
}: DisbursementReviewProps) {
  const intl = useIntl();
  const account = useGetSourceAccountQuery(bankAccountId ?? skipToken);
  const { makeTransfer, phase, failure, termsChanged, stepUp, cancelStepUp } = useMakeTransfer(
    tenant,
    onAccepted,
    'disbursement',
  );
  const escrow = record.sourceBankAccount ?? record.escrowBankAccount;
  const destination = bankAccountId ? (account.data ?? null) : null;
  const totals = reviewTotals(record.amount, NO_FEE);
  const client = useAppSelector(selectClient);
  // The same request ReviewConfirm makes (one cache entry): the terms name the rail for this account.
  const terms = useGetAuthorizationTermsQuery(
    destination ? { transferId: record.id, bankAccountId: destination.id } : skipToken,
  );

  return (
    <div className="mf-transfers-review">
      <p className="mf-transfers-review__lead">
        <FormattedMessage id="transfers.disbursement.lead" values={{ tenantName: tenant.name }} />
      </p>
      <div className="mf-transfers-panels">
        {escrow && (
          <AccountPanel
            title={intl.formatMessage({ id: 'transfers.panel.from' })}
            account={escrow}
            holder={tenant.name}
          />
        )}
        {account.isLoading ? (
          <Spinner label={intl.formatMessage({ id: 'transfers.disbursement.loadingAccount' })} />
        ) : destination ? (
          <AccountPanel title={intl.formatMessage({ id: 'transfers.panel.to' })} account={destination} />
        ) : (
          <BankAccountNotFound selectAccountPath={chooseAccountPath} />
        )}
      </div>
      {destination && (
        <PayoutArrival
          record={record}
          clientId={client?.id ?? null}
          arrival={terms.data?.expectedArrival ?? null}
          today={today}
        />
      )}
      <ReviewConfirm
        record={record}
        totals={totals}
        today={today}
        tenantName={tenant.name}
        bankAccountId={destination?.id ?? null}
        failure={failure}
        termsChanged={termsChanged}
        stepUp={stepUp}
        onCancelStepUp={cancelStepUp}
        phase={phase}
        onUseDifferentAccount={onChooseAccount}
        onBack={onChooseAccount}
        submitLabel={intl.formatMessage({ id: 'transfers.disbursement.accept' })}
        onSubmit={destination ? (authorization) => makeTransfer(record.id, destination.id, authorization) : null}
        processingLabel={intl.formatMessage({ id: 'transfers.disbursement.accepting' })}
      />
    </div>
  );
}

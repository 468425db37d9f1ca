import { BANK_ACCOUNT_NOT_FOUND } from '@portal/shared/constants';
import type { useTenant } from '@portal/shared';
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
  fee: { amount: string; clientPays: boolean };
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
  const { makeTransfer, phase, failure, stepUp, cancelStepUp } = useMakeTransfer(tenant, onStarted);
  const source = record.sourceBankAccount;
  const destination = record.destBankAccount ?? record.escrowBankAccount;
  const totals = reviewTotals(record.amount, fee);

  return (
    <div className="mf-transfers-review">
      <div className="mf-transfers-panels">
        {source ? (
          <AccountPanel title="From" account={source} />
        ) : (
          <p className="mf-transfers-form__error" role="alert">
            {BANK_ACCOUNT_NOT_FOUND}
          </p>
        )}
        {destination && <AccountPanel title="To" account={destination} holder={tenant.name} />}
      </div>
      <ReviewConfirm
        record={record}
        totals={totals}
        today={today}
        tenantName={tenant.name}
        bankAccountId={source?.id ?? null}
        failure={failure}
        stepUp={stepUp}
        onCancelStepUp={cancelStepUp}
        phase={phase}
        onUseDifferentAccount={onUseDifferentAccount}
        onBack={onBack}
        backing={backing}
        submitLabel="Make Transfer"
        onSubmit={source && destination ? (authorization) => makeTransfer(record.id, source.id, authorization) : null}
        processingLabel="Starting your transfer"
      />
    </div>
  );
}

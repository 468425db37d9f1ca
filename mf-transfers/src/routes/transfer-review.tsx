import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@portal/shared/router';
import { errorMessage, QUERY_PARAMS, ROUTES, skipToken, useTenant } from '@portal/shared';
import { TRANSFER_STATUS } from '@portal/shared/constants';
import { withTexts } from '@portal/shared/i18n/react';
import { DisbursementTabs, PaymentSteps, Spinner } from '@portal/shared/ui';
import { NO_FEE, useGetFeeConfigQuery } from '../features/transfer-details/api/get-fee-config';
import { useUpdateTransferDraftMutation } from '../features/transfer-details/api/save-transfer';
import { DisbursementReview } from '../features/review/components/disbursement-review';
import { TransferReviewContent } from '../features/review/components/transfer-review-content';
import { useGetTransferQuery } from '../features/transfers/api/get-transfer';
import { useFlowPath } from '../features/transfers/hooks/use-flow-path';
import { isEditable, type HistoryState } from '../features/transfers/lib/editable';
import { BANK_ACCOUNT_PARAM } from './transfer-details';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-transfers.scss';
import '../mf-transfers-outcomes.scss';

/** Navigation state step-select-account reads: the user came from the review (requirements §2). */
export interface FromSummaryState {
  fromSummary: true;
}

/**
 * /create-account/step-4?go_to_transfer={id}, titled Review (requirements §2): from and to panels,
 * the details, amount, convenience fee and total; Use Different Account, Back, Make Transfer.
 * A sent disbursement is the Accept Your Payment tab instead (&disbursement=payment
 * &bank_account={id}): the escrow pays into the chosen account, and Accept Payment starts it.
 */
function TransferReview() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const flowPath = useFlowPath();
  const { data: tenant } = useTenant();
  const transferId = search.get(QUERY_PARAMS.goToTransfer);
  const transfer = useGetTransferQuery(transferId ?? skipToken);
  const fee = useGetFeeConfigQuery(tenant?.identifier ?? skipToken);
  const [saveDraft, backState] = useUpdateTransferDraftMutation();
  const today = useMemo(() => new Date(), []);

  // Once this screen has started the payment, the status it refetches is its own doing: the
  // success screen is on its way (its chunk may still be loading), not 'cannot be edited'.
  const [startedHere, setStartedHere] = useState(false);
  const onStarted = useCallback(
    (id: string) => {
      setStartedHere(true);
      navigate(flowPath(ROUTES.success, { [QUERY_PARAMS.goToTransfer]: id }));
    },
    [navigate, flowPath],
  );
  const onAccepted = useCallback(
    (id: string) => {
      setStartedHere(true);
      navigate(flowPath(ROUTES.success, { [QUERY_PARAMS.goToTransfer]: id, [QUERY_PARAMS.disbursement]: 'success' }));
    },
    [navigate, flowPath],
  );
  const record = transfer.data;
  // A disbursement can be accepted only while it is sent; a transfer, edited while the client has it.
  const locked =
    !startedHere &&
    record != null &&
    (record.disbursement ? record.status !== TRANSFER_STATUS.sent : !isEditable(record.status));
  useEffect(() => {
    if (locked)
      navigate(ROUTES.transferHistory, { replace: true, state: { notEditable: true } satisfies HistoryState });
  }, [locked, navigate]);

  const missing = !transferId || transfer.data === null;
  const loading = !tenant || transfer.isLoading || fee.isLoading || locked;
  const loadError = transfer.error ?? fee.error;

  const bankAccountId = search.get(BANK_ACCOUNT_PARAM);
  const chooseAccountPath = flowPath(ROUTES.stepSelectAccount, {
    [QUERY_PARAMS.goToTransfer]: transferId,
    [QUERY_PARAMS.disbursement]: 'select-bank',
    [BANK_ACCOUNT_PARAM]: bankAccountId,
  });

  return (
    <section className="mf-transfers" data-release={RELEASE}>
      {record?.disbursement || search.get(QUERY_PARAMS.disbursement) ? (
        <DisbursementTabs current="payment" />
      ) : (
        <PaymentSteps current="review" />
      )}
      <h1>
        <FormattedMessage id="transfers.review.title" />
      </h1>
      {missing ? (
        <div className="mf-transfers-form__error" role="alert">
          <p>
            <FormattedMessage id="transfers.notFound" />
          </p>
          <Link to={ROUTES.transferHistory}>
            <FormattedMessage id="transfers.review.goToHistory" />
          </Link>
        </div>
      ) : loadError ? (
        <p className="mf-transfers-form__error" role="alert">
          {errorMessage(loadError)}
        </p>
      ) : loading || !record ? (
        <Spinner label={intl.formatMessage({ id: 'transfers.common.loadingTransfer' })} />
      ) : record.disbursement ? (
        <DisbursementReview
          key={record.id}
          record={record}
          tenant={tenant}
          today={today}
          bankAccountId={bankAccountId}
          chooseAccountPath={chooseAccountPath}
          onAccepted={onAccepted}
          onChooseAccount={() => navigate(chooseAccountPath)}
        />
      ) : (
        <TransferReviewContent
          key={record.id}
          record={record}
          tenant={tenant}
          fee={fee.data ?? NO_FEE}
          today={today}
          onStarted={onStarted}
          backing={backState.isLoading}
          onBack={async () => {
            // Requirements §4: going back returns the transfer to draft.
            await saveDraft({ id: record.id, data: { status: TRANSFER_STATUS.draft } })
              .unwrap()
              .catch(() => undefined);
            navigate(
              flowPath(ROUTES.step3, {
                [QUERY_PARAMS.goToTransfer]: record.id,
                [BANK_ACCOUNT_PARAM]: record.sourceBankAccount?.id,
              }),
            );
          }}
          onUseDifferentAccount={() =>
            navigate(flowPath(ROUTES.stepSelectAccount, { [QUERY_PARAMS.goToTransfer]: record.id }), {
              state: { fromSummary: true } satisfies FromSummaryState,
            })
          }
        />
      )}
    </section>
  );
}

export default withTexts(TransferReview, CATALOGUES);

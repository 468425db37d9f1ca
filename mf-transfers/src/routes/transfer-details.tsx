import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from '@portal/shared/router';
import { errorMessage, QUERY_PARAMS, ROUTES } from '@portal/shared';
import { withTexts } from '@portal/shared/i18n/react';
import { PaymentSteps, Spinner } from '@portal/shared/ui';
import { BankAccountNotFound } from '../features/transfers/components/bank-account-not-found';
import { TransferDetailsForm } from '../features/transfer-details/components/transfer-details-form';
import { useDetailsData } from '../features/transfer-details/hooks/use-details-data';
import { useFlowPath } from '../features/transfers/hooks/use-flow-path';
import { isEditable, type HistoryState } from '../features/transfers/lib/editable';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-transfers.scss';

/** The query parameter step-select-account (mf-banking) passes the chosen account in. */
export const BANK_ACCOUNT_PARAM = 'bank_account';

/**
 * /create-account/step-3: the transfer details (requirements §2). Reads ?go_to_transfer= (a transfer
 * to continue) and ?bank_account= (the account chosen on step-select-account); Back returns
 * to step-select-account with the same query string.
 */
function TransferDetails() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const flowPath = useFlowPath();
  const transferId = search.get(QUERY_PARAMS.goToTransfer);
  const load = useDetailsData(transferId, search.get(BANK_ACCOUNT_PARAM));
  const locked = load.state === 'ready' && load.data.transfer !== null && !isEditable(load.data.transfer.status);

  useEffect(() => {
    if (locked)
      navigate(ROUTES.transferHistory, { replace: true, state: { notEditable: true } satisfies HistoryState });
  }, [locked, navigate]);

  const selectAccount = `${flowPath(ROUTES.stepSelectAccount)}${search.size ? `?${search.toString()}` : ''}`;
  let content;
  if (load.state === 'loading' || locked)
    content = <Spinner label={intl.formatMessage({ id: 'transfers.details.loading' })} />;
  else if (load.state === 'error')
    content = (
      <p className="mf-transfers-form__error" role="alert">
        {errorMessage(load.error)}
      </p>
    );
  else if (transferId && load.data.transfer === null) content = <Navigate to={ROUTES.transferHistory} replace />;
  else if (!load.data.source) content = <BankAccountNotFound selectAccountPath={selectAccount} />;
  else
    content = (
      <TransferDetailsForm
        data={{ ...load.data, source: load.data.source }}
        onBack={() => navigate(selectAccount)}
        onSaved={(saved) => navigate(flowPath(ROUTES.step4, { [QUERY_PARAMS.goToTransfer]: saved.id }))}
      />
    );

  return (
    <section className="mf-transfers" data-release={RELEASE}>
      <PaymentSteps current="details" />
      <h1>
        <FormattedMessage id="transfers.details.title" />
      </h1>
      {content}
    </section>
  );
}

export default withTexts(TransferDetails, CATALOGUES);

import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from '@portal/shared/router';
import { QUERY_PARAMS, ROUTES, selectClient, skipToken, transferPath, useAppSelector, useTenant } from '@portal/shared';
import { TRANSFER_STATUS } from '@portal/shared/constants';
import { useText, withTexts } from '@portal/shared/i18n/react';
import { DisbursementTabs, PaymentSteps } from '@portal/shared/ui';
import { StatusMarker } from '../features/history/components/status-marker';
import { useLiveTransferStatus } from '../features/history/hooks/use-live-transfer-status';
import { useGetTransferOverviewQuery, type TransferOverview } from '../features/overview/api/get-transfer-overview';
import { DocumentDownloads } from '../features/overview/components/document-downloads';
import { OutcomeNotice } from '../features/overview/components/outcome-notice';
import { UnderReviewNotice } from '../features/overview/components/under-review-notice';
import { TransferFacts } from '../features/overview/components/transfer-facts';
import { isFailed, outcomeInPlainWords } from '../features/overview/lib/status-words';
import { ReceiptForm } from '../features/receipts/components/receipt-form';
import { WireFraudNotice } from '../features/transfers/components/wire-fraud-notice';
import { localCalendarDate, payoutArrivalText } from '../features/transfers/lib/payout-arrival';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-transfers.scss';
import '../mf-transfers-outcomes.scss';

/**
 * The lead sentence's catalogue id for the status the transfer has now (the live status stream
 * moves it): pending until the provider completed it; none once it ended otherwise.
 */
function leadTextId(status: string | undefined, disbursement: boolean): string | null {
  if (status === TRANSFER_STATUS.completed)
    return disbursement ? 'transfers.success.disbursementCompleted' : 'transfers.success.completed';
  if (status && outcomeInPlainWords({ status, failure: null })) return null;
  return disbursement ? 'transfers.success.disbursementPending' : 'transfers.success.pending';
}

function Outcome({ transfer }: { transfer: TransferOverview }) {
  if (transfer.underReview) return <UnderReviewNotice />;
  const outcome = outcomeInPlainWords(transfer);
  return outcome ? <OutcomeNotice outcome={outcome} failed={isFailed(transfer.status)} /> : null;
}

/**
 * /create-account/success?go_to_transfer={id} (requirements §2): what was paid, to whom, its
 * confirmation code and expected arrival, the receipt PDF, the status as it moves, the wire-fraud
 * notice, receipts by e-mail, history. With &disbursement=success, the disbursement's Success
 * tab: the payment accepted.
 */
function TransferSuccess() {
  const text = useText();
  const [search] = useSearchParams();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const transferId = search.get(QUERY_PARAMS.goToTransfer);
  const disbursement = search.get(QUERY_PARAMS.disbursement) === 'success';
  const [loaded, setLoaded] = useState(false);
  const { pollingInterval } = useLiveTransferStatus(client?.id, loaded);
  const overview = useGetTransferOverviewQuery(transferId ?? skipToken, { pollingInterval });
  if (!loaded && (overview.isSuccess || overview.isError)) setLoaded(true);
  const transfer = overview.data ?? null;
  const lead = leadTextId(transfer?.status, disbursement);

  return (
    <section className="mf-transfers" data-release={RELEASE}>
      {disbursement ? <DisbursementTabs current="success" /> : <PaymentSteps current="done" />}
      <h1>
        <FormattedMessage id="transfers.success.title" />
      </h1>
      <div className="mf-transfers-success">
        {lead && (
          <p className="mf-transfers-success__lead">
            <FormattedMessage id={lead} />
          </p>
        )}
        {transfer && <Outcome transfer={transfer} />}
        {transfer && isFailed(transfer.status) ? null : disbursement ? (
          <p data-rail={transfer?.expectedArrival?.rail}>
            {/* Requirements §9: 1-3 business days (a standard payout) until the rail is known. */}
            {text(
              transfer?.expectedArrival
                ? payoutArrivalText(transfer.expectedArrival, localCalendarDate(new Date()))
                : { id: 'transfers.payout.arrival.standard' },
            )}
            {tenant && (
              <>
                {' '}
                <FormattedMessage id="transfers.success.tenantSending" values={{ tenantName: tenant.name }} />
              </>
            )}
          </p>
        ) : (
          <p>
            {/* Requirements §9: a transfer is expected the next business day. */}
            <FormattedMessage id="transfers.success.timing" />
            {tenant && (
              <>
                {' '}
                <FormattedMessage id="transfers.success.tenantNotified" values={{ tenantName: tenant.name }} />
              </>
            )}
          </p>
        )}
        {transfer && (
          <p className="mf-transfers-overview__status">
            <FormattedMessage id="transfers.statusLabel" /> <StatusMarker status={transfer.status} />
          </p>
        )}
      </div>
      {transfer && tenant && (
        <>
          <TransferFacts transfer={transfer} tenantName={tenant.name} />
          <DocumentDownloads
            transferId={transfer.id}
            confirmationCode={transfer.confirmationCode ?? null}
            documents={['receipt']}
          />
          <WireFraudNotice tenantName={tenant.name} />
        </>
      )}
      {transferId && (
        <ReceiptForm
          transferId={transferId}
          defaultEmail={client?.email}
          kind={disbursement ? 'disbursement' : 'transfer'}
        />
      )}
      <p className="mf-transfers-success__next">
        {transferId && (
          <Link to={transferPath(transferId)}>
            <FormattedMessage id="transfers.success.viewTransfer" />
          </Link>
        )}
        <Link to={ROUTES.transferHistory}>
          <FormattedMessage id="transfers.success.viewHistory" />
        </Link>
      </p>
    </section>
  );
}

export default withTexts(TransferSuccess, CATALOGUES);

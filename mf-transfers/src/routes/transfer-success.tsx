import { useState } from 'react';
import { Link, useSearchParams } from '@portal/shared/router';
import { QUERY_PARAMS, ROUTES, selectClient, skipToken, transferPath, useAppSelector, useTenant } from '@portal/shared';
import { PAYOUT_ARRIVAL_TEXT, TRANSFER_STATUS } from '@portal/shared/constants';
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
import { RELEASE } from '../release';
import '../mf-transfers.scss';
import '../mf-transfers-outcomes.scss';

export const PENDING_MESSAGE = 'Your transfer has been initiated and is pending.';
/** Requirements §9: a transfer is expected the next business day. */
export const TIMING_TEXT = 'Funds are expected to arrive the next business day.';
export const DISBURSEMENT_PENDING_MESSAGE = 'Your payment has been accepted and is pending.';
/** Requirements §9: a disbursement is expected in 1-3 business days (a standard one: see PAYOUT_ARRIVAL_TEXT). */
export const DISBURSEMENT_TIMING_TEXT = PAYOUT_ARRIVAL_TEXT.standard;
/** Once the provider completed it: the lead no longer says pending. */
export const COMPLETED_MESSAGE = 'Your transfer is complete.';
export const DISBURSEMENT_COMPLETED_MESSAGE = 'Your payment is complete.';

/** The lead sentence for the status the transfer has now (the live status stream moves it). */
function leadText(status: string | undefined, disbursement: boolean): string | null {
  if (status === TRANSFER_STATUS.completed) return disbursement ? DISBURSEMENT_COMPLETED_MESSAGE : COMPLETED_MESSAGE;
  if (status && outcomeInPlainWords({ status, failure: null })) return null;
  return disbursement ? DISBURSEMENT_PENDING_MESSAGE : PENDING_MESSAGE;
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
export default function TransferSuccess() {
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
  const lead = leadText(transfer?.status, disbursement);

  return (
    <section className="mf-transfers" data-release={RELEASE}>
      {disbursement ? <DisbursementTabs current="success" /> : <PaymentSteps current="done" />}
      <h1>Success</h1>
      <div className="mf-transfers-success">
        {lead && <p className="mf-transfers-success__lead">{lead}</p>}
        {transfer && <Outcome transfer={transfer} />}
        {transfer && isFailed(transfer.status) ? null : disbursement ? (
          <p data-rail={transfer?.expectedArrival?.rail}>
            {transfer?.expectedArrival
              ? payoutArrivalText(transfer.expectedArrival, localCalendarDate(new Date()))
              : DISBURSEMENT_TIMING_TEXT}
            {tenant && ` ${tenant.name} is sending it to the account you chose.`}
          </p>
        ) : (
          <p>
            {TIMING_TEXT}
            {tenant && ` ${tenant.name} will be notified when it arrives.`}
          </p>
        )}
        {transfer && (
          <p className="mf-transfers-overview__status">
            Status: <StatusMarker status={transfer.status} />
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
        {transferId && <Link to={transferPath(transferId)}>View this transfer</Link>}
        <Link to={ROUTES.transferHistory}>View Transfer History</Link>
      </p>
    </section>
  );
}

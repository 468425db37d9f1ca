import { useState, type ReactNode } from 'react';
import { Link, useParams } from '@portal/shared/router';
import { errorMessage, ROUTES, selectClient, skipToken, transferPath, useAppSelector, useTenant } from '@portal/shared';
import { isPayoutSpeed, PAYOUT_RAIL_NAME, TRANSFER_STATUS, type TransferDocument } from '@portal/shared/constants';
import { Spinner } from '@portal/shared/ui';
import { useLiveTransferStatus } from '../features/history/hooks/use-live-transfer-status';
import { StatusMarker } from '../features/history/components/status-marker';
import { useGetTransferOverviewQuery, type TransferOverview } from '../features/overview/api/get-transfer-overview';
import { CancelTransfer } from '../features/overview/components/cancel-transfer';
import { DocumentDownloads } from '../features/overview/components/document-downloads';
import { OutcomeNotice } from '../features/overview/components/outcome-notice';
import { RetryTransfer } from '../features/overview/components/retry-transfer';
import { StatusTimeline } from '../features/overview/components/status-timeline';
import { TransferFacts } from '../features/overview/components/transfer-facts';
import { UnderReviewNotice } from '../features/overview/components/under-review-notice';
import { RefundList } from '../features/overview/components/refund-list';
import { isFailed, outcomeInPlainWords } from '../features/overview/lib/status-words';
import { propertyLine } from '../features/review/components/review-summary';
import { WireFraudNotice } from '../features/transfers/components/wire-fraud-notice';
import { displayDate } from '../features/transfers/lib/display-date';
import { TRANSFER_NOT_FOUND } from '../features/transfers/lib/transfer-not-found';
import { RELEASE } from '../release';
import { localCalendarDate, payoutArrivalText } from '../features/transfers/lib/payout-arrival';
import '../mf-transfers.scss';
import '../mf-transfers-outcomes.scss';

type Account = TransferOverview['sourceBankAccount'];

function accountText(account: Account): string {
  if (!account) return '--';
  const bank = account.bankDisplayName || account.bankName || 'Bank account';
  return `${bank} ${account.name ?? ''} ••••${account.accountLastFourDigits ?? ''}`.replace(/\s+/g, ' ').trim();
}

/** The rows only this page shows: when it was made, what for, the accounts, the property. */
function detailRows(transfer: TransferOverview): Array<[string, ReactNode]> {
  const destination = transfer.destBankAccount ?? transfer.escrowBankAccount;
  return [
    ['Date', displayDate(transfer.createdAt)],
    ['Purpose', transfer.purpose || '--'],
    ['From Account', accountText(transfer.sourceBankAccount)],
    ['To Account', accountText(destination)],
    ['Property', propertyLine(transfer) || '--'],
    ...speedRows(transfer),
    ...(transfer.refundOfTransferId
      ? ([['Refund Of', <Link to={transferPath(transfer.refundOfTransferId)}>Your transfer</Link>]] as Array<
          [string, ReactNode]
        >)
      : []),
  ];
}

/** A disbursement's speed, once it is moving: the rail and when it arrives, in the client's words. */
function speedRows(transfer: TransferOverview): Array<[string, ReactNode]> {
  const arrival = transfer.expectedArrival;
  if (!transfer.disbursement || !arrival || !isPayoutSpeed(arrival.rail)) return [];
  const rail = PAYOUT_RAIL_NAME[arrival.rail];
  // Once the money is there, when it was expected no longer matters.
  if (transfer.status === TRANSFER_STATUS.completed) return [['Payment Speed', rail]];
  return [['Payment Speed', `${rail}. ${payoutArrivalText(arrival, localCalendarDate(new Date()))}`]];
}

/** The PDFs a transfer has once it started: its receipt, and the authorization when one was given. */
function documentsOf(transfer: TransferOverview): TransferDocument[] {
  if (!transfer.confirmationCode && !transfer.authorization) return [];
  return transfer.authorization ? ['receipt', 'authorization'] : ['receipt'];
}

/**
 * /transfer-history/:transferId, reached from each history row: what the client paid and to whom,
 * the accounts and property, each step with its time, the expected arrival, a failure or return
 * in plain words with the next step ("Try again with another account"), the receipt and
 * authorization PDFs, and Cancel while the provider has not yet submitted it. The live status
 * stream keeps it current.
 */
export default function TransferOverviewScreen() {
  const { transferId } = useParams<{ transferId: string }>();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const [loaded, setLoaded] = useState(false);
  const { pollingInterval } = useLiveTransferStatus(client?.id, loaded);
  const query = useGetTransferOverviewQuery(transferId ?? skipToken, { pollingInterval });
  if (!loaded && (query.isSuccess || query.isError)) setLoaded(true);
  const [cancelRefusal, setCancelRefusal] = useState<string | null>(null);
  const transfer = query.data;

  let body: ReactNode;
  if (query.isLoading || !tenant) body = <Spinner label="Loading the transfer" />;
  else if (query.isError) {
    body = (
      <p className="mf-transfers-form__error" role="alert">
        {errorMessage(query.error)}
      </p>
    );
  } else if (!transfer) {
    body = (
      <div className="mf-transfers-form__error" role="alert">
        <p>{TRANSFER_NOT_FOUND}</p>
      </div>
    );
  } else {
    const outcome = outcomeInPlainWords(transfer);
    const failed = isFailed(transfer.status);
    body = (
      <>
        <p className="mf-transfers-overview__status">
          Status: <StatusMarker status={transfer.status} />
        </p>
        {transfer.underReview && <UnderReviewNotice />}
        {outcome && <OutcomeNotice outcome={outcome} failed={failed} />}
        {failed && !transfer.disbursement && <RetryTransfer transferId={transfer.id} />}
        {transfer.cancellable && <CancelTransfer transferId={transfer.id} onRefused={setCancelRefusal} />}
        <p className="mf-transfers-form__error" role="alert">
          {cancelRefusal ?? ''}
        </p>
        <TransferFacts transfer={transfer} tenantName={tenant.name} extra={detailRows(transfer)} />
        <RefundList refunds={transfer.refunds} />
        {transfer.statusHistory.length > 0 && <StatusTimeline steps={transfer.statusHistory} />}
        <DocumentDownloads
          transferId={transfer.id}
          confirmationCode={transfer.confirmationCode ?? null}
          documents={documentsOf(transfer)}
        />
        {transfer.authorization && (
          <details className="mf-transfers-overview__authorization">
            <summary>The authorization you gave</summary>
            <p className="mf-transfers-authorization__text">{transfer.authorization.text}</p>
          </details>
        )}
        {transfer.status !== TRANSFER_STATUS.cancelled && <WireFraudNotice tenantName={tenant.name} />}
      </>
    );
  }

  return (
    <section className="mf-transfers mf-transfers-overview" data-release={RELEASE}>
      <h1>{transfer?.disbursement ? 'Disbursement' : 'Transfer'}</h1>
      {body}
      <p className="mf-transfers-success__next">
        <Link to={ROUTES.transferHistory}>Back to Transfer History</Link>
      </p>
    </section>
  );
}

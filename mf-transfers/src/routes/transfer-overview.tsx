import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useParams } from '@portal/shared/router';
import { errorText, ROUTES, selectClient, skipToken, transferPath, useAppSelector, useTenant } from '@portal/shared';
import { isPayoutSpeed, TRANSFER_STATUS, type TransferDocument } from '@portal/shared/constants';
import { useText, withTexts, type Text } from '@portal/shared/i18n/react';
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
import { railNameId } from '../features/transfers/lib/text-ids';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import { localCalendarDate, payoutArrivalText } from '../features/transfers/lib/payout-arrival';
import '../mf-transfers.scss';
import '../mf-transfers-outcomes.scss';

type Account = TransferOverview['sourceBankAccount'];

function accountText(intl: IntlShape, account: Account): string {
  if (!account) return '--';
  const bank =
    account.bankDisplayName || account.bankName || intl.formatMessage({ id: 'transfers.account.bankFallback' });
  return `${bank} ${account.name ?? ''} ••••${account.accountLastFourDigits ?? ''}`.replace(/\s+/g, ' ').trim();
}

/**
 * The rows only this page shows: when it was made, what for, the accounts, the property. Each
 * row is its label's key (transfers.row.<key>) and its value.
 */
function detailRows(
  transfer: TransferOverview,
  intl: IntlShape,
  text: (text: Text) => string,
): Array<[string, ReactNode]> {
  const destination = transfer.destBankAccount ?? transfer.escrowBankAccount;
  return [
    ['date', displayDate(transfer.createdAt)],
    ['purpose', transfer.purpose || '--'],
    ['fromAccount', accountText(intl, transfer.sourceBankAccount)],
    ['toAccount', accountText(intl, destination)],
    ['property', propertyLine(transfer) || '--'],
    ...speedRows(transfer, intl, text),
    ...(transfer.refundOfTransferId
      ? ([
          [
            'refundOf',
            <Link to={transferPath(transfer.refundOfTransferId)}>
              <FormattedMessage id="transfers.overview.refundOfLink" />
            </Link>,
          ],
        ] as Array<[string, ReactNode]>)
      : []),
  ];
}

/** A disbursement's speed, once it is moving: the rail and when it arrives, in the client's words. */
function speedRows(
  transfer: TransferOverview,
  intl: IntlShape,
  text: (text: Text) => string,
): Array<[string, ReactNode]> {
  const arrival = transfer.expectedArrival;
  if (!transfer.disbursement || !arrival || !isPayoutSpeed(arrival.rail)) return [];
  const rail = intl.formatMessage({ id: railNameId(arrival.rail) });
  // Once the money is there, when it was expected no longer matters.
  if (transfer.status === TRANSFER_STATUS.completed) return [['paymentSpeed', rail]];
  const when = text(payoutArrivalText(arrival, localCalendarDate(new Date())));
  return [['paymentSpeed', intl.formatMessage({ id: 'transfers.overview.paymentSpeed' }, { rail, arrival: when })]];
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
function TransferOverviewScreen() {
  const intl = useIntl();
  const text = useText();
  const { transferId } = useParams<{ transferId: string }>();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const [loaded, setLoaded] = useState(false);
  const { pollingInterval } = useLiveTransferStatus(client?.id, loaded);
  const query = useGetTransferOverviewQuery(transferId ?? skipToken, { pollingInterval });
  if (!loaded && (query.isSuccess || query.isError)) setLoaded(true);
  const [cancelRefusal, setCancelRefusal] = useState<Text | null>(null);
  const transfer = query.data;

  let body: ReactNode;
  if (query.isLoading || !tenant)
    body = <Spinner label={intl.formatMessage({ id: 'transfers.common.loadingTransfer' })} />;
  else if (query.isError) {
    body = (
      <p className="mf-transfers-form__error" role="alert">
        {text(errorText(query.error))}
      </p>
    );
  } else if (!transfer) {
    body = (
      <div className="mf-transfers-form__error" role="alert">
        <p>
          <FormattedMessage id="transfers.notFound" />
        </p>
      </div>
    );
  } else {
    const outcome = outcomeInPlainWords(transfer);
    const failed = isFailed(transfer.status);
    body = (
      <>
        <p className="mf-transfers-overview__status">
          <FormattedMessage id="transfers.statusLabel" /> <StatusMarker status={transfer.status} />
        </p>
        {transfer.underReview && <UnderReviewNotice />}
        {outcome && <OutcomeNotice outcome={outcome} failed={failed} />}
        {failed && !transfer.disbursement && <RetryTransfer transferId={transfer.id} />}
        {transfer.cancellable && <CancelTransfer transferId={transfer.id} onRefused={setCancelRefusal} />}
        <p className="mf-transfers-form__error" role="alert">
          {cancelRefusal ? text(cancelRefusal) : ''}
        </p>
        <TransferFacts transfer={transfer} tenantName={tenant.name} extra={detailRows(transfer, intl, text)} />
        <RefundList refunds={transfer.refunds} />
        {transfer.statusHistory.length > 0 && <StatusTimeline steps={transfer.statusHistory} />}
        <DocumentDownloads
          transferId={transfer.id}
          confirmationCode={transfer.confirmationCode ?? null}
          documents={documentsOf(transfer)}
        />
        {transfer.authorization && (
          <details className="mf-transfers-overview__authorization">
            <summary>
              <FormattedMessage id="transfers.overview.authorizationGiven" />
            </summary>
            {/* The words the client agreed to, as recorded: evidence, never translated after the fact. */}
            <p className="mf-transfers-authorization__text">{transfer.authorization.text}</p>
          </details>
        )}
        {transfer.status !== TRANSFER_STATUS.cancelled && <WireFraudNotice tenantName={tenant.name} />}
      </>
    );
  }

  return (
    <section className="mf-transfers mf-transfers-overview" data-release={RELEASE}>
      <h1>
        <FormattedMessage id={transfer?.disbursement ? 'transfers.kind.disbursement' : 'transfers.kind.transfer'} />
      </h1>
      {body}
      <p className="mf-transfers-success__next">
        <Link to={ROUTES.transferHistory}>
          <FormattedMessage id="transfers.overview.backToHistory" />
        </Link>
      </p>
    </section>
  );
}

export default withTexts(TransferOverviewScreen, CATALOGUES);

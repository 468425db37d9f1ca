import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from '@portal/shared/router';
import {
  errorText,
  ROUTES,
  selectClient,
  skipToken,
  useAppSelector,
  useTenant,
  type PrefetchScreenData,
} from '@portal/shared';
import { isVisibleInHistory } from '@portal/shared/constants';
import { useText, withTexts } from '@portal/shared/i18n/react';
import { Button, Spinner } from '@portal/shared/ui';
import { getTransferHistoryApi, useGetTransferHistoryQuery } from '../features/history/api/get-transfer-history';
import { TransferList, transferLink } from '../features/history/components/transfer-list';
import { groupByAction } from '../features/history/lib/history-groups';
import { useLiveTransferStatus } from '../features/history/hooks/use-live-transfer-status';
import type { HistoryState } from '../features/transfers/lib/editable';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-transfers.scss';
import '../mf-transfers-history.scss';

// The dialog library is fetched only when the dialog opens: the first visit stays light.
const Modal = lazy(() => import('@portal/shared/ui/modal').then((module) => ({ default: module.Modal })));

/** The history, asked for while the shell still checks the session (see PrefetchScreenData). */
export const prefetchScreenData: PrefetchScreenData = (dispatch, clientId) => {
  dispatch(getTransferHistoryApi.util.prefetch('getTransferHistory', clientId, {}));
};

/**
 * /transfer-history (requirements §2, §4): the client's transfers newest first, hidden statuses and
 * draft disbursements left out, kept current by the live status stream (or polling). What waits
 * for the client (a payout to accept, a request to pay, a draft) comes first, under its own heading.
 */
function TransferHistory() {
  const intl = useIntl();
  const text = useText();
  const client = useAppSelector(selectClient);
  const location = useLocation();
  const navigate = useNavigate();
  const [listLoaded, setListLoaded] = useState(false);
  const { pollingInterval } = useLiveTransferStatus(client?.id, listLoaded);
  const history = useGetTransferHistoryQuery(client?.id ?? skipToken, { pollingInterval });
  if (!listLoaded && (history.isSuccess || history.isError)) setListLoaded(true);
  const [notEditable, setNotEditable] = useState(() => (location.state as HistoryState | null)?.notEditable === true);
  const closeNotice = () => {
    setNotEditable(false);
    // Forget the state, so a reload does not show the dialog again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  const transfers = (history.data ?? []).filter(isVisibleInHistory);
  const groups = groupByAction(transfers, (transfer) => transferLink(transfer) !== null);
  // The title company's name, as the shell loaded it; "your title company" until then.
  const tenantName = useTenant().data?.name ?? intl.formatMessage({ id: 'transfers.history.tenantFallback' });

  return (
    <section className="mf-transfers mf-transfers-history" data-release={RELEASE}>
      <div className="mf-transfers-history__header">
        <h1>
          <FormattedMessage id="transfers.history.title" />
        </h1>
        {/* With something waiting for the client, that item's button is the one to press. */}
        <Link
          to={ROUTES.stepSelectAccount}
          className={`cp-ui-button cp-ui-button--${groups.needsAction.length > 0 ? 'secondary' : 'primary'} mf-transfers-history__new`}
        >
          <FormattedMessage
            id="transfers.history.newTransfer"
            values={{ icon: (chunks) => <span aria-hidden="true">{chunks}</span> }}
          />
        </Link>
      </div>
      {history.isLoading || !client ? (
        <Spinner label={intl.formatMessage({ id: 'transfers.history.loading' })} />
      ) : history.isError ? (
        <p className="mf-transfers-form__error" role="alert">
          {text(errorText(history.error))}
        </p>
      ) : transfers.length === 0 ? (
        <p className="mf-transfers-history__empty">
          <FormattedMessage id="errors.noTransfers" />
        </p>
      ) : (
        <>
          {groups.needsAction.length > 0 && (
            <section className="mf-transfers-history__group" aria-labelledby="mf-transfers-needs-action">
              <h2 id="mf-transfers-needs-action">
                <FormattedMessage id="transfers.history.needsAction" />
              </h2>
              <TransferList
                transfers={groups.needsAction}
                label={intl.formatMessage({ id: 'transfers.history.needsAction' })}
                tenantName={tenantName}
              />
            </section>
          )}
          {groups.others.length > 0 && (
            <section
              className="mf-transfers-history__group"
              aria-labelledby={groups.needsAction.length > 0 ? 'mf-transfers-others' : undefined}
            >
              {groups.needsAction.length > 0 && (
                <h2 id="mf-transfers-others">
                  <FormattedMessage id="transfers.history.others" />
                </h2>
              )}
              <TransferList
                transfers={groups.others}
                label={intl.formatMessage({ id: 'transfers.history.listLabel' })}
                tenantName={tenantName}
              />
            </section>
          )}
        </>
      )}
      {notEditable && (
        <Suspense fallback={null}>
          <Modal
            open
            title={intl.formatMessage({ id: 'errors.transferNotEditable' })}
            onOpenChange={(open) => (open ? undefined : closeNotice())}
          >
            <p>
              <FormattedMessage id="transfers.history.notEditableBody" />
            </p>
            <Button onClick={closeNotice}>
              <FormattedMessage id="transfers.history.ok" />
            </Button>
          </Modal>
        </Suspense>
      )}
    </section>
  );
}

export default withTexts(TransferHistory, CATALOGUES);

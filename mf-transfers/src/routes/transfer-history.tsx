import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from '@portal/shared/router';
import {
  errorMessage,
  ROUTES,
  selectClient,
  skipToken,
  useAppSelector,
  useTenant,
  type PrefetchScreenData,
} from '@portal/shared';
import { isVisibleInHistory, NO_TRANSFERS, TRANSFER_NOT_EDITABLE } from '@portal/shared/constants';
import { Button, Spinner } from '@portal/shared/ui';
import { getTransferHistoryApi, useGetTransferHistoryQuery } from '../features/history/api/get-transfer-history';
import { TransferList, transferLink } from '../features/history/components/transfer-list';
import { groupByAction } from '../features/history/lib/history-groups';
import { useLiveTransferStatus } from '../features/history/hooks/use-live-transfer-status';
import type { HistoryState } from '../features/transfers/lib/editable';
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
export default function TransferHistory() {
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
  const tenantName = useTenant().data?.name ?? 'your title company';

  return (
    <section className="mf-transfers mf-transfers-history" data-release={RELEASE}>
      <div className="mf-transfers-history__header">
        <h1>Transfer History</h1>
        {/* With something waiting for the client, that item's button is the one to press. */}
        <Link
          to={ROUTES.stepSelectAccount}
          className={`cp-ui-button cp-ui-button--${groups.needsAction.length > 0 ? 'secondary' : 'primary'} mf-transfers-history__new`}
        >
          <span aria-hidden="true">+</span> New Transfer
        </Link>
      </div>
      {history.isLoading || !client ? (
        <Spinner label="Loading transfers" />
      ) : history.isError ? (
        <p className="mf-transfers-form__error" role="alert">
          {errorMessage(history.error)}
        </p>
      ) : transfers.length === 0 ? (
        <p className="mf-transfers-history__empty">{NO_TRANSFERS}</p>
      ) : (
        <>
          {groups.needsAction.length > 0 && (
            <section className="mf-transfers-history__group" aria-labelledby="mf-transfers-needs-action">
              <h2 id="mf-transfers-needs-action">Needs your action</h2>
              <TransferList transfers={groups.needsAction} label="Needs your action" tenantName={tenantName} />
            </section>
          )}
          {groups.others.length > 0 && (
            <section
              className="mf-transfers-history__group"
              aria-labelledby={groups.needsAction.length > 0 ? 'mf-transfers-others' : undefined}
            >
              {groups.needsAction.length > 0 && <h2 id="mf-transfers-others">Other transfers</h2>}
              <TransferList transfers={groups.others} label="Transfers" tenantName={tenantName} />
            </section>
          )}
        </>
      )}
      {notEditable && (
        <Suspense fallback={null}>
          <Modal open title={TRANSFER_NOT_EDITABLE} onOpenChange={(open) => (open ? undefined : closeNotice())}>
            <p>Its payment has already started. You can follow its status here.</p>
            <Button onClick={closeNotice}>OK</Button>
          </Modal>
        </Suspense>
      )}
    </section>
  );
}

import { Link, useSearchParams } from '@portal/shared/router';
import { QUERY_PARAMS, ROUTES, selectClient, useAppSelector, useTenant } from '@portal/shared';
import { DisbursementTabs } from '@portal/shared/ui';
import { ReceiptForm } from '../features/receipts/components/receipt-form';
import { RELEASE } from '../release';
import '../mf-transfers.scss';

export const PENDING_MESSAGE = 'Your transfer has been initiated and is pending.';
/** Requirements §9: a transfer is expected the next business day. */
export const TIMING_TEXT = 'Funds are expected to arrive the next business day.';
export const DISBURSEMENT_PENDING_MESSAGE = 'Your payment has been accepted and is pending.';
/** Requirements §9: a disbursement is expected in 1-3 business days. */
export const DISBURSEMENT_TIMING_TEXT = 'Funds expected in 1-3 business days.';

/**
 * /create-account/success?go_to_transfer={id} (requirements §2): the transfer is pending; receipts;
 * history. With &disbursement=success, the disbursement's Success tab: the payment accepted.
 */
export default function TransferSuccess() {
  const [search] = useSearchParams();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const transferId = search.get(QUERY_PARAMS.goToTransfer);
  const disbursement = search.get(QUERY_PARAMS.disbursement) === 'success';

  return (
    <section className="mf-transfers" data-release={RELEASE}>
      {disbursement && <DisbursementTabs current="success" />}
      <h1>Success</h1>
      <div className="mf-transfers-success">
        {disbursement ? (
          <>
            <p className="mf-transfers-success__lead">{DISBURSEMENT_PENDING_MESSAGE}</p>
            <p>
              {DISBURSEMENT_TIMING_TEXT}
              {tenant && ` ${tenant.name} is sending it to the account you chose.`}
            </p>
          </>
        ) : (
          <>
            <p className="mf-transfers-success__lead">{PENDING_MESSAGE}</p>
            <p>
              {TIMING_TEXT}
              {tenant && ` ${tenant.name} will be notified when it arrives.`}
            </p>
          </>
        )}
      </div>
      {transferId && (
        <ReceiptForm
          transferId={transferId}
          defaultEmail={client?.email}
          kind={disbursement ? 'disbursement' : 'transfer'}
        />
      )}
      <p className="mf-transfers-success__next">
        <Link to={ROUTES.transferHistory}>View Transfer History</Link>
      </p>
    </section>
  );
}

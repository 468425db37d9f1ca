import { useId } from 'react';
import { decimalToCents, formatMoney } from '@portal/shared/money';
import { isPayoutSpeed } from '@portal/shared/constants';
import { Link } from '@portal/shared/router';
import { transferPath } from '@portal/shared';
import { StatusMarker } from '../../history/components/status-marker';
import { displayDate } from '../../transfers/lib/display-date';
import { railInSentence } from '../../transfers/lib/payout-arrival';
import type { TransferOverview } from '../api/get-transfer-overview';

/**
 * What the tenant paid back of this transfer (docs/tenant-api.md, "Refunds"): each refund's
 * amount, when, by which rail, and its status as the provider moves it, with a link to it.
 */
export function RefundList({ refunds }: { refunds: TransferOverview['refunds'] }) {
  const headingId = useId();
  if (refunds.length === 0) return null;
  return (
    <section className="mf-transfers-refunds" aria-labelledby={headingId}>
      <h2 id={headingId}>Refunds</h2>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.id} data-refund-id={refund.id}>
            <Link to={transferPath(refund.id)}>
              {formatMoney(decimalToCents(refund.amount) ?? 0)} refunded to your account
            </Link>{' '}
            on {displayDate(refund.createdAt)}
            {refund.rail && isPayoutSpeed(refund.rail) && ` by ${railInSentence(refund.rail)}`}{' '}
            <StatusMarker status={refund.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { decimalToCents, formatMoney } from '@portal/shared/money';
import { isPayoutSpeed } from '@portal/shared/constants';
import { Link } from '@portal/shared/router';
import { transferPath } from '@portal/shared';
import { StatusMarker } from '../../history/components/status-marker';
import { displayDate } from '../../transfers/lib/display-date';
import { railInSentenceId } from '../../transfers/lib/text-ids';
import type { TransferOverview } from '../api/get-transfer-overview';

/**
 * What the tenant paid back of this transfer (docs/tenant-api.md, "Refunds"): each refund's
 * amount, when, by which rail, and its status as the provider moves it, with a link to it.
 */
export function RefundList({ refunds }: { refunds: TransferOverview['refunds'] }) {
  const headingId = useId();
  const intl = useIntl();
  if (refunds.length === 0) return null;
  return (
    <section className="mf-transfers-refunds" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="transfers.refunds.heading" />
      </h2>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.id} data-refund-id={refund.id}>
            <FormattedMessage
              id={refund.rail && isPayoutSpeed(refund.rail) ? 'transfers.refunds.itemByRail' : 'transfers.refunds.item'}
              values={{
                amount: formatMoney(decimalToCents(refund.amount) ?? 0),
                date: displayDate(refund.createdAt),
                rail:
                  refund.rail && isPayoutSpeed(refund.rail)
                    ? intl.formatMessage({ id: railInSentenceId(refund.rail) })
                    : '',
                link: (chunks) => <Link to={transferPath(refund.id)}>{chunks}</Link>,
                status: <StatusMarker status={refund.status} />,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

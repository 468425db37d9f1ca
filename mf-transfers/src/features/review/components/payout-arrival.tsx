import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { skipToken } from '@portal/shared';
import { isPayoutSpeed } from '@portal/shared/constants';
import { useText } from '@portal/shared/i18n/react';
import type { TransferRecord } from '../../transfers/api/get-transfer';
import {
  localCalendarDate,
  payoutArrivalText,
  type PayoutArrival as Arrival,
} from '../../transfers/lib/payout-arrival';
import { railInSentenceId, railNameId } from '../../transfers/lib/text-ids';
import { useGetInstantAccountsQuery, type InstantPaymentAccount } from '../api/get-instant-accounts';

const accountName = (intl: IntlShape, account: InstantPaymentAccount) =>
  intl.formatMessage(
    { id: 'transfers.payout.accountEnding' },
    {
      bank:
        account.bankDisplayName ??
        account.bankName ??
        account.name ??
        intl.formatMessage({ id: 'transfers.payout.accountFallback' }),
      lastFour: account.accountLastFourDigits ?? '',
    },
  );

export interface PayoutArrivalProps {
  record: Pick<TransferRecord, 'payoutSpeed' | 'instantFallback'>;
  /** The session's client: its accounts are the ones named. */
  clientId: string | null;
  /** When the payout arrives into the chosen account (from the server's terms), once known. */
  arrival: Arrival | null;
  today: Date;
}

/**
 * Accept Your Payment's "when it arrives" (docs/tenant-api.md, "Payout speeds"): for the chosen
 * account, in minutes, today, or in 1-3 business days, by the rail the server will use; for an
 * instant payout, which of the client's accounts can receive it instantly.
 */
export function PayoutArrival({ record, clientId, arrival, today }: PayoutArrivalProps) {
  const headingId = useId();
  const intl = useIntl();
  const text = useText();
  const instant = record.payoutSpeed === 'instant';
  const accounts = useGetInstantAccountsQuery(instant && clientId ? clientId : skipToken);
  const rail = arrival && isPayoutSpeed(arrival.rail) ? arrival.rail : null;
  // The tenant asked for instant, the chosen account cannot take it: say what happens instead.
  const fellBack = instant && rail !== null && rail !== 'instant';

  return (
    <section className="mf-transfers-payout" aria-labelledby={headingId} data-rail={rail ?? undefined}>
      <h2 id={headingId}>
        <FormattedMessage id="transfers.payout.heading" />
      </h2>
      {arrival && rail && (
        <p className="mf-transfers-payout__when">
          <FormattedMessage
            id="transfers.payout.when"
            values={{
              arrival: text(payoutArrivalText(arrival, localCalendarDate(today))),
              rail: intl.formatMessage({ id: railNameId(rail) }),
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </p>
      )}
      {fellBack && (
        <p className="mf-transfers-payout__note">
          <FormattedMessage
            id="transfers.payout.fellBack"
            values={{ rail: intl.formatMessage({ id: railInSentenceId(rail) }) }}
          />
        </p>
      )}
      {instant && accounts.data && (
        <div className="mf-transfers-payout__accounts">
          {accounts.data.length > 0 ? (
            <>
              <p id={`${headingId}-instant`}>
                <FormattedMessage id="transfers.payout.instantAccounts" />
              </p>
              <ul aria-labelledby={`${headingId}-instant`}>
                {accounts.data.map((account) => (
                  <li key={account.id}>{accountName(intl, account)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              <FormattedMessage id="transfers.payout.noInstantAccounts" />
            </p>
          )}
        </div>
      )}
    </section>
  );
}

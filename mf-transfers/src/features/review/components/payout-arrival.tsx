import { useId } from 'react';
import { skipToken } from '@portal/shared';
import { PAYOUT_RAIL_NAME, isPayoutSpeed } from '@portal/shared/constants';
import type { TransferRecord } from '../../transfers/api/get-transfer';
import {
  localCalendarDate,
  payoutArrivalText,
  railInSentence,
  type PayoutArrival as Arrival,
} from '../../transfers/lib/payout-arrival';
import { useGetInstantAccountsQuery, type InstantPaymentAccount } from '../api/get-instant-accounts';

const accountName = (account: InstantPaymentAccount) =>
  `${account.bankDisplayName ?? account.bankName ?? account.name ?? 'Account'} ending in ${account.accountLastFourDigits ?? ''}`;

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
  const instant = record.payoutSpeed === 'instant';
  const accounts = useGetInstantAccountsQuery(instant && clientId ? clientId : skipToken);
  const rail = arrival && isPayoutSpeed(arrival.rail) ? arrival.rail : null;
  // The tenant asked for instant, the chosen account cannot take it: say what happens instead.
  const fellBack = instant && rail !== null && rail !== 'instant';

  return (
    <section className="mf-transfers-payout" aria-labelledby={headingId} data-rail={rail ?? undefined}>
      <h2 id={headingId}>When it arrives</h2>
      {arrival && rail && (
        <p className="mf-transfers-payout__when">
          <strong>{payoutArrivalText(arrival, localCalendarDate(today))}</strong> {PAYOUT_RAIL_NAME[rail]} into the
          account you chose.
        </p>
      )}
      {fellBack && (
        <p className="mf-transfers-payout__note">
          This account cannot receive instant payments, so the payment goes by {railInSentence(rail)}.
        </p>
      )}
      {instant && accounts.data && (
        <div className="mf-transfers-payout__accounts">
          {accounts.data.length > 0 ? (
            <>
              <p id={`${headingId}-instant`}>Your accounts that can receive it instantly:</p>
              <ul aria-labelledby={`${headingId}-instant`}>
                {accounts.data.map((account) => (
                  <li key={account.id}>{accountName(account)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>None of your linked accounts can receive instant payments.</p>
          )}
        </div>
      )}
    </section>
  );
}

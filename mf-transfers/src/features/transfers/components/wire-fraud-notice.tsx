import { FormattedMessage } from 'react-intl';

/** The tenant's warning that it never changes payment instructions by e-mail or text (Review, Success, the transfer page). */
export function WireFraudNotice({ tenantName }: { tenantName: string }) {
  return (
    <p className="mf-transfers-notice" role="note">
      <FormattedMessage id="transfers.wireFraud.notice" values={{ tenantName }} />
    </p>
  );
}

import { wireFraudNotice } from '@portal/shared/constants';

/** The tenant's warning that it never changes payment instructions by e-mail or text (Review, Success, the transfer page). */
export function WireFraudNotice({ tenantName }: { tenantName: string }) {
  return (
    <p className="mf-transfers-notice" role="note">
      {wireFraudNotice(tenantName)}
    </p>
  );
}

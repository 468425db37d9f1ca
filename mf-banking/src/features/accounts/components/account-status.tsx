import type { ClientBankAccount } from '@portal/shared';
import { BANK_NOTICE_TITLE } from '@portal/shared/constants';
import { Button } from '@portal/shared/ui';

/**
 * Requirements §2, §4: 'VERIFY' while micro-deposits are outstanding, 'Verified', or 'Unsupported'
 * (with the Bank Notice that says why).
 */
export function AccountStatus({
  account,
  verifying,
  disabled,
  onVerify,
  onBankNotice,
}: {
  account: ClientBankAccount;
  /** This account's VERIFY is running. */
  verifying: boolean;
  /** Another linking step is running. */
  disabled: boolean;
  onVerify: () => unknown;
  onBankNotice: () => void;
}) {
  switch (account.state) {
    case 'pending':
      return (
        <Button
          className="mf-banking-account__verify"
          loading={verifying}
          disabled={disabled}
          onClick={onVerify}
          aria-label={`VERIFY ${account.bankName} ${account.accountLastFourDigits ?? ''}`.trim()}
        >
          VERIFY
        </Button>
      );
    case 'unsupported':
      return (
        <span className="mf-banking-account__status-group">
          <span className="mf-banking-account__badge mf-banking-account__badge--unsupported">Unsupported</span>
          <Button variant="link" onClick={onBankNotice}>
            {BANK_NOTICE_TITLE}
          </Button>
        </span>
      );
    default:
      return <span className="mf-banking-account__badge mf-banking-account__badge--verified">Verified</span>;
  }
}

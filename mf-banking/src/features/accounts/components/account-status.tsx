import { FormattedMessage, useIntl } from 'react-intl';
import type { ClientBankAccount } from '@portal/shared';
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
  const intl = useIntl();
  switch (account.state) {
    case 'pending':
      return (
        <Button
          className="mf-banking-account__verify"
          loading={verifying}
          disabled={disabled}
          onClick={onVerify}
          aria-label={intl
            .formatMessage(
              { id: 'banking.account.verifyLabel' },
              { bank: account.bankName, lastFour: account.accountLastFourDigits ?? '' },
            )
            .trim()}
        >
          <FormattedMessage id="banking.account.verify" />
        </Button>
      );
    case 'unsupported':
      return (
        <span className="mf-banking-account__status-group">
          <span className="mf-banking-account__badge mf-banking-account__badge--unsupported">
            <FormattedMessage id="banking.account.unsupported" />
          </span>
          <Button variant="link" onClick={onBankNotice}>
            <FormattedMessage id="banking.notice.title" />
          </Button>
        </span>
      );
    default:
      return (
        <span className="mf-banking-account__badge mf-banking-account__badge--verified">
          <FormattedMessage id="banking.account.verified" />
        </span>
      );
  }
}

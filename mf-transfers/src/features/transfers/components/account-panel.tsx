import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '@portal/shared/money';
import { maskedDigits, SPACE } from '../lib/marks';

export interface PanelAccount {
  bankName?: string | null;
  bankDisplayName?: string | null;
  name?: string | null;
  accountLastFourDigits?: string | null;
  balance?: string | null;
}

export interface AccountPanelProps {
  /** 'From' or 'To', in the page's language. */
  title: string;
  account: PanelAccount;
  /** Who holds the account, shown under it (the tenant for the escrow account). */
  holder?: string;
  /** Show the balance line (the client's own account). */
  showBalance?: boolean;
}

/** A bank account as the transfer screens show it: bank, account name, last four digits. */
export function AccountPanel({ title, account, holder, showBalance = false }: AccountPanelProps) {
  const intl = useIntl();
  const bank =
    account.bankDisplayName || account.bankName || intl.formatMessage({ id: 'transfers.account.bankFallback' });
  return (
    <section className="mf-transfers-panel" aria-label={title}>
      <h2 className="mf-transfers-panel__title">{title}</h2>
      <p className="mf-transfers-panel__bank">{bank}</p>
      <p className="mf-transfers-panel__account">
        {account.name}
        {account.accountLastFourDigits && (
          <span>
            {SPACE}
            {maskedDigits(account.accountLastFourDigits)}
          </span>
        )}
      </p>
      {holder && <p className="mf-transfers-panel__holder">{holder}</p>}
      {showBalance && (
        <p className="mf-transfers-panel__balance">
          <FormattedMessage id="transfers.panel.balance" values={{ balance: formatMoney(account.balance ?? null) }} />
          {account.balance == null && (
            <span className="mf-transfers-panel__warning">
              {SPACE}
              <FormattedMessage id="errors.balanceUnavailable" />
            </span>
          )}
        </p>
      )}
    </section>
  );
}

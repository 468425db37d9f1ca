import { FormattedMessage } from 'react-intl';
import type { ClientBankAccount } from '@portal/shared';
import { useText } from '@portal/shared/i18n/react';
import { formatMoney, MISSING_AMOUNT } from '@portal/shared/money';
import { masked } from '../../../lib/mask';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The id of the line with the account's name and last four, beside its bank's heading. */
export function accountNameId(headingId: string): string {
  return `${headingId}-name`;
}

/**
 * What identifies an account (requirements §2): the bank's logo and name, its display name and
 * last four, and its balance. An account waiting for micro-deposits has no balance to show yet:
 * it says what the client waits for instead of the balance error, which stays for an account
 * whose balance could not be read.
 */
export function AccountSummary({ account, headingId }: { account: ClientBankAccount; headingId: string }) {
  const text = useText();
  const bankName = account.bankDisplayName || account.bankName;
  // Money reads $1,234.50 in both languages (es-US writes it the same way).
  const balance = formatMoney(account.balance);
  return (
    <div className="mf-banking-account__summary">
      {account.logoURL ? (
        <img className="mf-banking-account__logo" src={account.logoURL} alt="" width={40} height={40} />
      ) : (
        <span className="mf-banking-account__logo mf-banking-account__logo--initials" aria-hidden="true">
          {initials(bankName ?? '')}
        </span>
      )}
      <div className="mf-banking-account__names">
        <h2 id={headingId} className="mf-banking-account__bank">
          {bankName}
        </h2>
        <p id={accountNameId(headingId)} className="mf-banking-account__name">
          {account.name}
          {account.accountLastFourDigits && (
            <span className="mf-banking-account__mask"> {masked(account.accountLastFourDigits)}</span>
          )}
        </p>
      </div>
      {account.state === 'pending' ? (
        <p className="mf-banking-account__waiting">
          <FormattedMessage id="banking.account.microDepositsWaiting" />
        </p>
      ) : (
        <div className="mf-banking-account__balance">
          <span className="mf-banking-account__balance-label">
            <FormattedMessage id="banking.account.balance" />
          </span>
          <span className="mf-banking-account__amount">{balance}</span>
          {balance === MISSING_AMOUNT && (
            <span className="mf-banking-account__balance-note">{text({ id: 'errors.balanceUnavailable' })}</span>
          )}
        </div>
      )}
    </div>
  );
}

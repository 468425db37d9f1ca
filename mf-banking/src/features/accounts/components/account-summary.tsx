import type { ClientBankAccount } from '@portal/shared';
import { BALANCE_UNAVAILABLE, MICRO_DEPOSITS_WAITING } from '@portal/shared/constants';
import { formatMoney, MISSING_AMOUNT } from '@portal/shared/money';

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
  const bankName = account.bankDisplayName || account.bankName;
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
            <span className="mf-banking-account__mask">{` ••••${account.accountLastFourDigits}`}</span>
          )}
        </p>
      </div>
      {account.state === 'pending' ? (
        <p className="mf-banking-account__waiting">{MICRO_DEPOSITS_WAITING}</p>
      ) : (
        <div className="mf-banking-account__balance">
          <span className="mf-banking-account__balance-label">Balance</span>
          <span className="mf-banking-account__amount">{balance}</span>
          {balance === MISSING_AMOUNT && (
            <span className="mf-banking-account__balance-note">{BALANCE_UNAVAILABLE}</span>
          )}
        </div>
      )}
    </div>
  );
}

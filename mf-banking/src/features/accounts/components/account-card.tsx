import type { ReactNode } from 'react';
import type { ClientBankAccount } from '@portal/shared';
import { type Text, useText } from '@portal/shared/i18n/react';
import { cx } from '../lib/cx';
import { accountNameId, AccountSummary } from './account-summary';
import './account-card.scss';

const headingIdOf = (account: ClientBankAccount) => `mf-banking-account-${account.id}`;

/**
 * The ids that name a control picking the account (aria-labelledby): its bank, its name and its
 * last four, so two accounts at one bank never sound the same.
 */
export function accountLabelIds(account: ClientBankAccount): string {
  const headingId = headingIdOf(account);
  return `${headingId} ${accountNameId(headingId)}`;
}

/** One linked account in a list: what it is, then its status and actions. */
export function AccountCard({
  account,
  selected = false,
  control,
  status,
  actions,
  error,
}: {
  account: ClientBankAccount;
  /** The account just linked, or the one picked for the transfer. */
  selected?: boolean;
  /** A leading control, e.g. the radio that picks it. */
  control?: ReactNode;
  status: ReactNode;
  actions?: ReactNode;
  /** An inline error about this account (a failed disconnect). */
  error?: Text | null;
}) {
  const text = useText();
  const headingId = headingIdOf(account);
  return (
    <li
      className={cx(
        'mf-banking-account',
        !control && 'mf-banking-account--plain',
        selected && 'mf-banking-account--selected',
      )}
      aria-labelledby={headingId}
      aria-current={selected || undefined}
    >
      {control && <div className="mf-banking-account__control">{control}</div>}
      <AccountSummary account={account} headingId={headingId} />
      <div className="mf-banking-account__side">
        <div className="mf-banking-account__status">{status}</div>
        {actions && <div className="mf-banking-account__actions">{actions}</div>}
      </div>
      {error && (
        <p className="mf-banking-account__error" role="alert">
          {text(error)}
        </p>
      )}
    </li>
  );
}

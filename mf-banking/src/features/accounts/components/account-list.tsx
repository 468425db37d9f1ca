import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText, type ClientBankAccount } from '@portal/shared';
import { useText } from '@portal/shared/i18n/react';
import { Button, Spinner } from '@portal/shared/ui';

/** What a list of the client's accounts is showing (useClientAccounts gives it). */
export interface AccountListState {
  accounts: ClientBankAccount[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => unknown;
}

/**
 * The list states every screen of linked accounts has: loading, a failed load (inline, with
 * Retry, requirements §8), none linked, or the accounts.
 */
export function AccountList({
  accounts,
  isLoading,
  error,
  onRetry,
  label,
  children,
}: AccountListState & {
  /** The list's accessible name, in the page's language. */
  label: string;
  children: (account: ClientBankAccount) => ReactNode;
}) {
  const intl = useIntl();
  const text = useText();
  if (isLoading) {
    return (
      <Spinner
        label={intl.formatMessage({ id: 'banking.accounts.loading' })}
        size="large"
        className="mf-banking__loading"
      />
    );
  }
  if (error && !accounts) {
    return (
      <div className="mf-banking__error" role="alert">
        <p>{text(errorText(error))}</p>
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="banking.accounts.retry" />
        </Button>
      </div>
    );
  }
  if (!accounts?.length) return <p className="mf-banking__empty">{text({ id: 'errors.noLinkedAccounts' })}</p>;
  return (
    <ul className="mf-banking__accounts" aria-label={label}>
      {accounts.map(children)}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { errorMessage, type ClientBankAccount } from '@portal/shared';
import { NO_LINKED_ACCOUNTS } from '@portal/shared/constants';
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
  label: string;
  children: (account: ClientBankAccount) => ReactNode;
}) {
  if (isLoading) return <Spinner label="Loading bank accounts" size="large" className="mf-banking__loading" />;
  if (error && !accounts) {
    return (
      <div className="mf-banking__error" role="alert">
        <p>{errorMessage(error)}</p>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (!accounts?.length) return <p className="mf-banking__empty">{NO_LINKED_ACCOUNTS}</p>;
  return (
    <ul className="mf-banking__accounts" aria-label={label}>
      {accounts.map(children)}
    </ul>
  );
}

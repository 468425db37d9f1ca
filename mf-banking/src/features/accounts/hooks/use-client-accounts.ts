import { selectClient, skipToken, useAppSelector, useGetClientAccountsQuery } from '@portal/shared';
import type { AccountListState } from '../components/account-list';

/**
 * The signed-in client's linked accounts, and the load state every account list shows
 * (spread into AccountList: loading, a failed load with Retry, none linked, the accounts).
 */
export function useClientAccounts() {
  const client = useAppSelector(selectClient);
  const query = useGetClientAccountsQuery(client?.id ?? skipToken);
  const listState: AccountListState = {
    accounts: query.data,
    isLoading: query.isLoading,
    error: query.error,
    onRetry: query.refetch,
  };
  return { client, accounts: query.data, listState };
}

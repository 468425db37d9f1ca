import { api } from '../api/api-slice';
import type { ClientAccountsResponse, ClientBankAccount } from '../contracts';

/**
 * GET /account/client-accounts/{clientId}: the session client's active accounts, newest
 * first, balances refreshed by the server when stale. Shared because the transfer screens
 * show the chosen account and its balance too; tagged so linking, verifying, disconnecting
 * and starting a transfer refresh it wherever it is shown.
 */
export const clientAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientAccounts: build.query<ClientBankAccount[], string>({
      query: (clientId) => ({ url: `/account/client-accounts/${encodeURIComponent(clientId)}` }),
      transformResponse: (body: ClientAccountsResponse) => body.accounts,
      providesTags: (accounts) => [
        { type: 'BankAccount', id: 'LIST' },
        ...(accounts ?? []).map((account) => ({ type: 'BankAccount' as const, id: account.id })),
      ],
    }),
  }),
});

export const { useGetClientAccountsQuery } = clientAccountsApi;

import { api } from '@portal/shared';
import type { AccountDisconnected } from '@portal/shared/contracts';

/**
 * DELETE /account (requirements §7): the funding source is removed at the payments provider and the
 * account deactivated. Refreshes the account list wherever it is shown.
 */
export const disconnectAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    disconnectAccount: build.mutation<AccountDisconnected, { bankAccountId: string }>({
      query: (body) => ({ url: '/account', method: 'DELETE', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'BankAccount', id: 'LIST' }]),
    }),
  }),
});

export const { useDisconnectAccountMutation } = disconnectAccountApi;

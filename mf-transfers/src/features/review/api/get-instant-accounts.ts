import { api } from '@portal/shared';
import type { InstantPaymentAccountsQuery, InstantPaymentAccountsQueryVariables } from '@portal/shared/graphql';

export type InstantPaymentAccount = InstantPaymentAccountsQuery['allBankAccounts'][number];

const INSTANT_ACCOUNTS_QUERY = /* GraphQL */ `
  query InstantPaymentAccounts($clientId: ID!) {
    allBankAccounts(where: { client: { id: $clientId }, ownerType: client, active: true, pendingVerification: false }) {
      id
      bankName
      name
      bankDisplayName
      accountLastFourDigits
      instantPayments
      unsupported
    }
  }
`;

/**
 * The client's usable accounts whose bank receives instant payments (the payments provider's
 * word, kept with each account): Accept Your Payment names them for an instant payout.
 */
export const getInstantAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstantAccounts: build.query<InstantPaymentAccount[], string>({
      query: (clientId) => ({
        graphql: {
          query: INSTANT_ACCOUNTS_QUERY,
          variables: { clientId } satisfies InstantPaymentAccountsQueryVariables,
        },
      }),
      transformResponse: (data: InstantPaymentAccountsQuery) =>
        data.allBankAccounts.filter((account) => account.instantPayments && !account.unsupported),
      providesTags: [{ type: 'BankAccount', id: 'LIST' }],
    }),
  }),
});

export const { useGetInstantAccountsQuery } = getInstantAccountsApi;

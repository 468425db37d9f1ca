import { api } from '@portal/shared';
import type { SourceBankAccountQuery, SourceBankAccountQueryVariables } from '@portal/shared/graphql';

export type SourceAccount = NonNullable<SourceBankAccountQuery['BankAccount']>;

const SOURCE_QUERY = /* GraphQL */ `
  query SourceBankAccount($id: ID!) {
    BankAccount(where: { id: $id }) {
      id
      bankName
      name
      bankDisplayName
      accountLastFourDigits
      accountSubtype
      balance
      pendingVerification
      unsupported
      ownerType
    }
  }
`;

/** BankAccount by id (requirements §7): the account chosen on step-select-account, with its balance. */
export const getSourceAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSourceAccount: build.query<SourceAccount | null, string>({
      query: (id) => ({
        graphql: { query: SOURCE_QUERY, variables: { id } satisfies SourceBankAccountQueryVariables },
      }),
      // Only the client's own account can pay; the tenant's escrow account is visible too.
      transformResponse: (data: SourceBankAccountQuery): SourceAccount | null =>
        data.BankAccount?.ownerType === 'client' ? data.BankAccount : null,
      providesTags: (_result, _error, id) => [{ type: 'BankAccount', id }],
    }),
  }),
});

export const { useGetSourceAccountQuery } = getSourceAccountApi;

import { api } from '@portal/shared';
import type { TenantEscrowAccountsQuery, TenantEscrowAccountsQueryVariables } from '@portal/shared/graphql';

export type EscrowAccount = TenantEscrowAccountsQuery['allBankAccounts'][number];

const ESCROW_QUERY = /* GraphQL */ `
  query TenantEscrowAccounts($tenantId: ID!) {
    allBankAccounts(where: { tenant: { id: $tenantId }, ownerType: tenant, active: true }, first: 1) {
      id
      bankName
      name
      bankDisplayName
      accountLastFourDigits
    }
  }
`;

/**
 * allBankAccounts of the tenant, ownerType tenant, active (requirements §7): the escrow account a
 * transfer goes to; null when the tenant has none ('Destination account not found…').
 */
export const getEscrowAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEscrowAccount: build.query<EscrowAccount | null, string>({
      query: (tenantId) => ({
        graphql: { query: ESCROW_QUERY, variables: { tenantId } satisfies TenantEscrowAccountsQueryVariables },
      }),
      transformResponse: (data: TenantEscrowAccountsQuery): EscrowAccount | null => data.allBankAccounts[0] ?? null,
      providesTags: [{ type: 'BankAccount', id: 'ESCROW' }],
    }),
  }),
});

export const { useGetEscrowAccountQuery } = getEscrowAccountApi;

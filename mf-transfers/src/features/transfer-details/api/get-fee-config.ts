import { api } from '@portal/shared';
import type { TransferFeeConfigsQuery, TransferFeeConfigsQueryVariables } from '@portal/shared/graphql';

export interface FeeConfig {
  /** Decimal string. */
  amount: string;
  clientPays: boolean;
}

/** A tenant without a fee configuration charges none. */
export const NO_FEE: FeeConfig = { amount: '0.00', clientPays: false };

const FEE_QUERY = /* GraphQL */ `
  query TransferFeeConfigs($identifier: String!) {
    allTransferFeeConfigs(where: { tenant: { identifier: $identifier } }, first: 1) {
      id
      amount
      clientPays
    }
  }
`;

/** allTransferFeeConfigs by tenant identifier (requirements §7); the first entry applies (requirements §9). */
export const getFeeConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeeConfig: build.query<FeeConfig, string>({
      query: (identifier) => ({
        graphql: { query: FEE_QUERY, variables: { identifier } satisfies TransferFeeConfigsQueryVariables },
      }),
      transformResponse: (data: TransferFeeConfigsQuery): FeeConfig => {
        const [first] = data.allTransferFeeConfigs;
        return first ? { amount: first.amount, clientPays: first.clientPays } : NO_FEE;
      },
      providesTags: ['TransferFeeConfig'],
    }),
  }),
});

export const { useGetFeeConfigQuery } = getFeeConfigApi;

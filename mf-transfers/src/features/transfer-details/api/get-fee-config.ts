import { api } from '@portal/shared';
import type { TransferFeeConfigsQuery, TransferFeeConfigsQueryVariables } from '@portal/shared/graphql';

export interface FeeConfig {
  /** Decimal string. */
  amount: string;
  clientPays: boolean;
  /** The fee of a same-day debit (decimal string); null: the same as `amount`. */
  sameDayAmount?: string | null;
}

/** A tenant without a fee configuration charges none. */
export const NO_FEE: FeeConfig = { amount: '0.00', clientPays: false };

/** The fee rule for a debit by `rail`: a same-day debit takes the fee config's same-day amount when it has one. */
export function feeFor(config: FeeConfig, rail: string | undefined): FeeConfig {
  return rail === 'same-day' && config.sameDayAmount ? { ...config, amount: config.sameDayAmount } : config;
}

const FEE_QUERY = /* GraphQL */ `
  query TransferFeeConfigs($identifier: String!) {
    allTransferFeeConfigs(where: { tenant: { identifier: $identifier } }, first: 1) {
      id
      amount
      clientPays
      sameDayAmount
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
        return first
          ? { amount: first.amount, clientPays: first.clientPays, sameDayAmount: first.sameDayAmount ?? null }
          : NO_FEE;
      },
      providesTags: ['TransferFeeConfig'],
    }),
  }),
});

export const { useGetFeeConfigQuery } = getFeeConfigApi;

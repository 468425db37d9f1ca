import { api } from '@portal/shared';
import type { TransferStateQuery, TransferStateQueryVariables } from '@portal/shared/graphql';

const TRANSFER_STATE_QUERY = /* GraphQL */ `
  query TransferState($id: ID!) {
    Transfer(where: { id: $id }) {
      id
      status
    }
  }
`;

/**
 * A transfer's status alone: what Make Transfer asks when it lost the answer to its start,
 * to learn whether the money is on its way. Always asked afresh, never from the cache.
 */
export const getTransferStateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransferState: build.query<string | null, string>({
      query: (id) => ({
        graphql: { query: TRANSFER_STATE_QUERY, variables: { id } satisfies TransferStateQueryVariables },
      }),
      transformResponse: (data: TransferStateQuery) => data.Transfer?.status ?? null,
      keepUnusedDataFor: 0,
    }),
  }),
});

import { api } from '@portal/shared';
import type { RetryTransferMutation, RetryTransferMutationVariables } from '@portal/shared/graphql';

const RETRY_TRANSFER = /* GraphQL */ `
  mutation RetryTransfer($id: ID!) {
    retryTransfer(id: $id) {
      id
      status
    }
  }
`;

/**
 * retryTransfer: copies a failed or returned transfer into a new draft (amount, property,
 * purpose, people; no bank account), which the client then pays from another account.
 */
export const retryTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    retryTransfer: build.mutation<RetryTransferMutation['retryTransfer'], string>({
      query: (id) => ({
        graphql: { query: RETRY_TRANSFER, variables: { id } satisfies RetryTransferMutationVariables },
      }),
      transformResponse: (data: RetryTransferMutation) => data.retryTransfer,
      invalidatesTags: (result) => (result ? ['Transfer'] : []),
    }),
  }),
});

export const { useRetryTransferMutation } = retryTransferApi;

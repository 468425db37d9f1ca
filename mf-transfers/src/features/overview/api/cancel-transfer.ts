import { api } from '@portal/shared';
import type { CancelTransferMutation, CancelTransferMutationVariables } from '@portal/shared/graphql';

const CANCEL_TRANSFER = /* GraphQL */ `
  mutation CancelTransfer($id: ID!) {
    cancelTransfer(id: $id) {
      id
      status
    }
  }
`;

/**
 * cancelTransfer: revokes a pending transfer the provider has not yet submitted. CONFLICT once
 * it has been submitted (or has ended). Either way the transfer is read again, so the page
 * shows what the provider did.
 */
export const cancelTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelTransfer: build.mutation<CancelTransferMutation['cancelTransfer'], string>({
      query: (id) => ({
        graphql: { query: CANCEL_TRANSFER, variables: { id } satisfies CancelTransferMutationVariables },
      }),
      transformResponse: (data: CancelTransferMutation) => data.cancelTransfer,
      invalidatesTags: (_result, _error, id) => [{ type: 'Transfer', id }, 'Transfer'],
    }),
  }),
});

export const { useCancelTransferMutation } = cancelTransferApi;

/**
 * The shell's own transfer calls (requirements §2, §4): is there an Initiated transfer to route the
 * client into, and mark it viewed. The transfer screens (mf-transfers) have their own queries;
 * the shared 'Transfer' tag keeps them in step.
 */
import { api } from '@portal/shared';
import { TRANSFER_STATUS } from '@portal/shared/constants';
import type {
  InitiatedTransfersQuery,
  InitiatedTransfersQueryVariables,
  MarkTransferViewedMutation,
  MarkTransferViewedMutationVariables,
} from '@portal/shared/graphql';

const INITIATED_QUERY = /* GraphQL */ `
  query InitiatedTransfers($clientId: ID!, $status: String!) {
    allTransfers(where: { client: { id: $clientId }, status: $status }, sortBy: [createdAt_DESC]) {
      id
      status
    }
  }
`;

const MARK_VIEWED_MUTATION = /* GraphQL */ `
  mutation MarkTransferViewed($id: ID!, $status: String!) {
    updateTransfer(id: $id, data: { status: $status }) {
      id
      status
    }
  }
`;

interface TransferRef {
  id: string;
  status: string;
}

export const shellTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInitiatedTransfers: build.query<TransferRef[], string>({
      query: (clientId) => ({
        graphql: {
          query: INITIATED_QUERY,
          variables: { clientId, status: TRANSFER_STATUS.initiated } satisfies InitiatedTransfersQueryVariables,
        },
      }),
      transformResponse: (data: InitiatedTransfersQuery): TransferRef[] => data.allTransfers,
      providesTags: ['Transfer'],
    }),
    markTransferViewed: build.mutation<TransferRef, string>({
      query: (id) => ({
        graphql: {
          query: MARK_VIEWED_MUTATION,
          variables: { id, status: TRANSFER_STATUS.viewed } satisfies MarkTransferViewedMutationVariables,
        },
      }),
      transformResponse: (data: MarkTransferViewedMutation): TransferRef => data.updateTransfer,
      invalidatesTags: ['Transfer'],
    }),
  }),
});

export const { useGetInitiatedTransfersQuery, useMarkTransferViewedMutation } = shellTransferApi;

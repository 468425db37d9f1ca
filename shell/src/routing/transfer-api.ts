/**
 * The shell's own transfer calls (requirements §2, §4): is there an Initiated transfer to route the
 * client into, or a payout waiting to be accepted (sent), and mark an Initiated one viewed. The transfer screens (mf-transfers) have their own queries;
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
  query InitiatedTransfers($clientId: ID!, $statuses: [String!]!) {
    allTransfers(where: { client: { id: $clientId }, status_in: $statuses }, sortBy: [createdAt_DESC]) {
      id
      status
      disbursement
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

type WaitingTransfer = InitiatedTransfersQuery['allTransfers'][number];

/** The Initiated transfer to route the client into, and the payout waiting for the client, if any. */
export function waitingItems(transfers: readonly WaitingTransfer[], viewed: ReadonlySet<string>) {
  return {
    initiatedTransferId:
      transfers.find((transfer) => transfer.status === TRANSFER_STATUS.initiated && !viewed.has(transfer.id))?.id ??
      null,
    waitingPayoutId:
      transfers.find((transfer) => transfer.disbursement && transfer.status === TRANSFER_STATUS.sent)?.id ?? null,
  };
}

export const shellTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInitiatedTransfers: build.query<WaitingTransfer[], string>({
      query: (clientId) => ({
        graphql: {
          query: INITIATED_QUERY,
          variables: {
            clientId,
            statuses: [TRANSFER_STATUS.initiated, TRANSFER_STATUS.sent],
          } satisfies InitiatedTransfersQueryVariables,
        },
      }),
      transformResponse: (data: InitiatedTransfersQuery): WaitingTransfer[] => data.allTransfers,
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

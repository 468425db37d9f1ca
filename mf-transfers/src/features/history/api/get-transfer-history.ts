import { api } from '@portal/shared';
import { HIDDEN_TRANSFER_STATUSES } from '@portal/shared/constants';
import type { TransferHistoryQuery, TransferHistoryQueryVariables } from '@portal/shared/graphql';

export type HistoryTransfer = TransferHistoryQuery['allTransfers'][number];

const HISTORY_QUERY = /* GraphQL */ `
  query TransferHistory($clientId: ID!, $hidden: [String!]!) {
    allTransfers(where: { client: { id: $clientId }, status_not_in: $hidden }, sortBy: [createdAt_DESC]) {
      id
      status
      disbursement
      amount
      fee
      purpose
      propertyAddress1
      propertyAddress2
      propertyCity
      propertyState
      propertyZipcode
      createdAt
      updatedAt
      sourceBankAccount {
        id
      }
      destBankAccount {
        id
      }
      failure {
        message
      }
    }
  }
`;

/**
 * allTransfers of the client, newest first (requirements §7); the hidden statuses of requirements §4 are left
 * out by the server already, draft disbursements by the screen.
 */
export const getTransferHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransferHistory: build.query<HistoryTransfer[], string>({
      query: (clientId) => ({
        graphql: {
          query: HISTORY_QUERY,
          variables: { clientId, hidden: [...HIDDEN_TRANSFER_STATUSES] } satisfies TransferHistoryQueryVariables,
        },
      }),
      transformResponse: (data: TransferHistoryQuery): HistoryTransfer[] => data.allTransfers,
      providesTags: (result) => [
        'Transfer',
        ...(result ?? []).map((transfer) => ({ type: 'Transfer' as const, id: transfer.id })),
      ],
    }),
  }),
});

export const { useGetTransferHistoryQuery } = getTransferHistoryApi;

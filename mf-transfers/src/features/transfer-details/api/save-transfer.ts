import { api } from '@portal/shared';
import type {
  CreateTransferDraftMutation,
  CreateTransferDraftMutationVariables,
  TransferCreateInput,
  UpdateTransferDraftMutation,
  UpdateTransferDraftMutationVariables,
} from '@portal/shared/graphql';
import { withTransferFields } from '../../transfers/api/transfer-fields';
import type { TransferRecord } from '../../transfers/api/get-transfer';

export { transferSchema, type TransferContext } from '@portal/shared/validation';
export type TransferDraftInput = TransferCreateInput;

const CREATE_TRANSFER = withTransferFields(/* GraphQL */ `
  mutation CreateTransferDraft($data: TransferCreateInput!) {
    createTransfer(data: $data) {
      ...TransferFields
    }
  }
`);

const UPDATE_TRANSFER = withTransferFields(/* GraphQL */ `
  mutation UpdateTransferDraft($id: ID!, $data: TransferUpdateInput!) {
    updateTransfer(id: $id, data: $data) {
      ...TransferFields
    }
  }
`);

/**
 * The draft of the details step (requirements §4): createTransfer for a new one, updateTransfer when
 * one already exists (continuing from history, a request, or Back from the review). Both
 * refresh every transfer list on the page.
 */
export const saveTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    createTransferDraft: build.mutation<TransferRecord, TransferDraftInput>({
      query: (data) => ({
        graphql: { query: CREATE_TRANSFER, variables: { data } satisfies CreateTransferDraftMutationVariables },
      }),
      transformResponse: (data: CreateTransferDraftMutation): TransferRecord => data.createTransfer,
      invalidatesTags: (_result, error) => (error ? [] : ['Transfer']),
    }),
    updateTransferDraft: build.mutation<TransferRecord, { id: string; data: TransferDraftInput }>({
      query: (variables) => ({
        graphql: { query: UPDATE_TRANSFER, variables: variables satisfies UpdateTransferDraftMutationVariables },
      }),
      transformResponse: (data: UpdateTransferDraftMutation): TransferRecord => data.updateTransfer,
      invalidatesTags: (_result, error) => (error ? [] : ['Transfer']),
    }),
  }),
});

export const { useCreateTransferDraftMutation, useUpdateTransferDraftMutation } = saveTransferApi;

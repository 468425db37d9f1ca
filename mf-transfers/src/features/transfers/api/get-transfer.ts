import { api } from '@portal/shared';
import type { TransferByIdQuery, TransferByIdQueryVariables } from '@portal/shared/graphql';
import { withTransferFields } from './transfer-fields';

export type TransferRecord = NonNullable<TransferByIdQuery['Transfer']>;
export type TransferAccount = NonNullable<TransferRecord['sourceBankAccount']>;

const TRANSFER_QUERY = withTransferFields(/* GraphQL */ `
  query TransferById($id: ID!) {
    Transfer(where: { id: $id }) {
      ...TransferFields
    }
  }
`);

/** Transfer(where: { id }) (requirements §7): one of the session's transfers; null for any other id. */
export const getTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransfer: build.query<TransferRecord | null, string>({
      query: (id) => ({
        graphql: { query: TRANSFER_QUERY, variables: { id } satisfies TransferByIdQueryVariables },
      }),
      transformResponse: (data: TransferByIdQuery): TransferRecord | null => data.Transfer,
      providesTags: (result, _error, id) => [{ type: 'Transfer', id: result?.id ?? id }],
    }),
  }),
});

export const { useGetTransferQuery } = getTransferApi;

import { api } from '@portal/shared';
import type { ClientTransferTypesQuery, ClientTransferTypesQueryVariables } from '@portal/shared/graphql';

export type TransferTypeRecord = ClientTransferTypesQuery['allTransferTypes'][number];

// The client's own transfer (money leaving the client's account for the tenant's escrow) is
// the type the API defines with isDebit true ('Client Transfer'); its credit twin is the
// disbursement. The API checks a purpose against this same type's list.
const TRANSFER_TYPES_QUERY = /* GraphQL */ `
  query ClientTransferTypes($isDebit: Boolean!) {
    allTransferTypes(where: { isDebit: $isDebit }) {
      id
      name
      purpose {
        purposes
      }
    }
  }
`;

/** allTransferTypes (spec §7), never cached: the purposes of the details form come from it. */
export const getTransferTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientTransferType: build.query<TransferTypeRecord | null, void>({
      query: () => ({
        graphql: {
          query: TRANSFER_TYPES_QUERY,
          variables: { isDebit: true } satisfies ClientTransferTypesQueryVariables,
        },
      }),
      transformResponse: (data: ClientTransferTypesQuery): TransferTypeRecord | null =>
        data.allTransferTypes[0] ?? null,
      keepUnusedDataFor: 0,
      providesTags: ['TransferType'],
    }),
  }),
});

export const { useGetClientTransferTypeQuery } = getTransferTypesApi;

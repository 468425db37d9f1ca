import { api } from '@portal/shared';
import type { ClientTransferTypesQuery, ClientTransferTypesQueryVariables } from '@portal/shared/graphql';

export type TransferTypeRecord = ClientTransferTypesQuery['allTransferTypes'][number];

// Requirements §7: the client's own transfer is the type with isCredit true ('Client Transfer': money
// credited to the tenant's escrow); its debit twin is the disbursement. The API checks a
// purpose against this same type's list.
const TRANSFER_TYPES_QUERY = /* GraphQL */ `
  query ClientTransferTypes($isCredit: Boolean!) {
    allTransferTypes(where: { isCredit: $isCredit }) {
      id
      name
      purpose {
        purposes
      }
    }
  }
`;

/** allTransferTypes (requirements §7), never cached: the purposes of the details form come from it. */
export const getTransferTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientTransferType: build.query<TransferTypeRecord | null, void>({
      query: () => ({
        graphql: {
          query: TRANSFER_TYPES_QUERY,
          variables: { isCredit: true } satisfies ClientTransferTypesQueryVariables,
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

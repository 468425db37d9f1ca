import { api, withClientFields, type Client } from '@portal/shared';
import type { UpdateClientFromBankMutation, UpdateClientFromBankMutationVariables } from '@portal/shared/graphql';
import type { IdentityMismatch } from '@portal/shared';

const UPDATE_CLIENT_FROM_BANK = withClientFields(/* GraphQL */ `
  mutation UpdateClientFromBank($id: ID!, $data: ClientUpdateInput!) {
    updateClient(id: $id, data: $data) {
      ...ClientFields
    }
  }
`);

/**
 * updateClient(id, data) (requirements §7) with the identity fields corrected on the mismatch screen,
 * before the held account is linked ('Save and Continue').
 */
export const updateClientFromBankApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateClientFromBank: build.mutation<Client, { id: string; data: IdentityMismatch }>({
      query: (variables) => ({
        graphql: {
          query: UPDATE_CLIENT_FROM_BANK,
          variables: variables satisfies UpdateClientFromBankMutationVariables,
        },
      }),
      transformResponse: (data: UpdateClientFromBankMutation): Client => data.updateClient,
      invalidatesTags: (_result, error) => (error ? [] : ['Client']),
    }),
  }),
});

export const { useUpdateClientFromBankMutation } = updateClientFromBankApi;

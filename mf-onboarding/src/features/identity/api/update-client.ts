import { api, withClientFields, type Client } from '@portal/shared';
import type { UpdateClientMutation, UpdateClientMutationVariables } from '@portal/shared/graphql';

export { profileSchema, type ProfileValues } from '@portal/shared/validation';

/** ClientUpdateInput: profile and step-2 fields; the mobile phone may be sent, but only unchanged. */
export interface ClientUpdate {
  email?: string | null;
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  mobilePhone?: string;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
}

const UPDATE_CLIENT = withClientFields(/* GraphQL */ `
  mutation UpdateClient($id: ID!, $data: ClientUpdateInput!) {
    updateClient(id: $id, data: $data) {
      ...ClientFields
    }
  }
`);

/** updateClient(id, data) (requirements §7). */
export const updateClientApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateClient: build.mutation<Client, { id: string; data: ClientUpdate }>({
      query: (variables) => ({
        graphql: { query: UPDATE_CLIENT, variables: variables satisfies UpdateClientMutationVariables },
      }),
      transformResponse: (data: UpdateClientMutation): Client => data.updateClient,
      invalidatesTags: (_result, error) => (error ? [] : ['Client']),
    }),
  }),
});

export const { useUpdateClientMutation } = updateClientApi;

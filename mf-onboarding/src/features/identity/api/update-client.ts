import { api, CLIENT_FIELDS, type Client } from '@portal/shared';

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

const UPDATE_CLIENT = `mutation UpdateClient($id: ID!, $data: ClientUpdateInput!) {
  updateClient(id: $id, data: $data) { ${CLIENT_FIELDS} }
}`;

/** updateClient(id, data) (spec §7). */
export const updateClientApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateClient: build.mutation<Client, { id: string; data: ClientUpdate }>({
      query: (variables) => ({ graphql: { query: UPDATE_CLIENT, variables } }),
      transformResponse: (data: { updateClient: Client }) => data.updateClient,
      invalidatesTags: (_result, error) => (error ? [] : ['Client']),
    }),
  }),
});

export const { useUpdateClientMutation } = updateClientApi;

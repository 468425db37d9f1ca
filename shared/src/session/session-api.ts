/**
 * What the shell and the onboarding remote both ask about the signed-in client: the client
 * record (requirements §2: a signed-in user must have one), whether SSN and date of birth are stored
 * (the step-2 redirect rule), and signing out on the server. In @portal/shared so both read one
 * cache entry: the profile page shows the masked SSN the shell's guard already loaded.
 */
import { api } from '../api/api-slice';
import type { SessionClientQuery, SessionClientQueryVariables } from '../graphql/operation-types';
import type { SensitiveDataView } from '../contracts';
import type { Client } from '../types/domain';

/** The client fields every screen reads, for documents that spread ...ClientFields. */
const CLIENT_FIELDS_FRAGMENT = /* GraphQL */ `
  fragment ClientFields on Client {
    id
    email
    firstName
    middleName
    lastName
    mobilePhone
    address1
    address2
    city
    state
    zipcode
    propertyAddress1
    propertyAddress2
    propertyCity
    propertyState
    propertyZipcode
    active
    language
    createdAt
    updatedAt
    tenant {
      id
    }
  }
`;

/** A document that spreads ...ClientFields, with the fragment it needs appended. */
export function withClientFields(document: string): string {
  return document + CLIENT_FIELDS_FRAGMENT;
}

const CLIENT_QUERY = withClientFields(/* GraphQL */ `
  query SessionClient($id: ID!) {
    Client(where: { id: $id }) {
      ...ClientFields
    }
  }
`);

export type { SensitiveDataView };

export interface ClientOwner {
  clientId: string;
  tenantId: string;
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The session's client; null when the API has no such client for this session. */
    getSessionClient: build.query<Client | null, string>({
      query: (id) => ({ graphql: { query: CLIENT_QUERY, variables: { id } satisfies SessionClientQueryVariables } }),
      transformResponse: (data: SessionClientQuery): Client | null => data.Client ?? null,
      providesTags: (client) => (client ? [{ type: 'Client', id: client.id }, 'Client'] : ['Client']),
    }),
    getSensitiveData: build.query<SensitiveDataView, ClientOwner>({
      query: ({ clientId, tenantId }) => ({
        url: `/security/customer/${encodeURIComponent(clientId)}/${encodeURIComponent(tenantId)}`,
      }),
      providesTags: ['SensitiveData'],
    }),
    /** POST /auth/logout: the token stops working on the server. */
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetSessionClientQuery, useGetSensitiveDataQuery, useLogoutMutation } = sessionApi;

/** Both SSN and date of birth are stored: the identity step is done (requirements §2). */
export function hasIdentity(view: SensitiveDataView | null | undefined): boolean {
  return !!view?.hasSsn && !!view.hasDob;
}

import { api } from '@portal/shared';
import type { ClientMessagesQuery, ClientMessagesQueryVariables } from '@portal/shared/graphql';

const CLIENT_MESSAGES_QUERY = /* GraphQL */ `
  query ClientMessages($where: ClientMessageWhereInput, $sortBy: [SortClientMessagesBy!], $first: Int, $skip: Int) {
    allClientMessages(where: $where, sortBy: $sortBy, first: $first, skip: $skip) {
      id
      messageURL
      createdAt
      updatedAt
      label
      type
      tenant {
        name
      }
      transfer {
        id
        propertyAddress1
      }
    }
    _allClientMessagesMeta(where: $where) {
      count
    }
  }
`;

export type ClientMessage = ClientMessagesQuery['allClientMessages'][number];

export interface ClientMessagePage {
  messages: ClientMessage[];
  /** How many match the filters in all pages. */
  count: number;
}

/** AllClientMessages (requirements §7): one page of the session client's messages and the total count. */
export const clientMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientMessages: build.query<ClientMessagePage, ClientMessagesQueryVariables>({
      query: (variables) => ({ graphql: { query: CLIENT_MESSAGES_QUERY, variables: { ...variables } } }),
      transformResponse: (data: ClientMessagesQuery): ClientMessagePage => ({
        messages: data.allClientMessages,
        count: data._allClientMessagesMeta.count,
      }),
      providesTags: ['Message'],
    }),
  }),
});

export const { useGetClientMessagesQuery } = clientMessagesApi;

import { api } from '@portal/shared';
import type { MessageType } from '@portal/shared/constants';
import type { ClientMessageTypesQuery, ClientMessageTypesQueryVariables } from '@portal/shared/graphql';

// One count per type of requirements §9 in one round trip: the dropdown offers the types the client
// has messages of ("a checkbox per type found in the data") without reading every message.
const MESSAGE_TYPES_QUERY = /* GraphQL */ `
  query ClientMessageTypes($clientId: ID!) {
    transfer_fail: _allClientMessagesMeta(where: { client: { id: $clientId }, messageType_in: [transfer_fail] }) {
      count
    }
    transfer_initiated: _allClientMessagesMeta(
      where: { client: { id: $clientId }, messageType_in: [transfer_initiated] }
    ) {
      count
    }
    transfer_receipt: _allClientMessagesMeta(where: { client: { id: $clientId }, messageType_in: [transfer_receipt] }) {
      count
    }
    transfer_request: _allClientMessagesMeta(where: { client: { id: $clientId }, messageType_in: [transfer_request] }) {
      count
    }
  }
`;

/** The message types the session client has at least one message of, in the requirements' order. */
export const messageTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessageTypes: build.query<MessageType[], string>({
      query: (clientId) => ({
        graphql: { query: MESSAGE_TYPES_QUERY, variables: { clientId } satisfies ClientMessageTypesQueryVariables },
      }),
      transformResponse: (data: ClientMessageTypesQuery): MessageType[] =>
        (Object.keys(data) as MessageType[]).filter((type) => data[type].count > 0).sort(),
      providesTags: ['Message'],
    }),
  }),
});

export const { useGetMessageTypesQuery } = messageTypesApi;

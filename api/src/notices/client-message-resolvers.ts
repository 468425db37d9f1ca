import { clientMessage } from '../platform/database/schema';
import { OWNER_COLUMNS } from '../platform/graphql/owner-columns';
import type { Resolvers } from '../platform/graphql/resolver-types';
import { selectedColumns } from '../platform/graphql/selected-columns';
import { timestamps } from '../platform/graphql/timestamps';
import type { ClientMessageService } from './client-message-service';

/** Message fields that are not a column of the same name. */
const MESSAGE_FIELD_COLUMNS = { transfer: ['transferId'], tenant: ['tenantId'] } as const;

/** The session's message center: its notices, searched and paged. */
export function createClientMessageResolvers(messages: ClientMessageService): Resolvers {
  return {
    Query: {
      allClientMessages: (_root, args, { scope }, info) =>
        messages.findClientMessages(
          args,
          scope,
          selectedColumns(info, clientMessage, MESSAGE_FIELD_COLUMNS, OWNER_COLUMNS),
        ),
      _allClientMessagesMeta: async (_root, args, { scope }) => ({
        count: await messages.countClientMessages(args, scope),
      }),
    },
    ClientMessage: { ...timestamps },
  };
}

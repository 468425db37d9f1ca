import type { MessageType } from '@portal/shared/constants';
import type {
  ClientMessageColumn,
  ClientMessageFilter,
  ClientMessageOrder,
  ClientMessageRepository,
  ClientMessageRow,
  MessageSearch,
} from './client-message-repository';
import type { ClientRepository } from '../clients';
import { badUserInput } from '../platform/http/errors';
import type { OwnerScope } from '../platform/database/owner-scope';
import {
  filterList,
  filterText,
  isoDateFilter,
  namesOwnClient,
  NO_MATCH,
  pageOf,
  requireOwner,
  uuidFilter,
} from '../platform/http/query-input';
import type {
  ClientMessageSearchInput,
  ClientMessageWhereInput,
  Query_AllClientMessagesMetaArgs,
  QueryAllClientMessagesArgs,
  SortClientMessagesBy,
} from '../platform/graphql/resolver-types';
import type { RequestScope } from '../platform/http/request-scope';

/** The OR of the search box has two branches; ten leaves room without inviting abuse. */
export const MAX_SEARCH_BRANCHES = 10;

export function createClientMessageService(deps: { messages: ClientMessageRepository; clients: ClientRepository }) {
  const { messages, clients } = deps;

  async function filterOf(where: ClientMessageWhereInput | null | undefined, owner: OwnerScope) {
    if (!where) return {};
    const id = uuidFilter(where.id, 'where.id');
    if (id === NO_MATCH || !(await namesOwnClient(where.client, owner, clients))) return null;
    const search = searchOf(where, 'where');
    const branches = filterList(where.OR, 'where.OR');
    if (branches && branches.length > MAX_SEARCH_BRANCHES) {
      throw badUserInput(`where.OR may hold at most ${MAX_SEARCH_BRANCHES} branches`);
    }
    const anyOf = branches?.map((branch, index) => searchOf(branch, `where.OR[${index}]`));
    if (search === null || anyOf?.every((branch) => branch === null)) return null;
    // type, type_in and the requirements' messageType_in narrow one another (each given must hold).
    let types: MessageType[] | undefined = filterList(where.type_in, 'where.type_in');
    const messageTypes = filterList(where.messageType_in, 'where.messageType_in');
    if (messageTypes) types = types ? types.filter((type) => messageTypes.includes(type)) : messageTypes;
    if (where.type) types = types ? types.filter((type) => type === where.type) : [where.type];
    const filter: ClientMessageFilter = {
      id,
      types,
      createdAtGte: isoDateFilter(where.createdAt_gte, 'where.createdAt_gte'),
      createdAtLte: isoDateFilter(where.createdAt_lte, 'where.createdAt_lte'),
      search,
      anyOf: anyOf?.filter((branch): branch is MessageSearch => branch !== null),
    };
    return filter;
  }

  return {
    /** The session's messages; `where` narrows by type, dates and the search box. */
    async findClientMessages(
      query: QueryAllClientMessagesArgs,
      scope: RequestScope,
      columns?: readonly ClientMessageColumn[],
    ): Promise<ClientMessageRow[]> {
      const owner = requireOwner(scope);
      const page = pageOf(query);
      const filter = await filterOf(query.where, owner);
      return filter === null ? [] : messages.findOwn(owner, filter, orderOf(query.sortBy), page, columns);
    },

    async countClientMessages(query: Query_AllClientMessagesMetaArgs, scope: RequestScope): Promise<number> {
      const owner = requireOwner(scope);
      const filter = await filterOf(query.where, owner);
      return filter === null ? 0 : messages.countOwn(owner, filter);
    },
  };
}

/** A search branch; null when it cannot match (a transfer id that is no UUID). */
function searchOf(input: ClientMessageSearchInput, path: string): MessageSearch | null {
  const transferId = uuidFilter(input.transfer?.id, `${path}.transfer.id`);
  if (transferId === NO_MATCH) return null;
  return {
    transferId,
    propertyAddress1Contains: filterText(
      input.transfer?.propertyAddress1_contains_i,
      `${path}.transfer.propertyAddress1_contains_i`,
    ),
    tenantNameContains: filterText(input.tenant?.name_contains_i, `${path}.tenant.name_contains_i`),
  };
}

function orderOf(sortBy: SortClientMessagesBy[] | null | undefined): ClientMessageOrder[] {
  const order = (sortBy ?? []).slice(0, 6).map((value): ClientMessageOrder => {
    const [field, direction] = value.split('_') as [ClientMessageOrder['field'], 'ASC' | 'DESC'];
    return { field, direction: direction === 'ASC' ? 'asc' : 'desc' };
  });
  return order.length > 0 ? order : [{ field: 'createdAt', direction: 'desc' }];
}

export type ClientMessageService = ReturnType<typeof createClientMessageService>;

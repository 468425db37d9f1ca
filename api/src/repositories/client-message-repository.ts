import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { MessageType } from '@portal/shared/constants';
import type { Database } from '../db/database';
import { clientMessage, tenant, transfer } from '../db/schema';
import { containsInsensitive, type OwnerScope, type SortDirection } from './owner-scope';

export type ClientMessageRow = typeof clientMessage.$inferSelect;
export type ClientMessageColumn = keyof ClientMessageRow;

/** Conditions on a message's transfer and tenant; every one given must hold. */
export interface MessageSearch {
  transferId?: string;
  propertyAddress1Contains?: string;
  tenantNameContains?: string;
}

export interface ClientMessageFilter {
  id?: string;
  types?: MessageType[];
  createdAtGte?: Date;
  createdAtLte?: Date;
  search?: MessageSearch;
  /** At least one must hold (the search box: address or tenant name). */
  anyOf?: MessageSearch[];
}

export interface ClientMessageOrder {
  field: 'createdAt' | 'updatedAt' | 'type';
  direction: SortDirection;
}

export function createClientMessageRepository(db: Database) {
  const searchConditions = (owner: OwnerScope, search: MessageSearch): SQL[] => {
    const conditions: SQL[] = [];
    if (search.transferId !== undefined) conditions.push(eq(clientMessage.transferId, search.transferId));
    if (search.propertyAddress1Contains !== undefined) {
      // Only the owner's own transfers are searched, whatever the message row says.
      const matching = db
        .select({ id: transfer.id })
        .from(transfer)
        .where(
          and(
            eq(transfer.clientId, owner.clientId),
            eq(transfer.tenantId, owner.tenantId),
            containsInsensitive(transfer.propertyAddress1, search.propertyAddress1Contains),
          ),
        );
      conditions.push(inArray(clientMessage.transferId, matching));
    }
    if (search.tenantNameContains !== undefined) {
      const matching = db
        .select({ id: tenant.id })
        .from(tenant)
        .where(containsInsensitive(tenant.name, search.tenantNameContains));
      conditions.push(inArray(clientMessage.tenantId, matching));
    }
    return conditions;
  };

  const conditionsOf = (owner: OwnerScope, filter: ClientMessageFilter): SQL[] => {
    const conditions: SQL[] = [eq(clientMessage.clientId, owner.clientId), eq(clientMessage.tenantId, owner.tenantId)];
    if (filter.id !== undefined) conditions.push(eq(clientMessage.id, filter.id));
    if (filter.types !== undefined) conditions.push(inArray(clientMessage.type, filter.types));
    if (filter.createdAtGte !== undefined) conditions.push(gte(clientMessage.createdAt, filter.createdAtGte));
    if (filter.createdAtLte !== undefined) conditions.push(lte(clientMessage.createdAt, filter.createdAtLte));
    if (filter.search) conditions.push(...searchConditions(owner, filter.search));
    if (filter.anyOf && filter.anyOf.length > 0) {
      const branches = filter.anyOf.map((branch) => and(...searchConditions(owner, branch)));
      // An empty branch ({}) matches everything, as Keystone's OR: [{}] would.
      if (branches.every((branch) => branch !== undefined)) conditions.push(or(...branches)!);
    }
    return conditions;
  };

  const matchesNothing = (filter: ClientMessageFilter) => filter.types?.length === 0;

  return {
    /** With `columns`, only those are read and the rows hold only them (see graphql/selected-columns.ts). */
    async findOwn(
      owner: OwnerScope,
      filter: ClientMessageFilter,
      order: ClientMessageOrder[],
      page: { limit: number; offset: number },
      columns?: readonly ClientMessageColumn[],
    ): Promise<ClientMessageRow[]> {
      if (matchesNothing(filter)) return [];
      const all = getTableColumns(clientMessage);
      const selection = columns ? Object.fromEntries(columns.map((column) => [column, all[column]])) : all;
      const rows = await db
        .select(selection)
        .from(clientMessage)
        .where(and(...conditionsOf(owner, filter)))
        .orderBy(
          ...order.map(({ field, direction }) => (direction === 'asc' ? asc : desc)(clientMessage[field])),
          desc(clientMessage.id),
        )
        .limit(page.limit)
        .offset(page.offset);
      return rows as ClientMessageRow[];
    },

    async countOwn(owner: OwnerScope, filter: ClientMessageFilter): Promise<number> {
      if (matchesNothing(filter)) return 0;
      const [row] = await db
        .select({ value: count() })
        .from(clientMessage)
        .where(and(...conditionsOf(owner, filter)));
      return Number(row?.value ?? 0);
    },
  };
}

export type ClientMessageRepository = ReturnType<typeof createClientMessageRepository>;
